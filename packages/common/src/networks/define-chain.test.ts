import { mainnet as viemMainnet } from 'viem/chains'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import type { CaipNetwork } from '../types.js'
import { defineChain, fromViemChain } from './define-chain.js'

const LOCAL = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as const

describe('defineChain', () => {
  it('SPEC §3: adds the eip155 namespace and the namespace:id network id by default', () => {
    const network = defineChain(LOCAL)
    expect(network.chainNamespace).toBe('eip155')
    expect(network.caipNetworkId).toBe('eip155:31337')
    expectTypeOf(network.caipNetworkId).toEqualTypeOf<'eip155:31337'>()
    expectTypeOf(network).toExtend<CaipNetwork>()
  })

  it('SPEC §3: keeps the given namespace', () => {
    const network = defineChain({ ...LOCAL, id: 'local', chainNamespace: 'solana' })
    expect(network.caipNetworkId).toBe('solana:local')
    expectTypeOf(network.chainNamespace).toEqualTypeOf<'solana'>()
  })

  it('SPEC §3: the RPC URLs have default and chainDefault lists', () => {
    const network = defineChain(LOCAL)
    expect(network.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(network.rpcUrls.chainDefault.http).toEqual(['http://127.0.0.1:8545'])
    const custom = defineChain({
      ...LOCAL,
      rpcUrls: { ...LOCAL.rpcUrls, chainDefault: { http: ['http://127.0.0.1:9545'] } },
    })
    expect(custom.rpcUrls.chainDefault.http).toEqual(['http://127.0.0.1:9545'])
  })

  it('SPEC §3: keeps the optional assets', () => {
    const network = defineChain({ ...LOCAL, assets: { imageUrl: 'https://example.com/anvil.png' } })
    expect(network.assets).toEqual({ imageUrl: 'https://example.com/anvil.png' })
  })

  it('accepts a matching caipNetworkId and refuses a contradicting one', () => {
    expect(defineChain({ ...LOCAL, caipNetworkId: 'eip155:31337' }).caipNetworkId).toBe('eip155:31337')
    expect(() => defineChain({ ...LOCAL, caipNetworkId: 'eip155:1' })).toThrow(InvalidCaipNetworkIdError)
  })

  it('SPEC §5: refuses an empty chain id', () => {
    expect(() => defineChain({ ...LOCAL, id: '' })).toThrow(InvalidCaipNetworkIdError)
  })
})

describe('fromViemChain', () => {
  it('SPEC §3: a viem chain keeps its fields and gains eip155 and its network id', () => {
    const network = fromViemChain(viemMainnet)
    expect(network).toMatchObject({
      id: 1,
      name: viemMainnet.name,
      nativeCurrency: viemMainnet.nativeCurrency,
      blockExplorers: viemMainnet.blockExplorers,
      contracts: viemMainnet.contracts,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
    })
    expect(network.rpcUrls.chainDefault).toEqual(viemMainnet.rpcUrls.default)
    expect(viemMainnet).not.toHaveProperty('caipNetworkId')
  })
})

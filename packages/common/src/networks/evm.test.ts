import type { Chain } from 'viem'
import * as viemChains from 'viem/chains'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { CaipNetwork } from '../types.js'
import {
  arbitrum,
  avalanche,
  base,
  baseSepolia,
  bsc,
  gnosis,
  mainnet,
  optimism,
  polygon,
  polygonAmoy,
  sepolia,
} from './evm.js'

const PAIRS: [name: string, network: CaipNetwork, viemChain: Chain][] = [
  ['arbitrum', arbitrum, viemChains.arbitrum],
  ['avalanche', avalanche, viemChains.avalanche],
  ['base', base, viemChains.base],
  ['baseSepolia', baseSepolia, viemChains.baseSepolia],
  ['bsc', bsc, viemChains.bsc],
  ['gnosis', gnosis, viemChains.gnosis],
  ['mainnet', mainnet, viemChains.mainnet],
  ['optimism', optimism, viemChains.optimism],
  ['polygon', polygon, viemChains.polygon],
  ['polygonAmoy', polygonAmoy, viemChains.polygonAmoy],
  ['sepolia', sepolia, viemChains.sepolia],
]

describe('EVM networks', () => {
  it.each(PAIRS)('SPEC §3: %s is the viem chain in the eip155 namespace', (_name, network, viemChain) => {
    expect(network.id).toBe(viemChain.id)
    expect(network.nativeCurrency).toEqual(viemChain.nativeCurrency)
    expect(network.chainNamespace).toBe('eip155')
    expect(network.caipNetworkId).toBe(`eip155:${viemChain.id}`)
    expect(network.rpcUrls.chainDefault).toEqual(viemChain.rpcUrls.default)
  })

  it('SPEC §3: known ids and test flags', () => {
    expect(mainnet.caipNetworkId).toBe('eip155:1')
    expect(polygon.caipNetworkId).toBe('eip155:137')
    expect(sepolia.caipNetworkId).toBe('eip155:11155111')
    expect(base.caipNetworkId).toBe('eip155:8453')
    expect(sepolia.testnet).toBe(true)
    expect(baseSepolia.testnet).toBe(true)
    expect(polygonAmoy.testnet).toBe(true)
  })

  it('keeps viem formatters, so op-stack chains still format their transactions', () => {
    expect(base.formatters).toBe(viemChains.base.formatters)
    expect(optimism.formatters).toBeDefined()
  })

  it('is usable both as a CaipNetwork and as a viem Chain', () => {
    expectTypeOf(mainnet).toExtend<CaipNetwork>()
    expectTypeOf(mainnet).toExtend<Chain>()
  })
})

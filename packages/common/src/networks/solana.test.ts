import { describe, expect, expectTypeOf, it } from 'vitest'
import * as common from '../index.js'
import type { CaipNetwork } from '../types.js'
import { solana, solanaDevnet, solanaLocalnet, solanaTestnet } from './solana.js'

describe('Solana networks', () => {
  it('SPEC §3: Solana mainnet and devnet are defined with decimals 9', () => {
    expect(solana.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(solanaDevnet.nativeCurrency.decimals).toBe(9)
    expect(solanaTestnet.nativeCurrency.decimals).toBe(9)
  })

  it('SPEC §3: ids are the genesis-hash references in the solana namespace', () => {
    expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect([solana, solanaDevnet, solanaTestnet].map((network) => network.chainNamespace)).toEqual([
      'solana',
      'solana',
      'solana',
    ])
    expectTypeOf(solana).toExtend<CaipNetwork>()
  })

  it('SPEC §3: RPC URLs are the public cluster endpoints, testnets are flagged', () => {
    expect(solana.rpcUrls.default.http).toEqual(['https://api.mainnet-beta.solana.com'])
    expect(solanaDevnet.rpcUrls.default.http).toEqual(['https://api.devnet.solana.com'])
    expect(solanaTestnet.rpcUrls.default.http).toEqual(['https://api.testnet.solana.com'])
    expect([solana.testnet, solanaDevnet.testnet, solanaTestnet.testnet]).toEqual([false, true, true])
  })

  it('solanaLocalnet: the local cluster on 127.0.0.1:8899, SOL with 9 decimals, a testnet without an explorer', () => {
    expect(solanaLocalnet.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(solanaLocalnet.rpcUrls.default.http).toEqual(['http://127.0.0.1:8899'])
    expect(solanaLocalnet.rpcUrls.chainDefault.http).toEqual(['http://127.0.0.1:8899'])
    expect(solanaLocalnet.chainNamespace).toBe('solana')
    expect(solanaLocalnet.caipNetworkId).toBe(`solana:${solanaLocalnet.id}`)
    // A CAIP-30 reference: 32 base58 characters, like the public clusters' genesis-hash prefixes.
    expect(solanaLocalnet.id).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32}$/u)
    expect(solanaLocalnet.testnet).toBe(true)
    expect('blockExplorers' in solanaLocalnet).toBe(false)
    expect(new Set([solana.id, solanaDevnet.id, solanaTestnet.id, solanaLocalnet.id]).size).toBe(4)
    expect(common.solanaLocalnet).toBe(solanaLocalnet)
  })
})

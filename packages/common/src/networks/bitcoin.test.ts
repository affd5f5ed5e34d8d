import { describe, expect, expectTypeOf, it } from 'vitest'
import type { CaipNetwork } from '../types.js'
import { bitcoin, bitcoinTestnet } from './bitcoin.js'

describe('Bitcoin networks', () => {
  it('SPEC §3: Bitcoin is defined with decimals 8', () => {
    expect(bitcoin.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
    expect(bitcoinTestnet.nativeCurrency.decimals).toBe(8)
  })

  it('SPEC §3: ids are the genesis-block references in the bip122 namespace', () => {
    expect(bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
    expect(bitcoin.chainNamespace).toBe('bip122')
    expect([bitcoin.testnet, bitcoinTestnet.testnet]).toEqual([false, true])
    expectTypeOf(bitcoin).toExtend<CaipNetwork>()
  })
})

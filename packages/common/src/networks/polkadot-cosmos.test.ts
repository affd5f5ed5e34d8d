import { describe, expect, it } from 'vitest'
import { cosmosHub, osmosis } from './cosmos.js'
import { polkadot } from './polkadot.js'

describe('polkadot and cosmos networks', () => {
  it('carry CAIP-2 ids in their own namespaces', () => {
    expect(polkadot.caipNetworkId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(polkadot.nativeCurrency.decimals).toBe(10)
    expect(cosmosHub.caipNetworkId).toBe('cosmos:cosmoshub-4')
    expect(cosmosHub.nativeCurrency.decimals).toBe(6)
    expect(osmosis.caipNetworkId).toBe('cosmos:osmosis-1')
    expect(osmosis.nativeCurrency).toEqual({ name: 'Osmosis', symbol: 'OSMO', decimals: 6 })
  })
})

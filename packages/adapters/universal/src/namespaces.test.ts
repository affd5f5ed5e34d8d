import { bitcoin, cosmosHub, mainnet, polkadot, polygon, solana } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { buildNamespaces } from './namespaces.js'

describe('buildNamespaces', () => {
  it('proposes every namespace of the configured networks with its methods, events, chains and rpcMap', () => {
    const namespaces = buildNamespaces([mainnet, polygon, solana, polkadot, bitcoin, cosmosHub], {
      customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:8545' }] },
    })
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
    expect(namespaces.eip155).toMatchObject({
      chains: ['eip155:1', 'eip155:137'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { 1: 'http://127.0.0.1:8545', 137: polygon.rpcUrls.default.http[0] },
    })
    expect(namespaces.eip155?.methods).toContain('personal_sign')
    expect(namespaces.solana?.methods).toContain('solana_signMessage')
    expect(namespaces.polkadot?.methods).toContain('polkadot_signMessage')
    expect(namespaces.bip122?.methods).toContain('signMessage')
    expect(namespaces.cosmos?.chains).toEqual(['cosmos:cosmoshub-4'])
  })

  it('never falls back to a hosted RPC: every chain has our URL in the rpcMap', () => {
    const namespaces = buildNamespaces([mainnet, solana])
    expect(Object.values(namespaces.eip155?.rpcMap ?? {})).toEqual(mainnet.rpcUrls.default.http.slice(0, 1))
    expect(JSON.stringify(namespaces)).not.toContain('walletconnect')
  })

  it('applies universalProviderConfigOverride and the default network', () => {
    const namespaces = buildNamespaces([mainnet, polygon], {
      override: { methods: { eip155: ['personal_sign'] }, rpcMap: { 'eip155:137': 'http://127.0.0.1:8546' } },
      defaultNetwork: polygon,
    })
    expect(namespaces.eip155).toMatchObject({
      methods: ['personal_sign'],
      rpcMap: { 137: 'http://127.0.0.1:8546' },
      defaultChain: 'eip155:137',
    })
  })
})

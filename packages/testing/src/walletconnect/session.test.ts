import { describe, expect, it } from 'vitest'
import { deriveLabKeys } from './keys.js'
import { approvedNamespaces, mergeRequestedNamespaces, withAccount, withChain } from './session.js'

const keys = deriveLabKeys()
const selected = { eip155: 0, solana: 0, polkadot: 0, bip122: 0, cosmos: 0 }

describe('session namespaces', () => {
  it('merges required and optional namespaces, folding chain-named keys into their namespace', () => {
    const merged = mergeRequestedNamespaces({
      requiredNamespaces: {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
      },
      optionalNamespaces: {
        eip155: { chains: ['eip155:137'], methods: ['personal_sign', 'eth_sendTransaction'], events: [] },
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { methods: ['solana_signMessage'], events: [] },
      },
    })
    expect(merged).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:137'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged'],
      },
      solana: {
        chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        methods: ['solana_signMessage'],
        events: [],
      },
    })
  })

  it('answers each known namespace with the selected account on every requested chain', () => {
    const namespaces = approvedNamespaces(
      {
        eip155: {
          chains: ['eip155:1', 'eip155:137'],
          methods: ['personal_sign'],
          events: ['accountsChanged'],
        },
        cosmos: { chains: ['cosmos:cosmoshub-4'], methods: ['cosmos_getAccounts'], events: [] },
        tron: { chains: ['tron:0x2b6653dc'], methods: ['tron_signMessage'], events: [] },
      },
      keys,
      { ...selected, cosmos: 1 },
    )
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:137'],
        accounts: [`eip155:1:${keys.eip155[0].address}`, `eip155:137:${keys.eip155[0].address}`],
        methods: ['personal_sign'],
        events: ['accountsChanged'],
      },
      cosmos: {
        chains: ['cosmos:cosmoshub-4'],
        accounts: [`cosmos:cosmoshub-4:${keys.cosmos[1].address}`],
        methods: ['cosmos_getAccounts'],
        events: [],
      },
    })
  })

  it('adds a chain or replaces the account of a session namespace', () => {
    const namespace = { chains: ['eip155:1'], accounts: ['eip155:1:0xa'], methods: [], events: [] }
    expect(withChain(namespace, 'eip155:137', '0xa')).toMatchObject({
      chains: ['eip155:1', 'eip155:137'],
      accounts: ['eip155:1:0xa', 'eip155:137:0xa'],
    })
    expect(withAccount(withChain(namespace, 'eip155:137', '0xa'), '0xb').accounts).toEqual([
      'eip155:1:0xb',
      'eip155:137:0xb',
    ])
  })
})

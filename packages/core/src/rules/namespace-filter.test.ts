import { describe, expect, it } from 'vitest'
import { isListingInNamespaces, selectedNamespaces } from './namespace-filter.js'

const evmOnly = { chains: ['eip155:1', 'eip155:137'] }
const solanaOnly = { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }
const both = { chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }
const noChains = { chains: [] }

describe('selectedNamespaces', () => {
  it('SPEC §4: keeps the namespaces not turned off, in their order', () => {
    expect(selectedNamespaces(['eip155', 'solana', 'bip122'], { solana: false, bip122: true })).toEqual([
      'eip155',
      'bip122',
    ])
    expect(selectedNamespaces(['eip155', 'solana'], {})).toEqual(['eip155', 'solana'])
  })
})

describe('isListingInNamespaces', () => {
  it('with every namespace on, shows every listing (even one naming no chain)', () => {
    for (const listing of [evmOnly, solanaOnly, both, noChains]) {
      expect(isListingInNamespaces(listing, ['eip155', 'solana'], { eip155: true })).toBe(true)
    }
  })

  it('shows a listing that supports a chain of a namespace left on', () => {
    const filter = { eip155: false }
    expect(isListingInNamespaces(solanaOnly, ['eip155', 'solana'], filter)).toBe(true)
    expect(isListingInNamespaces(both, ['eip155', 'solana'], filter)).toBe(true)
    expect(isListingInNamespaces(evmOnly, ['eip155', 'solana'], filter)).toBe(false)
    expect(isListingInNamespaces(noChains, ['eip155', 'solana'], filter)).toBe(false)
  })

  it('a namespace that is not configured does not count as on', () => {
    const cosmosOnly = { chains: ['cosmos:cosmoshub-4'] }
    expect(isListingInNamespaces(cosmosOnly, ['eip155', 'solana'], { solana: false })).toBe(false)
  })

  it('matches the namespace, not a prefix of it', () => {
    // "eip155" must not match a made-up "eip1551:…" chain.
    expect(isListingInNamespaces({ chains: ['eip1551:1'] }, ['eip155', 'solana'], { solana: false })).toBe(
      false,
    )
  })
})

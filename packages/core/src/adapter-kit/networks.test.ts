import { type CaipNetwork, NetworkNotFoundError } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { findNetwork, requireNetwork } from './networks.js'

const network = (namespace: string, id: string | number): CaipNetwork =>
  ({
    id,
    caipNetworkId: `${namespace}:${id}`,
    chainNamespace: namespace,
    name: String(id),
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }) as CaipNetwork

describe('findNetwork', () => {
  const networks = [
    network('eip155', 1),
    network('eip155', 137),
    network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  ]

  it('matches a numeric or a string reference', () => {
    expect(findNetwork(networks, 137)?.caipNetworkId).toBe('eip155:137')
    expect(findNetwork(networks, '137')?.caipNetworkId).toBe('eip155:137')
    expect(findNetwork(networks, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')?.chainNamespace).toBe('solana')
  })

  it('finds nothing for a reference the adapter was not given', () => {
    expect(findNetwork(networks, 10)).toBeUndefined()
    expect(findNetwork([], 1)).toBeUndefined()
  })
})

describe('requireNetwork', () => {
  it('passes what was found through', () => {
    const found = { chainId: 1 }
    expect(requireNetwork(found, network('eip155', 1))).toBe(found)
  })

  it('refuses a missing network with NetworkNotFoundError naming it', () => {
    const refuse = () => requireNetwork(undefined, network('eip155', 10))
    expect(refuse).toThrow(NetworkNotFoundError)
    expect(refuse).toThrow(/eip155:10 is not among the adapter's networks/)
  })
})

import { describe, expect, it } from 'vitest'
import { ADDRESS, testNetworks } from '../test/fixtures.js'
import type { AppKitOptions } from '../options.js'
import { createChainController } from './chain.js'
import { createOptionsController } from './options.js'

const { mainnet, polygon, solana } = testNetworks

function setup(options: Partial<AppKitOptions> = {}) {
  const chain = createChainController({
    options: createOptionsController({ options: { projectId: 'p', networks: [mainnet], ...options } }),
  })
  chain.addNamespace('eip155', [mainnet, polygon])
  chain.addNamespace('solana', [solana])
  return chain
}

describe('createChainController', () => {
  it('SPEC §3: keeps account and network state per namespace', () => {
    const chain = setup()
    chain.setAccountState('eip155', { address: ADDRESS, status: 'connected' })
    expect(chain.getAccountState('eip155')?.address).toBe(ADDRESS)
    expect(chain.getAccountState('solana')?.address).toBeUndefined()
    expect(chain.state.chains.eip155?.caipNetworks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:137',
    ])
  })

  it("holds networks as frozen copies: the host's objects stay its own, and a change to the state's copy throws", () => {
    const chain = setup()
    chain.setActiveCaipNetwork(polygon)
    const active = chain.state.activeCaipNetwork!
    expect(active).toEqual(polygon)
    expect(active).not.toBe(polygon)
    expect(() => {
      active.name = 'Renamed'
    }).toThrow(TypeError)
    expect(() => chain.state.chains.eip155!.caipNetworks.push(solana)).toThrow(TypeError)
    expect(polygon.name).toBe('Polygon')
    expect(Object.isFrozen(polygon)).toBe(false)
  })

  it('SPEC §4: default account type per namespace is smartAccount for eip155 and eoa for solana', () => {
    const chain = setup()
    expect(chain.getAccountState('eip155')?.preferredAccountType).toBe('smartAccount')
    expect(chain.getAccountState('solana')?.preferredAccountType).toBe('eoa')
    chain.addNamespace('bip122', [])
    chain.addNamespace('polkadot', [])
    expect(chain.getAccountState('bip122')?.preferredAccountType).toBe('payment')
    expect(chain.getAccountState('polkadot')?.preferredAccountType).toBe('eoa')
  })

  it('SPEC §4: defaultAccountTypes from the options override the default account type', () => {
    const chain = setup({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(chain.getAccountState('eip155')?.preferredAccountType).toBe('eoa')
  })

  it('SPEC §4: switching the active network changes the active namespace and address', () => {
    const chain = setup()
    chain.setAccountState('eip155', {
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      status: 'connected',
    })
    chain.setActiveCaipNetwork(mainnet)
    expect(chain.state.activeCaipAddress).toBe(`eip155:1:${ADDRESS}`)
    chain.setActiveCaipNetwork(polygon)
    expect(chain.state.activeCaipAddress).toBe(`eip155:137:${ADDRESS}`)
    chain.setActiveCaipNetwork(solana)
    expect(chain.state.activeChain).toBe('solana')
    expect(chain.state.activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(chain.state.activeCaipAddress).toBeUndefined()
  })

  it("a namespace's own network can change without making it active", () => {
    const chain = setup()
    chain.setActiveCaipNetwork(solana)
    chain.setNamespaceNetwork(polygon)
    expect(chain.state.activeChain).toBe('solana')
    expect(chain.state.chains.eip155?.activeCaipNetwork?.id).toBe(137)
    chain.setActiveNamespace('eip155')
    expect(chain.state.activeCaipNetwork?.id).toBe(137)
  })

  it('SPEC §4: status is disconnected on reset; address and balance cleared, tab 0, no accounts', () => {
    const chain = setup()
    chain.setActiveCaipNetwork(mainnet)
    chain.setAccountState('eip155', {
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      balance: '1.5',
      balanceSymbol: 'ETH',
      status: 'connected',
      currentTab: 2,
      allAccounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
    })
    chain.resetAccount('eip155')
    expect(chain.getAccountState('eip155')).toEqual({
      status: 'disconnected',
      currentTab: 0,
      allAccounts: [],
      preferredAccountType: 'smartAccount',
    })
    expect(chain.state.activeCaipAddress).toBeUndefined()
    expect(chain.state.activeCaipNetwork?.id).toBe(1)
  })

  it('finds a configured network by its CAIP-2 id across namespaces', () => {
    const chain = setup()
    expect(chain.findNetwork('eip155:137')?.name).toBe('Polygon')
    expect(chain.findNetwork(solana.caipNetworkId)?.name).toBe('Solana')
    expect(chain.findNetwork('eip155:10')).toBeUndefined()
  })
})

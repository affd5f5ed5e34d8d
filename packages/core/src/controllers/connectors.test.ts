import { describe, expect, it } from 'vitest'
import type { Connector } from '../types.js'
import { createConnectorsController, mergeConnectors } from './connectors.js'
import { createStorage } from './storage.js'

const metamaskEvm: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }
const metamaskSolana: Connector = { id: 'metamask-sol', name: 'MetaMask', type: 'ANNOUNCED', chain: 'solana' }
const phantom: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
const authEvm: Connector = { id: 'ID_AUTH', name: 'Auth', type: 'AUTH', chain: 'eip155' }
const authSolana: Connector = { id: 'ID_AUTH', name: 'Auth Solana', type: 'AUTH', chain: 'solana' }

describe('mergeConnectors', () => {
  it('SPEC §4: connectors with the same name on several chains merge into one multi-chain entry', () => {
    const merged = mergeConnectors([metamaskEvm, phantom, metamaskSolana])
    expect(merged).toHaveLength(2)
    expect(merged[0]).toMatchObject({ id: 'io.metamask', name: 'MetaMask', type: 'MULTI_CHAIN' })
    expect(merged[0]?.connectors).toEqual([metamaskEvm, metamaskSolana])
    expect(merged[1]).toBe(phantom)
  })

  it('SPEC §4: the embedded-wallet connectors merge into one AUTH entry', () => {
    const merged = mergeConnectors([authEvm, authSolana])
    expect(merged).toHaveLength(1)
    expect(merged[0]).toMatchObject({ type: 'AUTH', connectors: [authEvm, authSolana] })
  })

  it('keeps a connector that exists on one chain only as it is, and drops same-chain duplicates', () => {
    expect(mergeConnectors([metamaskEvm, { ...metamaskEvm, id: 'injected', type: 'INJECTED' }])).toEqual([
      metamaskEvm,
    ])
  })
})

describe('createConnectorsController', () => {
  function setup() {
    const storage = createStorage()
    return { storage, connectors: createConnectorsController({ storage }) }
  }

  it("replaces one namespace's connectors and recomputes the merged list", () => {
    const { connectors } = setup()
    connectors.setConnectors('eip155', [metamaskEvm])
    connectors.setConnectors('solana', [metamaskSolana, phantom])
    expect(connectors.state.connectors.map((c) => c.type)).toEqual(['MULTI_CHAIN', 'ANNOUNCED'])
    connectors.setConnectors('solana', [phantom])
    expect(connectors.state.allConnectors.map((c) => c.id)).toEqual(['io.metamask', 'phantom'])
    expect(connectors.state.connectors.map((c) => c.type)).toEqual(['ANNOUNCED', 'ANNOUNCED'])
  })

  it('SPEC §4: namespace filters can be toggled and the list is recomputed on each change', () => {
    const { connectors } = setup()
    connectors.setConnectors('eip155', [metamaskEvm])
    connectors.setConnectors('solana', [metamaskSolana, phantom])
    connectors.setNamespaceFilter('solana', false)
    expect(connectors.state.connectors.map((c) => c.id)).toEqual(['io.metamask'])
    expect(connectors.state.connectors[0]?.type).toBe('ANNOUNCED')
    connectors.setNamespaceFilter('solana', true)
    expect(connectors.state.connectors).toHaveLength(2)
  })

  it('SPEC §4: one active connector id is stored per namespace and cleared on removal', () => {
    const { storage, connectors } = setup()
    connectors.setActiveConnectorId('eip155', 'io.metamask')
    connectors.setActiveConnectorId('solana', 'phantom')
    expect(connectors.state.activeConnectorIds).toEqual({ eip155: 'io.metamask', solana: 'phantom' })
    expect(storage.getActiveConnectorId('eip155')).toBe('io.metamask')
    connectors.removeActiveConnectorId('eip155')
    expect(connectors.state.activeConnectorIds).toEqual({ solana: 'phantom' })
    expect(storage.getActiveConnectorId('eip155')).toBeUndefined()
    expect(storage.getActiveConnectorId('solana')).toBe('phantom')
  })

  it('keeps providers out of the proxy and finds connectors by id', () => {
    const { connectors } = setup()
    const provider = { request: () => Promise.resolve(null) }
    connectors.setConnectors('eip155', [{ ...metamaskEvm, provider }])
    expect(connectors.getConnector('io.metamask')?.provider).toBe(provider)
    expect(connectors.getConnector('missing')).toBeUndefined()
  })
})

describe('connectors: the generic Browser Wallet entry', () => {
  const browserWallet = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' } as const
  const announced = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' } as const

  function listed(env: { isMobile: boolean; hasInjectedProvider: boolean }) {
    const controller = createConnectorsController({
      storage: { setActiveConnectorId() {}, removeActiveConnectorId() {} },
      isMobile: () => env.isMobile,
      hasInjectedProvider: () => env.hasInjectedProvider,
    })
    controller.setConnectors('eip155', [browserWallet, announced])
    return controller.state.connectors.map((connector) => connector.name)
  }

  it('SPEC §5: is hidden on desktop', () => {
    expect(listed({ isMobile: false, hasInjectedProvider: true })).toEqual(['MetaMask'])
  })

  it('SPEC §5: is hidden on mobile with no injected wallet and shown with one', () => {
    expect(listed({ isMobile: true, hasInjectedProvider: false })).toEqual(['MetaMask'])
    expect(listed({ isMobile: true, hasInjectedProvider: true })).toEqual(['Browser Wallet', 'MetaMask'])
  })
})

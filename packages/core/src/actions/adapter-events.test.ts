import { describe, expect, it } from 'vitest'
import { ADDRESS, OTHER_ADDRESS, testNetworks } from '../test/fixtures.js'
import { metamask, setupCore } from '../test/setup-core.js'

async function connectedCore(setup: Parameters<typeof setupCore>[0] = {}) {
  const context = setupCore(setup)
  await context.core.ready()
  await context.core.connect(metamask.connector)
  return context
}

describe('adapter events', () => {
  it('connectors: the reported list replaces the namespace’s connectors (EIP-6963 announcements)', async () => {
    const { core, memory } = setupCore()
    await core.ready()
    expect(core.store.connectors.state.connectors.map((c) => c.name)).toEqual(['MetaMask'])
    memory.announce({
      connector: { id: 'com.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' },
      address: OTHER_ADDRESS,
      chainId: 1,
    })
    expect(core.store.connectors.state.connectors.map((c) => c.name)).toEqual(['MetaMask', 'Rabby'])
  })

  it('accountChanged: the account follows the wallet and its balance is read again', async () => {
    const { core, memory } = await connectedCore()
    memory.setBalance('eip155:1', OTHER_ADDRESS, '5')
    memory.simulateAccountChanged(OTHER_ADDRESS)
    expect(core.getAddress()).toBe(OTHER_ADDRESS)
    expect(core.getCaipAddress()).toBe(`eip155:1:${OTHER_ADDRESS}`)
    await core.updateNativeBalance()
    expect(core.store.chain.getAccountState()?.balance).toBe('5')
  })

  it('chainChanged: the active network follows the wallet to a configured chain', async () => {
    const { core, memory, storage } = await connectedCore()
    memory.simulateChainChanged(137)
    expect(core.getCaipNetwork()?.name).toBe('Polygon')
    expect(core.getCaipAddress()).toBe(`eip155:137:${ADDRESS}`)
    expect(storage.values.get('@appkit/active_caip_network_id')).toBe('"eip155:137"')
    expect(core.isOpen()).toBe(false)
  })

  it('SPEC §2: chainChanged to a chain the app did not request shows UnsupportedChain', async () => {
    const { core, memory } = await connectedCore()
    memory.simulateChainChanged(10)
    expect(core.getCaipNetwork()).toMatchObject({
      id: 10,
      name: 'Unknown Network',
      caipNetworkId: 'eip155:10',
    })
    expect(core.isOpen()).toBe(true)
    expect(core.store.router.state.view).toBe('UnsupportedChain')
  })

  it('SPEC §2: UnsupportedChain is not shown when unsupported chains are allowed', async () => {
    const { core, memory } = await connectedCore({ options: { allowUnsupportedChain: true } })
    memory.simulateChainChanged(10)
    expect(core.getCaipNetwork()?.name).toBe('Unknown Network')
    expect(core.isOpen()).toBe(false)
  })

  it('SPEC §2: UnsupportedChain is not shown when network switching is disabled or in basic mode', async () => {
    for (const options of [{ enableNetworkSwitch: false }, { basic: true }]) {
      const { core, memory } = await connectedCore({ options })
      memory.simulateChainChanged(10)
      expect(core.isOpen()).toBe(false)
    }
  })

  it('chainChanged back to a requested chain closes the UnsupportedChain view', async () => {
    const { core, memory } = await connectedCore()
    memory.simulateChainChanged(10)
    memory.simulateChainChanged(1)
    expect(core.isOpen()).toBe(false)
    expect(core.getCaipNetwork()?.caipNetworkId).toBe(testNetworks.mainnet.caipNetworkId)
  })

  it('chainChanged refreshes the balance on the new chain', async () => {
    const { core, memory } = await connectedCore()
    memory.setBalance('eip155:137', ADDRESS, '99')
    memory.simulateChainChanged(137)
    await core.updateNativeBalance()
    expect(core.store.chain.getAccountState()).toMatchObject({ balance: '99', balanceSymbol: 'POL' })
    expect(
      memory.calls.filter((call) => call.method === 'getBalance').map((call) => call.params),
    ).toContainEqual({
      address: ADDRESS,
      caipNetworkId: 'eip155:137',
    })
  })

  it('disconnect: the wallet ending the session resets the account, clears the stored id and reports it', async () => {
    const { core, memory, storage } = await connectedCore()
    await core.open({ view: 'Networks' })
    memory.simulateDisconnect()
    expect(core.getAccount()).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(storage.values.has('@appkit/connected_connector_id:eip155')).toBe(false)
    expect(core.store.router.state.history).toEqual(['Connect'])
    expect(core.getEvent()?.data.event).toBe('DISCONNECT_SUCCESS')
    expect(core.store.connection.state.status).toBe('disconnected')
  })
})

import { STORAGE_KEYS } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { ADDRESS, testNetworks } from '../test/fixtures.js'
import { userRejection } from '../test/memory-adapter.js'
import { metamask, setupCore } from '../test/setup-core.js'
import type { Connector } from '../types.js'

async function readyCore(setup: Parameters<typeof setupCore>[0] = {}) {
  const context = setupCore(setup)
  await context.core.ready()
  return context
}

function eventNames(core: ReturnType<typeof setupCore>['core'], run: () => Promise<void>) {
  const names: string[] = []
  const unsubscribe = core.subscribeEvents((event) => names.push(event.data.event))
  return run().then(() => {
    unsubscribe()
    return names
  })
}

describe('connect', () => {
  it('connects the account, stores the connector and namespace, reads the balance and closes the modal', async () => {
    const { core, memory, storage } = await readyCore()
    memory.setBalance('eip155:1', ADDRESS, '12.5')
    await core.open()
    const names = await eventNames(core, () => core.connect(metamask.connector))

    expect(core.getAccount()).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      isConnected: true,
      status: 'connected',
    })
    expect(core.getWalletInfo()).toEqual({
      name: 'MetaMask',
      icon: 'https://wallets.test/metamask.png',
      rdns: 'io.metamask',
      type: 'ANNOUNCED',
    })
    expect(core.store.connection.state).toMatchObject({ status: 'connected', error: undefined })
    expect(core.store.connectors.state.activeConnectorIds.eip155).toBe('io.metamask')
    expect(storage.values.get(`${STORAGE_KEYS.connectedConnectorIdPrefix}eip155`)).toBe('"io.metamask"')
    expect(storage.values.get(STORAGE_KEYS.activeNamespace)).toBe('"eip155"')
    expect(core.store.storage.getRecentWallets()).toEqual([{ id: 'io.metamask', name: 'MetaMask' }])
    expect(core.store.chain.getAccountState()).toMatchObject({
      balance: '12.5',
      balanceSymbol: 'ETH',
      balanceLoading: false,
    })
    expect(core.isOpen()).toBe(false)
    expect(core.store.router.state.view).toBe('Account')
    expect(names).toEqual(['SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
  })

  it('SPEC §4: status goes connecting, then connected', async () => {
    const { core } = await readyCore()
    const statuses: string[] = []
    const pending = core.connect(metamask.connector)
    statuses.push(core.store.connection.state.status)
    expect(core.getState().connectingWallet).toEqual({ id: 'io.metamask', name: 'MetaMask' })
    await pending
    statuses.push(core.store.connection.state.status)
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(core.getState().connectingWallet).toBeUndefined()
  })

  it("asks the wallet for the active network's chain when it is in the connector's namespace", async () => {
    const { core, memory } = await readyCore()
    await core.switchNetwork(testNetworks.polygon)
    await core.connect(metamask.connector)
    expect(memory.calls.find((call) => call.method === 'connect')?.params).toEqual({
      id: 'io.metamask',
      chainId: 137,
    })
    expect(core.getCaipAddress()).toBe(`eip155:137:${ADDRESS}`)
  })

  it('a rejected request leaves the visitor disconnected with "Connection declined" and a USER_REJECTED event', async () => {
    const { core, memory } = await readyCore()
    memory.failures.connect = userRejection()
    const names = await eventNames(core, () => core.connect(metamask.connector))
    expect(core.store.connection.state).toMatchObject({
      status: 'disconnected',
      error: 'Connection declined',
    })
    expect(core.getAccount()).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(names).toEqual(['SELECT_WALLET', 'USER_REJECTED'])
  })

  it("another failure keeps the error's short message and reports CONNECT_ERROR, without throwing", async () => {
    const { core, memory } = await readyCore()
    memory.failures.connect = new Error('Wallet is locked')
    const names = await eventNames(core, () => core.connect(metamask.connector))
    expect(core.store.connection.state).toMatchObject({ status: 'disconnected', error: 'Wallet is locked' })
    expect(names).toEqual(['SELECT_WALLET', 'CONNECT_ERROR'])
    expect(core.getEvent()?.data.properties?.message).toBe('Wallet is locked')
  })

  it("a connector of a namespace without an adapter fails with 'Chain adapter not found'", async () => {
    const { core } = await readyCore()
    const phantom: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
    await core.connect(phantom)
    expect(core.store.connection.state).toMatchObject({
      status: 'disconnected',
      error: 'Chain adapter not found',
    })
  })

  it('a merged multi-chain entry connects through its connector for the namespace', async () => {
    const { core, memory } = await readyCore()
    const merged: Connector = {
      id: 'metamask-solana',
      name: 'MetaMask',
      type: 'MULTI_CHAIN',
      chain: 'solana',
      connectors: [
        { id: 'metamask-solana', name: 'MetaMask', type: 'ANNOUNCED', chain: 'solana' },
        metamask.connector,
      ],
    }
    await core.connect(merged, { namespace: 'eip155' })
    expect(memory.calls.find((call) => call.method === 'connect')?.params).toMatchObject({
      id: 'io.metamask',
    })
    expect(core.getIsConnectedState()).toBe(true)
  })

  it('SPEC §2: a wallet that connects on a chain the app did not request opens UnsupportedChain', async () => {
    const { core } = await readyCore({
      wallets: [{ ...metamask, chainId: 10 }],
      options: { networks: [testNetworks.mainnet, testNetworks.solana] },
    })
    // With Solana active no eip155 chain is asked for, so the wallet stays on its own chain 10.
    await core.switchNetwork(testNetworks.solana)
    await core.connect(metamask.connector)
    expect(core.getCaipNetwork()).toMatchObject({
      id: 10,
      name: 'Unknown Network',
      caipNetworkId: 'eip155:10',
    })
    expect(core.isOpen()).toBe(true)
    expect(core.store.router.state.view).toBe('UnsupportedChain')
  })
})

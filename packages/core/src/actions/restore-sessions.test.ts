import { STORAGE_KEYS } from '@gangway/common'
import { subscribe } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { ADDRESS, SOLANA_ADDRESS, testNetworks } from '../test/fixtures.js'
import { metamask, setupCore, setupMultiChainCore, storedSession } from '../test/setup-core.js'

const connectorKey = `${STORAGE_KEYS.connectedConnectorIdPrefix}eip155`

describe('restoring a stored session on ready()', () => {
  it('reconnects the stored connector without prompting, with wallet info, network and balance', async () => {
    const { core, memory } = setupCore({ authorized: ['io.metamask'], storage: storedSession() })
    memory.setBalance('eip155:1', ADDRESS, '7')
    await core.ready()
    expect(memory.calls.filter((call) => call.method === 'reconnect').map((call) => call.params)).toEqual([
      { id: 'io.metamask' },
    ])
    expect(core.getAccount()).toMatchObject({
      isConnected: true,
      status: 'connected',
      caipAddress: `eip155:1:${ADDRESS}`,
    })
    expect(core.getWalletInfo()).toMatchObject({ name: 'MetaMask', rdns: 'io.metamask' })
    expect(core.store.connection.state.status).toBe('connected')
    expect(core.store.chain.getAccountState()?.balance).toBe('7')
    expect(memory.calls.some((call) => call.method === 'connect')).toBe(false)
  })

  it('is reconnecting while the wallet answers, then connected', async () => {
    const { core } = setupCore({ authorized: ['io.metamask'], storage: storedSession() })
    const statuses: string[] = []
    subscribe(core.store.connection.state, () => statuses.push(core.store.connection.state.status), true)
    await core.ready()
    expect(statuses).toEqual(['reconnecting', 'connected'])
  })

  it('takes the network from the chain the wallet is on', async () => {
    const { core } = setupCore({
      authorized: ['io.metamask'],
      wallets: [{ ...metamask, chainId: 137 }],
      storage: storedSession(),
    })
    await core.ready()
    expect(core.getCaipNetwork()?.caipNetworkId).toBe(testNetworks.polygon.caipNetworkId)
  })

  it('SPEC §4: a wallet that no longer authorises the app has its stored id removed and stays disconnected', async () => {
    const { core, storage } = setupCore({ authorized: [], storage: storedSession() })
    await core.ready()
    expect(storage.values.has(connectorKey)).toBe(false)
    expect(core.getAccount()).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(core.store.connection.state.status).toBe('disconnected')
  })

  it('a reconnect that throws is treated the same way', async () => {
    const { core, memory, storage } = setupCore({ authorized: ['io.metamask'], storage: storedSession() })
    memory.failures.reconnect = new Error('provider gone')
    await core.ready()
    expect(storage.values.has(connectorKey)).toBe(false)
    expect(core.getIsConnectedState()).toBe(false)
  })

  it('enableReconnect: false leaves the stored session alone', async () => {
    const { core, memory, storage } = setupCore({
      authorized: ['io.metamask'],
      storage: storedSession(),
      options: { enableReconnect: false },
    })
    await core.ready()
    expect(memory.calls.some((call) => call.method === 'reconnect')).toBe(false)
    expect(core.getIsConnectedState()).toBe(false)
    expect(storage.values.get(connectorKey)).toBe('"io.metamask"')
  })
})

/** A previous visit with MetaMask on eip155 and Phantom on Solana, Solana last used (the active one). */
function twoStoredSessions(activeCaipNetworkId: string = testNetworks.solana.caipNetworkId) {
  return {
    [`${STORAGE_KEYS.connectedConnectorIdPrefix}eip155`]: JSON.stringify('io.metamask'),
    [`${STORAGE_KEYS.connectedConnectorIdPrefix}solana`]: JSON.stringify('app.phantom'),
    [STORAGE_KEYS.activeCaipNetworkId]: JSON.stringify(activeCaipNetworkId),
    [STORAGE_KEYS.activeNamespace]: JSON.stringify(activeCaipNetworkId.split(':')[0]),
  }
}

describe('restoring the sessions of several namespaces', () => {
  it('both come back: the last used namespace stays active', async () => {
    const { core } = setupMultiChainCore({
      storage: twoStoredSessions(),
      authorized: { eip155: ['io.metamask'], solana: ['app.phantom'] },
    })
    await core.ready()
    expect(core.getActiveChainNamespace()).toBe('solana')
    expect(core.getAddress()).toBe(SOLANA_ADDRESS)
    expect(core.getAccount('eip155').isConnected).toBe(true)
  })

  it("the active namespace's session is gone but another's comes back: the restored one becomes active", async () => {
    const { core, storage } = setupMultiChainCore({
      storage: twoStoredSessions(),
      // Phantom no longer authorises the app; MetaMask still does.
      authorized: { eip155: ['io.metamask'], solana: [] },
    })
    await core.ready()

    expect(core.getAccount('solana').isConnected).toBe(false)
    expect(storage.values.has(`${STORAGE_KEYS.connectedConnectorIdPrefix}solana`)).toBe(false)
    // Connected, and what is connected is the active namespace: its address, its network.
    expect(core.getIsConnectedState()).toBe(true)
    expect(core.getActiveChainNamespace()).toBe('eip155')
    expect(core.getAddress()).toBe(ADDRESS)
    expect(core.getCaipNetwork()?.caipNetworkId).toBe(testNetworks.mainnet.caipNetworkId)
    expect(core.getAccount()).toMatchObject({ isConnected: true, status: 'connected' })
    // The next visit starts there too.
    expect(storage.values.get(STORAGE_KEYS.activeNamespace)).toBe('"eip155"')
    expect(storage.values.get(STORAGE_KEYS.activeCaipNetworkId)).toBe(
      JSON.stringify(testNetworks.mainnet.caipNetworkId),
    )
  })

  it('no session comes back: disconnected, the last used network stays', async () => {
    const { core } = setupMultiChainCore({ storage: twoStoredSessions(), authorized: {} })
    await core.ready()
    expect(core.getIsConnectedState()).toBe(false)
    expect(core.getActiveChainNamespace()).toBe('solana')
  })

  it('an active namespace that had no session to restore stays active (SPEC §4: its address is none)', async () => {
    const { core } = setupMultiChainCore({
      storage: {
        ...storedSession(),
        [STORAGE_KEYS.activeCaipNetworkId]: JSON.stringify(testNetworks.bitcoin.caipNetworkId),
      },
      authorized: { eip155: ['io.metamask'] },
    })
    await core.ready()
    expect(core.getActiveChainNamespace()).toBe('bip122')
    expect(core.getAccount('eip155').isConnected).toBe(true)
  })
})

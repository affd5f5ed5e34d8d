import { STORAGE_KEYS } from '@gangway/common'
import { subscribe } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { ADDRESS, testNetworks } from '../test/fixtures.js'
import { metamask, setupCore, storedSession } from '../test/setup-core.js'

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

import { GangwayError, STORAGE_KEYS } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { ADDRESS } from '../test/fixtures.js'
import { metamask, setupCore } from '../test/setup-core.js'

async function connectedCore() {
  const context = setupCore({ storage: { [STORAGE_KEYS.socialProvider]: '"google"' } })
  await context.core.ready()
  context.memory.setBalance('eip155:1', ADDRESS, '3')
  await context.core.connect(metamask.connector)
  return context
}

describe('disconnect', () => {
  it('SPEC §4: resets account and network, clears the connection and the stored social provider, reports success', async () => {
    const { core, storage } = await connectedCore()
    await core.open()
    const names: string[] = []
    core.subscribeEvents((event) => names.push(event.data.event))
    await core.disconnect()

    expect(core.getAccount()).toMatchObject({
      isConnected: false,
      status: 'disconnected',
      address: undefined,
    })
    expect(core.store.chain.getAccountState('eip155')?.balance).toBeUndefined()
    expect(core.store.connection.state.status).toBe('disconnected')
    expect(core.store.connectors.state.activeConnectorIds).toEqual({})
    expect(storage.values.has(`${STORAGE_KEYS.connectedConnectorIdPrefix}eip155`)).toBe(false)
    expect(storage.values.has(STORAGE_KEYS.socialProvider)).toBe(false)
    expect(core.store.router.state.history).toEqual(['Connect'])
    expect(core.isOpen()).toBe(false)
    // The wallet's own disconnect echo is not reported a second time.
    expect(names).toEqual(['DISCONNECT_SUCCESS', 'MODAL_CLOSE'])
  })

  it('disconnects only the given namespace', async () => {
    const { core, memory } = await connectedCore()
    await core.disconnect('eip155')
    expect(memory.calls.filter((call) => call.method === 'disconnect')).toHaveLength(1)
    expect(core.getIsConnectedState()).toBe(false)
  })

  it("SPEC §4: a failure reports DISCONNECT_ERROR and throws 'Failed to disconnect chain {ns}'", async () => {
    const { core, memory } = await connectedCore()
    memory.failures.disconnect = new Error('wallet busy')
    const names: string[] = []
    core.subscribeEvents((event) => names.push(event.data.event))
    const error = await core.disconnect('eip155').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GangwayError)
    expect((error as GangwayError).shortMessage).toBe('Failed to disconnect chain eip155')
    expect((error as GangwayError).cause).toBe(memory.failures.disconnect)
    expect(names).toEqual(['DISCONNECT_ERROR'])
    expect(core.getIsConnectedState()).toBe(true)
  })

  it("SPEC §4: without a namespace a failure throws 'Failed to disconnect'", async () => {
    const { core, memory } = await connectedCore()
    memory.failures.disconnect = new Error('wallet busy')
    await expect(core.disconnect()).rejects.toMatchObject({ shortMessage: 'Failed to disconnect' })
  })
})

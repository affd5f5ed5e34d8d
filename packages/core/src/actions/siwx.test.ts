import type { CaipNetworkId } from '@gangway/common'
import { describe, expect, it, vi } from 'vitest'
import type { SIWXConfig, SIWXMessage, SIWXSession } from '../siwx/types.js'
import { ADDRESS, testNetworks } from '../test/fixtures.js'
import { metamask, setupCore } from '../test/setup-core.js'

/**
 * A host's `siwx` config kept in memory: what core's flow talks to. The real ones (@gangway/siwx) are tested
 * in their package; here the flow's rules are.
 */
function memorySIWX(options: { required?: boolean; failCreate?: boolean; refuseSession?: boolean } = {}) {
  const sessions: SIWXSession[] = []
  const revoked: string[] = []
  const config: SIWXConfig = {
    async createMessage(input) {
      if (options.failCreate) throw new Error('nonce service down')
      const data: SIWXMessage.Data = {
        ...input,
        domain: 'app.test',
        uri: 'https://app.test',
        version: '1',
        nonce: 'n1',
      }
      return { ...data, toString: () => `sign in ${input.accountAddress} on ${input.chainId}` }
    },
    async addSession(session) {
      if (options.refuseSession) throw new Error('The signature is not valid')
      sessions.push(session)
    },
    async revokeSession(chainId: CaipNetworkId, address: string) {
      revoked.push(`${chainId}|${address}`)
      sessions.splice(0, sessions.length, ...sessions.filter((s) => s.data.chainId !== chainId))
    },
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next)
    },
    async getSessions(chainId, address) {
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
    getRequired: () => options.required ?? false,
  }
  return { config, sessions, revoked }
}

async function connectedWith(siwx: SIWXConfig) {
  const context = setupCore({ options: { siwx } })
  await context.core.ready()
  await context.core.connect(metamask.connector)
  // The flow asks once it has read the (empty) sessions.
  await vi.waitFor(() => expect(context.core.store.router.state.view).toBe('SIWXSignMessage'))
  return context
}

describe('Sign In With X (SPEC §4 sign-in flow)', () => {
  it('opens SIWXSignMessage for an active account without a session; Sign stores the session and closes', async () => {
    const host = memorySIWX()
    const { core, memory } = await connectedWith(host.config)
    expect(core.isOpen()).toBe(true)
    const names: string[] = []
    core.subscribeEvents((event) => names.push(event.data.event))

    await core.signInWithSIWX()
    expect(memory.calls.find((call) => call.method === 'signMessage')?.params).toEqual({
      message: `sign in ${ADDRESS} on eip155:1`,
    })
    expect(host.sessions).toEqual([
      {
        data: expect.objectContaining({ accountAddress: ADDRESS, chainId: 'eip155:1', nonce: 'n1' }),
        message: `sign in ${ADDRESS} on eip155:1`,
        signature: `signed:sign in ${ADDRESS} on eip155:1`,
      },
    ])
    expect(Object.keys(host.sessions[0]?.data ?? {})).not.toContain('toString')
    expect(core.isOpen()).toBe(false)
    expect(core.store.siwx.state).toMatchObject({ pending: false, status: 'idle' })
    expect(names).toEqual(['CLICK_SIGN_SIWX_MESSAGE', 'SIWX_AUTH_SUCCESS', 'MODAL_CLOSE'])
  })

  it('asks nothing when the account already has a session', async () => {
    const host = memorySIWX()
    host.sessions.push({
      data: {
        accountAddress: ADDRESS,
        chainId: 'eip155:1',
        domain: 'app.test',
        uri: 'https://app.test',
        version: '1',
        nonce: 'n0',
      },
      message: 'old',
      signature: 'sig',
    })
    const { core } = setupCore({ options: { siwx: host.config } })
    await core.ready()
    await core.connect(metamask.connector)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(core.isOpen()).toBe(false)
    expect(core.store.siwx.state.pending).toBe(false)
  })

  it("a declined signature shows 'Signature declined' and keeps the view open, even after the visitor closed it", async () => {
    const host = memorySIWX()
    const { core, memory } = await connectedWith(host.config)
    memory.failures.signMessage = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    core.close()
    await core.signInWithSIWX()
    expect(core.store.siwx.state).toMatchObject({
      status: 'failed',
      error: 'Signature declined',
      pending: true,
    })
    expect(core.isOpen()).toBe(true)
    expect(core.store.router.state.view).toBe('SIWXSignMessage')
    expect(host.sessions).toEqual([])
  })

  it('a session the host refuses stays on the view with its reason', async () => {
    const { core } = await connectedWith(memorySIWX({ refuseSession: true }).config)
    await core.signInWithSIWX()
    expect(core.store.siwx.state).toMatchObject({ status: 'failed', error: 'The signature is not valid' })
    expect(core.isOpen()).toBe(true)
  })

  it("a message that cannot be made says 'A problem occurred while trying initialize authentication' and disconnects", async () => {
    const { core } = await connectedWith(memorySIWX({ failCreate: true }).config)
    await core.signInWithSIWX()
    expect(core.store.snack.state).toMatchObject({
      open: true,
      message: 'A problem occurred while trying initialize authentication',
    })
    expect(core.getIsConnectedState()).toBe(false)
    expect(core.store.router.state.view).toBe('Connect')
  })

  it('required: the view cannot be closed; Cancel disconnects', async () => {
    const { core } = await connectedWith(memorySIWX({ required: true }).config)
    core.close()
    expect(core.isOpen()).toBe(true)
    expect(core.store.modal.state.shake).toBe(true)
    await core.cancelSIWX()
    expect(core.getIsConnectedState()).toBe(false)
    expect(core.isOpen()).toBe(false)
  })

  it('not required: the view closes, and Cancel just closes', async () => {
    const { core } = await connectedWith(memorySIWX().config)
    core.close()
    expect(core.isOpen()).toBe(false)
    await core.open({ view: 'SIWXSignMessage' })
    await core.cancelSIWX()
    expect(core.isOpen()).toBe(false)
    expect(core.getIsConnectedState()).toBe(true)
  })

  it('switching network asks for a session where none exists for it', async () => {
    const host = memorySIWX()
    const { core } = await connectedWith(host.config)
    await core.signInWithSIWX()
    expect(core.isOpen()).toBe(false)
    await core.switchNetwork(testNetworks.polygon)
    await vi.waitFor(() => expect(core.store.router.state.view).toBe('SIWXSignMessage'))
    expect(core.isOpen()).toBe(true)
  })

  it('disconnect revokes the active session first (signOutOnDisconnect)', async () => {
    const host = memorySIWX()
    const { core } = await connectedWith(host.config)
    await core.signInWithSIWX()
    await core.disconnect()
    expect(host.revoked).toEqual([`eip155:1|${ADDRESS}`])
    expect(host.sessions).toEqual([])
  })

  it('keeps the session on disconnect when signOutOnDisconnect is false', async () => {
    const host = memorySIWX()
    host.config.signOutOnDisconnect = false
    const { core } = await connectedWith(host.config)
    await core.signInWithSIWX()
    await core.disconnect()
    expect(host.revoked).toEqual([])
    expect(host.sessions).toHaveLength(1)
  })
})

import type { SIWECreateMessageArgs, SIWEConfig, SIWESession } from '@gangway/common'
import { describe, expect, it, vi } from 'vitest'
import { ADDRESS } from '../test/fixtures.js'
import { metamask, setupCore } from '../test/setup-core.js'
import { siweConfigToSIWX } from './siwe-config.js'

/** A host's SIWE server as AppKit's `siweConfig` talks to it, kept in memory. */
function hostSIWE(options: { verifies?: boolean; required?: boolean } = {}) {
  let session: SIWESession | null = null
  const created: SIWECreateMessageArgs[] = []
  const config: SIWEConfig = {
    getMessageParams: async () => ({
      domain: 'app.test',
      uri: 'https://app.test/login',
      chains: [1],
      statement: 'Sign in to App',
    }),
    createMessage: (args) => {
      created.push(args)
      return `app.test wants you to sign in: ${args.address} ${args.nonce}`
    },
    getNonce: async () => 'nonce-1',
    getSession: async () => session,
    verifyMessage: vi.fn(async ({ message }: { message: string }) => {
      if (options.verifies === false) return false
      const match = /did:pkh:eip155:(\d+):(0x[0-9a-fA-F]{40})/.exec(message)
      session = { address: match![2]!, chainId: Number(match![1]) }
      return true
    }),
    signOut: vi.fn(async () => {
      session = null
      return true
    }),
    required: options.required,
  }
  return { config, created, signedIn: () => session }
}

describe("AppKit's legacy siweConfig, mapped onto SIWX", () => {
  it("makes the host's message with its nonce, params and a did:pkh address", async () => {
    const host = hostSIWE()
    const siwx = siweConfigToSIWX(host.config, () => Date.UTC(2026, 10, 26))
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' })
    expect(host.created[0]).toMatchObject({
      address: `did:pkh:eip155:1:${ADDRESS}`,
      chainId: 1,
      nonce: 'nonce-1',
      domain: 'app.test',
      uri: 'https://app.test/login',
      statement: 'Sign in to App',
      version: '1',
      iat: '2026-11-26T00:00:00.000Z',
    })
    expect(message.toString()).toBe(`app.test wants you to sign in: did:pkh:eip155:1:${ADDRESS} nonce-1`)
    expect(message).toMatchObject({ nonce: 'nonce-1', domain: 'app.test', statement: 'Sign in to App' })
  })

  it("asks the host's getSession, and counts another namespace as signed in (SIWE is eip155 only)", async () => {
    const host = hostSIWE()
    const siwx = siweConfigToSIWX(host.config)
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([])
    expect(await siwx.getSessions('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'So1ana')).toHaveLength(1)
    await expect(siwx.createMessage({ accountAddress: 'So1ana', chainId: 'solana:x' })).rejects.toThrow(
      'Sign-In With Ethereum cannot sign in on solana:x',
    )
  })

  it('runs the whole flow: SIWXSignMessage opens, the wallet signs, the host verifies; disconnect signs out', async () => {
    const host = hostSIWE({ required: true })
    const { core } = setupCore({ options: { siweConfig: host.config } })
    await core.ready()
    await core.connect(metamask.connector)
    await vi.waitFor(() => expect(core.store.router.state.view).toBe('SIWXSignMessage'))
    expect(core.store.siwx.state.required).toBe(true)

    await core.signInWithSIWX()
    expect(host.config.verifyMessage).toHaveBeenCalledWith({
      message: `app.test wants you to sign in: did:pkh:eip155:1:${ADDRESS} nonce-1`,
      signature: `signed:app.test wants you to sign in: did:pkh:eip155:1:${ADDRESS} nonce-1`,
    })
    expect(host.signedIn()).toEqual({ address: ADDRESS, chainId: 1 })
    expect(core.isOpen()).toBe(false)
    expect(core.siwx).toBeDefined()

    await core.disconnect()
    expect(host.config.signOut).toHaveBeenCalledOnce()
    expect(host.signedIn()).toBeNull()
  })

  it('a signature the host does not verify stays on the view with the reason', async () => {
    const { core } = setupCore({ options: { siweConfig: hostSIWE({ verifies: false }).config } })
    await core.ready()
    await core.connect(metamask.connector)
    await vi.waitFor(() => expect(core.store.router.state.view).toBe('SIWXSignMessage'))
    await core.signInWithSIWX()
    expect(core.store.siwx.state).toMatchObject({
      status: 'failed',
      error: 'The signature could not be verified',
    })
  })
})

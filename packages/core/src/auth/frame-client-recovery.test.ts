import type { AppEventName, FrameMessenger } from '@gangway/frame'
import { FrameResponseError } from '@gangway/frame'
import { describe, expect, it, vi } from 'vitest'
import { createAuthClient } from './client.js'
import { createFrameAuthClient } from './frame-client.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const NO_SMART_ACCOUNTS = { smartAccountEnabledNetworks: [] }
type Answers = Partial<Record<AppEventName, (payload: never) => unknown>>

/** A frame that answers `answers` and records the events it was sent. */
function setup(answers: Answers) {
  const sent: AppEventName[] = []
  const messenger: FrameMessenger = {
    state: 'initialized',
    frameVersion: '1',
    ensureFrame: async () => undefined,
    async request(name, payload) {
      sent.push(name)
      const answer = { GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => NO_SMART_ACCOUNTS, ...answers }[name]
      return (answer ? await answer(payload as never) : {}) as never
    },
    showFrame: () => undefined,
    hideFrame: () => undefined,
    destroy: () => undefined,
  }
  const values = new Map<string, string>()
  const options = {
    frameUrl: 'http://localhost:8790/',
    projectId: 'p1',
    chainId: () => 1,
    storage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    },
    now: () => 1_000_000,
    onTimeout: vi.fn(),
    dappData: () => ({}),
    sdkVersion: '0.0.0',
    createMessenger: () => messenger,
  }
  return { client: createFrameAuthClient(options), options, sent, values }
}

const unprotected = { GET_USER: () => ({ address: ADDRESS, chainId: 1, recoverySetUp: false }) }

describe("the embedded wallet's recovery", () => {
  it("follows the frame's user: false until a passkey or code, undefined from a frame that does not say", async () => {
    const older = setup({ GET_USER: () => ({ address: ADDRESS, chainId: 1 }) })
    await older.client.getUser({ chainId: 1 })
    expect(older.client.isRecoverySetUp()).toBeUndefined()

    const { client, values } = setup(unprotected)
    expect(client.isRecoverySetUp()).toBeUndefined()
    await expect(client.getUser({ chainId: 1 })).resolves.toMatchObject({ recoverySetUp: false })
    expect(client.isRecoverySetUp()).toBe(false)
    // A hint about the wallet's protection has no business in the host page's storage.
    expect([...values.keys()].some((key) => /recover/i.test(key))).toBe(false)
  })

  it('asks the frame once and reports a passkey or a code as set up', async () => {
    const { client, sent } = setup({ ...unprotected, SET_UP_RECOVERY: () => ({ recoverySetUp: true }) })
    await client.getUser({ chainId: 1 })
    await expect(client.setUpRecovery()).resolves.toBe(true)
    expect(sent.filter((name) => name === 'SET_UP_RECOVERY')).toHaveLength(1)
    expect(client.isRecoverySetUp()).toBe(true)
  })

  it('leaves the wallet unprotected after "Not now"', async () => {
    const { client } = setup({ ...unprotected, SET_UP_RECOVERY: () => ({ recoverySetUp: false }) })
    await client.getUser({ chainId: 1 })
    await expect(client.setUpRecovery()).resolves.toBe(false)
    expect(client.isRecoverySetUp()).toBe(false)
  })

  it('joins the dialog already open instead of asking the frame for a second one', async () => {
    let answer!: (value: { recoverySetUp: boolean }) => void
    const { client, sent } = setup({
      SET_UP_RECOVERY: () => new Promise((resolve) => (answer = resolve)),
    })
    const first = client.setUpRecovery()
    const second = client.setUpRecovery()
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'))
    answer({ recoverySetUp: true })
    await expect(Promise.all([first, second])).resolves.toEqual([true, true])
    expect(sent.filter((name) => name === 'SET_UP_RECOVERY')).toHaveLength(1)
    // Once answered, the next call opens the dialog again.
    void client.setUpRecovery().catch(() => undefined)
    await vi.waitFor(() => expect(sent.filter((name) => name === 'SET_UP_RECOVERY')).toHaveLength(2))
  })

  it('treats "already set up" as set up, and passes any other frame error on', async () => {
    const done = setup({
      ...unprotected,
      SET_UP_RECOVERY: () => {
        throw new FrameResponseError('Recovery is already set up for this wallet')
      },
    })
    await done.client.getUser({ chainId: 1 })
    await expect(done.client.setUpRecovery()).resolves.toBe(true)
    expect(done.client.isRecoverySetUp()).toBe(true)

    const failing = setup({
      ...unprotected,
      SET_UP_RECOVERY: () => {
        throw new FrameResponseError('Passkeys are not available in this browser')
      },
    })
    await failing.client.getUser({ chainId: 1 })
    await expect(failing.client.setUpRecovery()).rejects.toThrow('Passkeys are not available in this browser')
    expect(failing.client.isRecoverySetUp()).toBe(false)
  })

  it('forgets the state on sign-out', async () => {
    const { client } = setup(unprotected)
    await client.getUser({ chainId: 1 })
    await client.signOut()
    expect(client.isRecoverySetUp()).toBeUndefined()
  })

  it('through the lazy facade: nothing before the frame client loads, then its answers', async () => {
    const { options } = setup({ ...unprotected, SET_UP_RECOVERY: () => ({ recoverySetUp: true }) })
    const facade = createAuthClient(options)
    expect(facade.isRecoverySetUp()).toBeUndefined()
    await facade.getUser({ chainId: 1 })
    expect(facade.isRecoverySetUp()).toBe(false)
    await expect(facade.setUpRecovery()).resolves.toBe(true)
    expect(facade.isRecoverySetUp()).toBe(true)
  })
})

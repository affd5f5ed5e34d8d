import { STORAGE_KEYS } from '@gangway/common'
import type { AppEventName, FrameMessenger } from '@gangway/frame'
import { describe, expect, it, vi } from 'vitest'
import { createAppKitCore } from '../appkit-core.js'
import { createMapStorage, testNetworks } from '../test/fixtures.js'
import { ViemTestAdapter } from '../test/viem-test-adapter.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const SECURE_SITE = { services: { secureSiteUrl: 'https://secure.gangway.test/' } }

/** A frame whose signed-in user says `recoverySetUp`, and whose recovery dialog answers `dialog`. */
function fakeFrame(
  recoverySetUp: boolean | undefined,
  dialog: () => unknown = () => ({ recoverySetUp: true }),
) {
  const sent: AppEventName[] = []
  const answers: Partial<Record<AppEventName, () => unknown>> = {
    GET_USER: () => ({ address: ADDRESS, chainId: 1, email: 'a@b.example', recoverySetUp }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    SET_UP_RECOVERY: dialog,
  }
  const messenger: FrameMessenger = {
    state: 'initialized',
    frameVersion: '1',
    ensureFrame: async () => undefined,
    request: async (name) => {
      sent.push(name)
      return (answers[name]?.() ?? {}) as never
    },
    showFrame: vi.fn(),
    hideFrame: vi.fn(),
    destroy: vi.fn(),
  }
  return { sent, messenger }
}

/** An instance over `storage`: a second one over the same storage is the page after a reload. */
function coreWith(frame: ReturnType<typeof fakeFrame>, storage = createMapStorage()) {
  return createAppKitCore(
    {
      projectId: 'p1',
      networks: [testNetworks.mainnet],
      adapters: [new ViemTestAdapter({ networks: [testNetworks.mainnet], storage })],
      ...SECURE_SITE,
    },
    { storage, isMobile: () => false, createFrameMessenger: () => frame.messenger },
  )
}

/** An e-mail sign-in's last step, with the modal open on the code view as the visitor left it. */
async function signIn(core: ReturnType<typeof coreWith>) {
  await core.ready()
  await core.open({ view: 'EmailVerifyOtp' })
  await core.connectEmbeddedWallet()
}

const account = (core: ReturnType<typeof coreWith>) => core.store.chain.state.chains.eip155?.accountState

describe('recovery of the embedded wallet', () => {
  it('after a sign-in whose wallet nothing protects yet, the modal stays open on SetUpRecovery', async () => {
    const core = coreWith(fakeFrame(false))
    await signIn(core)
    expect(account(core)).toMatchObject({ address: ADDRESS, status: 'connected', recoverySetUp: false })
    expect(core.store.router.state).toMatchObject({ view: 'SetUpRecovery', data: { afterSignIn: true } })
    expect(core.store.modal.state.open).toBe(true)
  })

  it('finishes as before when a passkey or code protects the wallet, or the frame keeps no shares', async () => {
    for (const recoverySetUp of [true, undefined]) {
      const core = coreWith(fakeFrame(recoverySetUp))
      await signIn(core)
      expect(account(core)?.recoverySetUp).toBe(recoverySetUp)
      expect(core.store.router.state.view).toBe('Account')
      expect(core.store.modal.state.open).toBe(false)
    }
  })

  it('a restored sign-in is not interrupted, but its account still says nothing protects it', async () => {
    const storage = createMapStorage()
    const frame = fakeFrame(false)
    await signIn(coreWith(frame, storage))
    expect(storage.values.get(STORAGE_KEYS.loginWithEmail)).toBeDefined()
    const core = coreWith(frame, storage)
    await core.ready()
    await vi.waitFor(() => expect(account(core)?.status).toBe('connected'))
    expect(account(core)?.recoverySetUp).toBe(false)
    expect(core.store.modal.state.open).toBe(false)
    expect(core.store.router.state.view).not.toBe('SetUpRecovery')
  })

  it('once the frame reports a passkey or a code, the account says so', async () => {
    const frame = fakeFrame(false)
    const core = coreWith(frame)
    await signIn(core)
    await expect(core.setUpRecovery()).resolves.toBe(true)
    expect(frame.sent).toContain('SET_UP_RECOVERY')
    expect(account(core)?.recoverySetUp).toBe(true)
  })

  it('"Not now" leaves the account unprotected', async () => {
    const core = coreWith(fakeFrame(false, () => ({ recoverySetUp: false })))
    await signIn(core)
    await expect(core.setUpRecovery()).resolves.toBe(false)
    expect(account(core)?.recoverySetUp).toBe(false)
  })

  it('is refused with a clear error on an instance without an embedded wallet', async () => {
    const core = createAppKitCore(
      { projectId: 'p1', networks: [testNetworks.mainnet] },
      { storage: createMapStorage(), isMobile: () => false },
    )
    await core.ready()
    await expect(core.setUpRecovery()).rejects.toThrow('Recovery is not available')
  })
})

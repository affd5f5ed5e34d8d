import type { FrameMessenger, FrameMessengerOptions } from '@gangway/frame'
import { describe, expect, it, vi } from 'vitest'
import { createAppKitCore } from '../appkit-core.js'
import type { AppKitOptions } from '../types.js'
import { createMapStorage, testNetworks } from '../test/fixtures.js'

const SECURE_SITE = { services: { secureSiteUrl: 'https://secure.gangway.test/' } }

/** A frame whose RPC answers the test controls, and the options core gave the messenger. */
function fakeFrame() {
  const given: FrameMessengerOptions[] = []
  let answer: ((value: unknown) => void) | undefined
  const messenger: FrameMessenger = {
    state: 'initialized',
    frameVersion: '1',
    ensureFrame: async () => undefined,
    request: async (name) => {
      if (name !== 'RPC_REQUEST') return {} as never
      return new Promise((resolve) => (answer = resolve)) as never
    },
    showFrame: vi.fn(),
    hideFrame: vi.fn(),
    destroy: vi.fn(),
  }
  return {
    given,
    messenger,
    answer: (value: unknown) => answer?.(value),
    create: (options: FrameMessengerOptions) => {
      given.push(options)
      return messenger
    },
  }
}

function coreWith(options: Partial<AppKitOptions>, frame = fakeFrame()) {
  const core = createAppKitCore(
    { projectId: 'p1', networks: [testNetworks.mainnet], ...options },
    { storage: createMapStorage(), isMobile: () => false, createFrameMessenger: frame.create },
  )
  return { core, frame }
}

describe("the instance's embedded wallet", () => {
  it('exists only with a secure site and e-mail or social sign-in on', () => {
    expect(coreWith({}).core.auth).toBeUndefined()
    expect(coreWith({ ...SECURE_SITE, features: { email: false, socials: false } }).core.auth).toBeUndefined()
    expect(
      coreWith({ ...SECURE_SITE, features: { email: false, socials: ['google'] } }).core.auth,
    ).toBeDefined()
    expect(coreWith(SECURE_SITE).core.auth).toBeDefined()
  })

  it('talks to the configured secure site, on the active network', async () => {
    const { core, frame } = coreWith(SECURE_SITE)
    void core.auth?.request({ method: 'eth_blockNumber' }, 'eip155')
    await vi.waitFor(() => expect(frame.given).toHaveLength(1))
    expect(frame.given[0]).toMatchObject({
      frameUrl: 'https://secure.gangway.test/',
      projectId: 'p1',
      chainId: 1,
    })
  })

  it('shows the SPEC §8 alerts when the frame does not load or answer', async () => {
    const { core, frame } = coreWith(SECURE_SITE)
    void core.auth?.request({ method: 'eth_blockNumber' }, 'eip155')
    await vi.waitFor(() => expect(frame.given).toHaveLength(1))
    frame.given[0]?.onTimeout?.('iframe_load_failed')
    expect(core.store.alert.state).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Network Error - Could not load embedded wallet',
    })
    frame.given[0]?.onTimeout?.('iframe_request_timeout')
    expect(core.store.alert.state.message).toBe('Embedded Wallet Request Timed Out')
  })

  it('opens ApproveTransaction while a signature waits, and closes the modal it opened afterwards', async () => {
    const { core, frame } = coreWith(SECURE_SITE)
    const signing = core.auth?.request({ method: 'personal_sign', params: ['0x68', '0x1'] }, 'eip155')
    await vi.waitFor(() => expect(core.store.router.state.view).toBe('ApproveTransaction'))
    expect(core.store.modal.state.open).toBe(true)
    // Closing is refused while the approval waits (SPEC §2).
    core.close()
    expect(core.store.modal.state.open).toBe(true)
    frame.answer('0xsigned')
    await expect(signing).resolves.toBe('0xsigned')
    expect(core.store.modal.state.open).toBe(false)
    expect(frame.messenger.hideFrame).toHaveBeenCalled()
  })

  it('goes back to the view that asked when the modal was already open', async () => {
    const { core, frame } = coreWith(SECURE_SITE)
    await core.open({ view: 'Connect' })
    core.store.router.push('WalletSendPreview')
    const sending = core.auth?.request({ method: 'eth_sendTransaction', params: [{}] }, 'eip155')
    await vi.waitFor(() => expect(core.store.router.state.view).toBe('ApproveTransaction'))
    frame.answer('0xhash')
    await sending
    expect(core.store.router.state.view).toBe('WalletSendPreview')
    expect(core.store.modal.state.open).toBe(true)
  })
})

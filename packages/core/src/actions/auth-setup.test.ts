import { type FrameMessenger, type FrameMessengerOptions, FrameRpcNotAllowedError } from '@gangway/frame'
import { describe, expect, it, vi } from 'vitest'
import { type AppKitCoreEnvironment, createAppKitCore } from '../appkit-core.js'
import type { AppKitOptions } from '../options.js'
import { createMapStorage, testNetworks } from '../test/fixtures.js'
import { createMemoryAdapter } from '../test/memory-adapter.js'

const SECURE_SITE = { services: { secureSiteUrl: 'https://secure.gangway.test/' } }

/** A frame whose RPC answers the test controls, and the options core gave the messenger. */
function fakeFrame() {
  const given: FrameMessengerOptions[] = []
  let answer: ((value: unknown) => void) | undefined
  const messenger: FrameMessenger = {
    state: 'initialized',
    frameVersion: '1',
    ensureFrame: async () => undefined,
    request: async (name, payload) => {
      if (name !== 'RPC_REQUEST') return {} as never
      // What the real messenger does with a method off the SPEC §6 allow-list.
      const { method } = payload as { method: string }
      if (method === 'eth_sign') throw new FrameRpcNotAllowedError(method)
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

function coreWith(
  options: Partial<AppKitOptions>,
  frame = fakeFrame(),
  env: Partial<AppKitCoreEnvironment> = {},
) {
  const core = createAppKitCore(
    { projectId: 'p1', networks: [testNetworks.mainnet], ...options },
    { storage: createMapStorage(), isMobile: () => false, createFrameMessenger: frame.create, ...env },
  )
  return { core, frame }
}

/** A page a top-level redirect leaves (assign) and comes back to. */
function redirectPage(href: string) {
  const page = {
    assigned: [] as string[],
    location: { href, assign: (url: string) => void page.assigned.push(url) },
    history: {
      replaceState(_data: unknown, _unused: string, url?: string) {
        if (url) page.location.href = url
      },
    },
  }
  return page
}

describe("the instance's embedded wallet", () => {
  it('exists only with a secure site and e-mail or social sign-in on, once its code has loaded', async () => {
    const loaded = async (options: Partial<AppKitOptions>) => {
      const { core } = coreWith(options)
      // Nothing of it exists before its code arrives: a host without sign-in never downloads it.
      expect(core.auth).toBeUndefined()
      return core.loadAuth()
    }
    await expect(loaded({})).resolves.toBeUndefined()
    await expect(
      loaded({ ...SECURE_SITE, features: { email: false, socials: false } }),
    ).resolves.toBeUndefined()
    await expect(
      loaded({ ...SECURE_SITE, features: { email: false, socials: ['google'] } }),
    ).resolves.toBeDefined()
    const { core } = coreWith(SECURE_SITE)
    await core.ready()
    expect(core.auth).toBe(await core.loadAuth())
  })

  it("says 'Unable to load email login dependency' when its code cannot be fetched, and loads it on a later try", async ({
    onTestFinished,
  }) => {
    onTestFinished(() => vi.doUnmock('./auth-setup.js'))
    vi.doMock('./auth-setup.js', () => {
      throw new Error('chunk blocked')
    })
    const { adapter } = createMemoryAdapter({ wallets: [] })
    const { core } = coreWith({ ...SECURE_SITE, adapters: [adapter] })
    await expect(core.loadAuth()).rejects.toThrow('Unable to load email login dependency')
    // The page still works without it: the start finishes, ready() tells the host why sign-in is missing, and
    // there is no embedded wallet.
    await expect(core.ready()).rejects.toThrow('Unable to load email login dependency')
    expect(core.auth).toBeUndefined()
    const syncConnectors = vi.spyOn(adapter, 'syncConnectors')
    vi.doUnmock('./auth-setup.js')
    const auth = await core.loadAuth()
    expect(auth).toBeDefined()
    expect(core.auth).toBe(auth)
    // The adapters are asked for their connectors again, so the AUTH connector can be listed now.
    expect(syncConnectors).toHaveBeenCalledOnce()
  })

  it('talks to the configured secure site, on the active network', async () => {
    const { core, frame } = coreWith(SECURE_SITE)
    await core.ready()
    void core.auth?.request({ method: 'eth_blockNumber' }, 'eip155')
    await vi.waitFor(() => expect(frame.given).toHaveLength(1))
    expect(frame.given[0]).toMatchObject({
      frameUrl: 'https://secure.gangway.test/',
      projectId: 'p1',
      chainId: 1,
    })
  })

  it("sends the frame the palette shown, not 'system' (its protocol knows light and dark)", async () => {
    const frame = fakeFrame()
    const sent: [string, unknown][] = []
    const request = frame.messenger.request
    frame.messenger.request = ((name: string, payload: unknown) => {
      sent.push([name, payload])
      return request(name as never, payload as never)
    }) as FrameMessenger['request']
    vi.stubGlobal('matchMedia', () => ({ matches: false }))
    try {
      const { core } = coreWith({ ...SECURE_SITE, themeMode: 'system' }, frame)
      await core.ready()
      void core.auth?.request({ method: 'eth_blockNumber' }, 'eip155')
      await vi.waitFor(() => expect(sent.map(([name]) => name)).toContain('SYNC_THEME'))
      expect(sent.find(([name]) => name === 'SYNC_THEME')?.[1]).toEqual({ themeMode: 'light' })
      expect(core.getThemeMode()).toBe('system')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('shows the SPEC §8 alerts when the frame does not load or answer', async () => {
    const { core, frame } = coreWith(SECURE_SITE)
    await core.ready()
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

  it("tells the visitor 'Action not allowed' when a method off the allow-list is asked for", async () => {
    const { core } = coreWith(SECURE_SITE)
    await core.ready()
    await expect(core.auth?.request({ method: 'eth_sign', params: [] }, 'eip155')).rejects.toBeInstanceOf(
      FrameRpcNotAllowedError,
    )
    expect(core.store.snack.state).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Action not allowed',
    })
  })

  it('opens ApproveTransaction while a signature waits, and closes the modal it opened afterwards', async () => {
    const { core, frame } = coreWith(SECURE_SITE)
    await core.ready()
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
    await core.ready()
    await core.open({ view: 'Connect' })
    core.store.router.push('WalletSendPreview')
    const sending = core.auth?.request({ method: 'eth_sendTransaction', params: [{}] }, 'eip155')
    await vi.waitFor(() => expect(core.store.router.state.view).toBe('ApproveTransaction'))
    frame.answer('0xhash')
    await sending
    expect(core.store.router.state.view).toBe('WalletSendPreview')
    expect(core.store.modal.state.open).toBe(true)
  })

  it('sends the whole page to the provider where popups do not work, and finishes when it comes back', async () => {
    const frame = fakeFrame()
    const asked: unknown[] = []
    frame.messenger.request = (async (name: string, payload: unknown) => {
      asked.push({ name, payload })
      if (name === 'GET_SOCIAL_REDIRECT_URI') return { uri: 'http://127.0.0.1:8791/authorize?state=s' }
      return {}
    }) as FrameMessenger['request']
    const storage = createMapStorage()
    const page = redirectPage('https://app.example/shop#top')
    const { core } = coreWith(SECURE_SITE, frame, { storage, redirectPage: page })
    await core.redirectToSocial('google')
    expect(asked).toContainEqual({
      name: 'GET_SOCIAL_REDIRECT_URI',
      payload: { provider: 'google', returnUrl: 'https://app.example/shop' },
    })
    expect(page.assigned).toEqual(['http://127.0.0.1:8791/authorize?state=s'])

    // The next page load, back with the result: the modal opens on ConnectingSocial to finish it.
    const resultUri = 'http://localhost:8790/social-callback.html?code=c&state=s'
    const back = redirectPage(
      `https://app.example/shop#gangway-social-result=${encodeURIComponent(resultUri)}`,
    )
    const next = coreWith(SECURE_SITE, fakeFrame(), { storage, redirectPage: back }).core
    await next.ready()
    expect(next.store.modal.state.open).toBe(true)
    expect(next.store.router.state).toMatchObject({
      view: 'ConnectingSocial',
      data: { provider: 'google', resultUri },
    })
    expect(back.location.href).toBe('https://app.example/shop')
  })
})

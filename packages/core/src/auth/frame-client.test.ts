import { STORAGE_KEYS } from '@gangway/common'
import type { AppEventName, FrameMessenger } from '@gangway/frame'
import { FrameResponseError, FrameRpcNotAllowedError } from '@gangway/frame'
import { describe, expect, it, vi } from 'vitest'
import { createFrameAuthClient } from './frame-client.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

interface Sent {
  name: AppEventName
  payload: unknown
}

/** A messenger that answers like a frame would, recording what the client asked. */
function fakeFrame(answers: Partial<Record<AppEventName, (payload: never) => unknown>>) {
  const sent: Sent[] = []
  const shown: unknown[] = []
  const messenger: FrameMessenger = {
    state: 'initialized',
    frameVersion: '1',
    ensureFrame: async () => undefined,
    async request(name, payload) {
      sent.push({ name, payload })
      const answer = answers[name]
      if (!answer) return {} as never
      return (await answer(payload as never)) as never
    },
    showFrame: (area) => shown.push(area),
    hideFrame: () => shown.push('hidden'),
    destroy: () => undefined,
  }
  return { sent, shown, messenger }
}

function memoryBackend() {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

function setup(
  answers: Parameters<typeof fakeFrame>[0],
  now = () => 1_000_000,
  stored: Record<string, string> = {},
) {
  const backend = memoryBackend()
  for (const [key, value] of Object.entries(stored)) backend.setItem(key, value)
  const frame = fakeFrame(answers)
  const onRpcNotAllowed = vi.fn()
  const client = createFrameAuthClient({
    frameUrl: 'http://localhost:8790/',
    projectId: 'p1',
    chainId: () => 1,
    storage: backend,
    now,
    onTimeout: vi.fn(),
    onRpcNotAllowed,
    dappData: () => ({ metadata: { name: 'Host' }, themeMode: 'light' }),
    sdkVersion: '0.0.0',
    createMessenger: () => frame.messenger,
  })
  return { backend, client, onRpcNotAllowed, ...frame }
}

describe('the embedded wallet over the secure frame', () => {
  it('tells the frame who embeds it before the first request, once', async () => {
    const { client, sent } = setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }) })
    await client.connectEmail('a@b.example')
    await client.connectEmail('a@b.example').catch(() => undefined)
    expect(sent.map((entry) => entry.name).slice(0, 3)).toEqual([
      'SYNC_DAPP_DATA',
      'SYNC_THEME',
      'CONNECT_EMAIL',
    ])
    expect(sent.filter((entry) => entry.name === 'SYNC_DAPP_DATA')).toHaveLength(1)
  })

  it("loads the frame in the instance's locale", async () => {
    const frame = fakeFrame({ CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }) })
    const made: { locale?: string }[] = []
    const client = createFrameAuthClient({
      frameUrl: 'http://localhost:8790/',
      projectId: 'p1',
      chainId: () => 1,
      locale: () => 'he',
      storage: memoryBackend(),
      now: () => 1_000_000,
      onTimeout: vi.fn(),
      dappData: () => ({}),
      sdkVersion: '0.0.0',
      createMessenger: (options) => {
        made.push(options)
        return frame.messenger
      },
    })
    await client.connectEmail('a@b.example')
    expect(made.map((options) => options.locale)).toEqual(['he'])
  })

  it('sends the e-mail alone: the frame keeps the device id, the app keeps the e-mail to show', async () => {
    const { client, sent, backend } = setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    await expect(client.connectEmail('a@b.example')).resolves.toBe('VERIFY_OTP')
    expect(sent.at(-1)?.payload).toEqual({ email: 'a@b.example' })
    expect([...backend.values.keys()].sort()).toEqual(
      [STORAGE_KEYS.email, STORAGE_KEYS.emailLoginTime].sort(),
    )
  })

  it("refuses a second e-mail login within 30 s in the SPEC's words, without asking the frame", async () => {
    let now = 1_000_000
    const { client, sent } = setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) }, () => now)
    await client.connectEmail('a@b.example')
    now += 12_500
    await expect(client.connectEmail('a@b.example')).rejects.toThrow('Please try again after 18 seconds')
    expect(sent.filter((entry) => entry.name === 'CONNECT_EMAIL')).toHaveLength(1)
    now += 17_500
    await expect(client.connectEmail('a@b.example')).resolves.toBe('VERIFY_OTP')
  })

  it('keeps only hints after GET_USER, restores by asking the frame, and erases them on sign-out', async () => {
    const user = { address: ADDRESS, chainId: 1, email: 'a@b.example' }
    const { client, sent, backend } = setup({
      GET_USER: () => user,
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [1, 137] }),
    })
    const got = await client.getUser({ chainId: 1 })
    expect(got).toEqual({ address: ADDRESS, chainId: 1, email: 'a@b.example' })
    expect(client.hasStoredLogin()).toBe(true)
    // The login flag, the e-mail to show and SPEC §3's smart-account networks (a comma list): nothing else.
    expect(Object.fromEntries(backend.values)).toEqual({
      [STORAGE_KEYS.loginWithEmail]: 'ID_AUTH',
      [STORAGE_KEYS.email]: 'a@b.example',
      [STORAGE_KEYS.smartAccountEnabledNetworks]: '1,137',
    })
    await client.restore({ chainId: 137 })
    expect(sent.filter((request) => request.name === 'GET_USER').at(-1)).toEqual({
      name: 'GET_USER',
      payload: { chainId: 137 },
    })
    await client.signOut()
    expect(sent.at(-1)?.name).toBe('SIGN_OUT')
    expect(client.hasStoredLogin()).toBe(false)
    expect(backend.values.size).toBe(0)
  })

  it('does not ask the frame to restore without a login hint', async () => {
    const { client, sent } = setup({ GET_USER: () => ({ address: ADDRESS, chainId: 1 }) })
    await expect(client.restore({ chainId: 1 })).resolves.toBeUndefined()
    expect(sent.filter((request) => request.name === 'GET_USER')).toEqual([])
  })

  it('removes the session token and device id an older version left in the page’s storage', async () => {
    const { client, backend } = setup({}, undefined, {
      '@gangway/auth_session_token': 'old-token',
      '@gangway/auth_device_id': 'device-0123456789abcdef',
      [STORAGE_KEYS.loginWithEmail]: 'ID_AUTH',
    })
    expect(backend.values.has('@gangway/auth_session_token')).toBe(false)
    expect(backend.values.has('@gangway/auth_device_id')).toBe(false)
    expect(client.hasStoredLogin()).toBe(true)
  })

  it('erases the cached login data when the stored session no longer works (SPEC §4)', async () => {
    const { client, backend } = setup({
      GET_USER: () => {
        throw new FrameResponseError('Session expired: sign in again')
      },
    })
    backend.setItem(STORAGE_KEYS.loginWithEmail, 'ID_AUTH')
    backend.setItem(STORAGE_KEYS.email, 'a@b.example')
    await expect(client.restore({ chainId: 1 })).resolves.toBeUndefined()
    expect(client.hasStoredLogin()).toBe(false)
    expect(backend.values.has(STORAGE_KEYS.email)).toBe(false)
  })

  it('reports an approval as pending while a signing request waits, and not for reads', async () => {
    let approve!: (value: string) => void
    const { client } = setup({
      RPC_REQUEST: (payload: { method: string }) =>
        payload.method === 'personal_sign' ? new Promise((resolve) => (approve = resolve)) : '0x1',
    })
    const changes: boolean[] = []
    client.onApprovalChange((pending) => changes.push(pending))
    await expect(client.request({ method: 'eth_blockNumber' }, 'eip155')).resolves.toBe('0x1')
    expect(changes).toEqual([])
    const signing = client.request({ method: 'personal_sign', params: ['0x68', ADDRESS] }, 'eip155')
    await vi.waitFor(() => expect(changes).toEqual([true]))
    approve('0xsignature')
    await expect(signing).resolves.toBe('0xsignature')
    expect(changes).toEqual([true, false])
  })

  it('turns a refusal in the frame into an EIP-1193 4001 error', async () => {
    const { client } = setup({
      RPC_REQUEST: () => {
        throw new FrameResponseError('User rejected the request.')
      },
    })
    await expect(
      client.request({ method: 'eth_sendTransaction', params: [{}] }, 'eip155'),
    ).rejects.toMatchObject({
      code: 4001,
    })
  })

  it("reports a method the frame refuses as not allowed, so the visitor reads 'Action not allowed'", async () => {
    const { client, onRpcNotAllowed } = setup({
      RPC_REQUEST: () => {
        throw new FrameResponseError('Requested RPC call is not allowed')
      },
    })
    const refused = client.request({ method: 'eth_signTransaction', params: [{}] }, 'eip155')
    await expect(refused).rejects.toBeInstanceOf(FrameRpcNotAllowedError)
    await expect(refused).rejects.toMatchObject({ displayMessage: 'Action not allowed' })
    expect(onRpcNotAllowed).toHaveBeenCalledTimes(1)
  })

  it('leaves other frame errors as they are', async () => {
    const { client, onRpcNotAllowed } = setup({
      RPC_REQUEST: () => {
        throw new FrameResponseError('An error occurred')
      },
    })
    await expect(client.request({ method: 'personal_sign', params: [] }, 'eip155')).rejects.toMatchObject({
      shortMessage: 'An error occurred',
    })
    expect(onRpcNotAllowed).not.toHaveBeenCalled()
  })
})

describe("the frame follows the instance's theme and locale while it lives", () => {
  /** A client whose theme and locale the test changes, with the watch it registered. */
  function following(answers: Parameters<typeof fakeFrame>[0] = {}) {
    const frame = fakeFrame({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }), ...answers })
    const look = { themeMode: 'dark' as 'dark' | 'light', locale: 'en' as 'en' | 'ar' | 'de' }
    const listeners = new Set<() => void>()
    const client = createFrameAuthClient({
      frameUrl: 'http://localhost:8790/',
      projectId: 'p1',
      chainId: () => 1,
      locale: () => look.locale,
      storage: memoryBackend(),
      now: () => 1_000_000,
      onTimeout: vi.fn(),
      dappData: () => ({ themeMode: look.themeMode }),
      watchUi: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      sdkVersion: '0.0.0',
      createMessenger: () => frame.messenger,
    })
    const change = async (next: Partial<typeof look>) => {
      Object.assign(look, next)
      for (const listener of listeners) listener()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    const sentOf = (name: AppEventName) =>
      frame.sent.filter((entry) => entry.name === name).map((entry) => entry.payload)
    return { client, change, listeners, sentOf, ...frame }
  }

  it('re-tells an open frame each theme change (setThemeMode, or the OS scheme under system), once', async () => {
    const { client, change, sentOf } = following()
    await client.connectEmail('a@b.example')
    await change({ themeMode: 'light' })
    await change({ themeMode: 'light' })
    await change({ themeMode: 'dark' })
    expect(sentOf('SYNC_THEME')).toEqual([
      { themeMode: 'dark' },
      { themeMode: 'light' },
      { themeMode: 'dark' },
    ])
  })

  it('tells an open frame of a locale change once; the first locale rides in the frame URL', async () => {
    const { client, change, sentOf } = following()
    await client.connectEmail('a@b.example')
    expect(sentOf('SYNC_LOCALE')).toEqual([])
    await change({ locale: 'ar' })
    await change({ locale: 'ar' })
    await change({ locale: 'de' })
    expect(sentOf('SYNC_LOCALE')).toEqual([{ locale: 'ar' }, { locale: 'de' }])
  })

  it('sends nothing before the frame is needed, and the latest look once it is', async () => {
    const { client, change, sent, sentOf } = following()
    await client.hasStoredLogin()
    await change({ locale: 'ar', themeMode: 'light' })
    expect(sent).toEqual([])
    await client.connectEmail('a@b.example')
    expect(sentOf('SYNC_THEME')).toEqual([{ themeMode: 'light' }])
  })

  it('is not held up by a frame that never answers a locale change (an older frame)', async () => {
    const { client, change, sentOf } = following({ SYNC_LOCALE: () => new Promise(() => undefined) })
    await client.hasStoredLogin()
    // The frame exists (the client made it) but has not been told who embeds it when the locale changes.
    const first = client.connectEmail('a@b.example')
    await change({ locale: 'ar' })
    await expect(first).resolves.toBe('VERIFY_OTP')
    await change({ locale: 'de', themeMode: 'light' })
    await expect(client.switchNetwork(1)).resolves.toBeUndefined()
    expect(sentOf('SYNC_LOCALE')).toEqual([{ locale: 'ar' }, { locale: 'de' }])
    expect(sentOf('SYNC_THEME')).toEqual([{ themeMode: 'dark' }, { themeMode: 'light' }])
  })

  it('leaves no watch behind after destroy()', async () => {
    const { client, change, listeners, sentOf } = following()
    await client.connectEmail('a@b.example')
    expect(listeners.size).toBe(1)
    client.destroy()
    expect(listeners.size).toBe(0)
    await change({ locale: 'de' })
    expect(sentOf('SYNC_LOCALE')).toEqual([])
  })
})

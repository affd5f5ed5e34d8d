import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameMessenger, type FrameMessenger } from './app/messenger.js'
import { createFrameEndpoint, type FrameHandlers } from './frame/endpoint.js'
import { createFakePage } from './test/fake-window.js'

const APP = 'http://127.0.0.1:5173'
const FRAME = 'http://localhost:8790'
const USER = { email: 'a@b.example', address: '0x1111111111111111111111111111111111111111', chainId: 1 }

let messenger: FrameMessenger | undefined

afterEach(() => {
  messenger?.destroy()
  vi.useRealTimers()
})

/** The app page and the frame page talking through posted messages, as in the browser. */
function connect(handlers: FrameHandlers, allowedOrigins = ['http://127.0.0.1:*']) {
  const page = createFakePage(APP, FRAME, (frame) => {
    createFrameEndpoint({ allowedOrigins, handlers, version: '1.0.0', window: frame.asWindow() })
  })
  messenger = createFrameMessenger({
    frameUrl: `${FRAME}/`,
    projectId: 'p1',
    chainId: 1,
    document: page.document,
  })
  return { page, messenger }
}

describe('app messenger and frame endpoint together', () => {
  it('runs the SPEC §4 e-mail login: connect e-mail, then OTP, then get the user', async () => {
    vi.useFakeTimers()
    const { messenger } = connect({
      CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
      CONNECT_OTP: ({ otp }) => (otp === '123456' ? {} : Promise.reject(new Error('Invalid code'))),
      GET_USER: () => USER,
    })
    const email = messenger.request('CONNECT_EMAIL', { email: 'a@b.example' })
    await vi.advanceTimersByTimeAsync(0)
    expect(messenger.state).toBe('ready')
    await vi.advanceTimersByTimeAsync(500)
    await expect(email).resolves.toEqual({ action: 'VERIFY_OTP' })
    await expect(messenger.request('CONNECT_OTP', { otp: '000000' })).rejects.toMatchObject({
      shortMessage: 'Invalid code',
    })
    await expect(messenger.request('CONNECT_OTP', { otp: '123456' })).resolves.toEqual({})
    await expect(messenger.request('GET_USER', {})).resolves.toEqual(USER)
    expect(messenger.frameVersion).toBe('1.0.0')
  })

  it('carries no session secret either way: an old app’s token and device id, or a handler’s, go nowhere', async () => {
    vi.useFakeTimers()
    const seen: unknown[] = []
    const { page, messenger } = connect({
      CONNECT_EMAIL: (payload) => {
        seen.push(payload)
        return { action: 'VERIFY_OTP' }
      },
      GET_USER: (payload) => {
        seen.push(payload)
        // A frame that still returned a token (an old one, or a bug) would not get it past its own endpoint.
        return { ...USER, sessionToken: 'secret-session', accessToken: 'secret-access' } as never
      },
    })
    // What an app built before issue 21 sends.
    const user = messenger.request('GET_USER', { chainId: 1, sessionToken: 'old-token' } as never)
    await vi.advanceTimersByTimeAsync(500)
    await expect(user).resolves.toEqual(USER)
    await expect(
      messenger.request('CONNECT_EMAIL', {
        email: 'a@b.example',
        deviceId: 'device-0123456789abcdef',
      } as never),
    ).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(seen).toEqual([{ chainId: 1 }, { email: 'a@b.example' }])
    const wire = JSON.stringify([page.app.posted, page.frame().posted])
    for (const secret of ['old-token', 'device-0123456789abcdef', 'secret-session', 'secret-access']) {
      expect(wire).not.toContain(secret)
    }
  })

  it('never posts to "*" in either direction', async () => {
    vi.useFakeTimers()
    const { page, messenger } = connect({ GET_CHAIN_ID: () => ({ chainId: 1 }) })
    const chainId = messenger.request('GET_CHAIN_ID', {})
    await vi.advanceTimersByTimeAsync(500)
    await chainId
    expect(page.frame().posted.map((posted) => posted.targetOrigin)).toEqual([FRAME])
    expect(page.app.posted.map((posted) => posted.targetOrigin)).toEqual([APP, APP])
  })

  it("fails to load when the frame refuses the embedder: 'iframe_load_failed' after 20 s", async () => {
    vi.useFakeTimers()
    const { messenger } = connect({}, ['https://elsewhere.example'])
    const load = messenger.ensureFrame()
    const check = expect(load).rejects.toMatchObject({ reason: 'iframe_load_failed' })
    await vi.advanceTimersByTimeAsync(20_000)
    await check
  })
})

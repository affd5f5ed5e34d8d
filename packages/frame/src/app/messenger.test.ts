import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'
import { FrameError } from '../errors/index.js'
import { FRAME_READY_EVENT } from '../protocol/events.js'
import { createFakePage, type FakePage, FakeWindow } from '../test/fake-window.js'
import { createFrameMessenger, type FrameMessenger } from './messenger.js'

const APP = 'https://app.example'
const FRAME = 'https://frame.example'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const USER = { address: '0x1111111111111111111111111111111111111111', chainId: 1 }

let page: FakePage
let messenger: FrameMessenger
let onTimeout: Mock<(reason: string) => void>

beforeEach(() => {
  vi.useFakeTimers()
  page = createFakePage(APP, FRAME)
  onTimeout = vi.fn<(reason: string) => void>()
  messenger = createFrameMessenger({
    frameUrl: `${FRAME}/frame.html`,
    projectId: 'p1',
    chainId: 1,
    document: page.document,
    onTimeout,
  })
})

afterEach(() => {
  messenger.destroy()
  vi.useRealTimers()
})

/** A message to the app that really comes from the frame window. */
function fromFrame(data: unknown) {
  page.app.dispatch({ data, origin: FRAME, source: page.frame() })
}

async function initialize() {
  const ready = messenger.ensureFrame()
  fromFrame({ type: FRAME_READY_EVENT, payload: { version: '1.0.0' } })
  await vi.advanceTimersByTimeAsync(500)
  await ready
}

/** The request the app posted last, after letting it reach the frame. */
async function lastRequest() {
  await vi.advanceTimersByTimeAsync(0)
  const posted = page.frame().posted.at(-1)
  if (!posted) throw new Error('nothing posted')
  return posted as { data: { type: string; id: string; payload: unknown }; targetOrigin: string }
}

/** Starts a call whose outcome the test does not check (destroy in afterEach rejects it). */
function quiet(promise: Promise<unknown>) {
  promise.catch(() => undefined)
}

function settledState(promise: Promise<unknown>) {
  const state = { settled: false as boolean, value: undefined as unknown, error: undefined as unknown }
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error) => Object.assign(state, { settled: true, error }),
  )
  return state
}

describe('createFrameMessenger: loading (SPEC §4, §7, §9)', () => {
  it('touches no document until first use', () => {
    expect(page.iframes).toHaveLength(0)
    expect(messenger.state).toBe('idle')
  })

  it('loads one hidden iframe with projectId, chainId, version, enableLogger and the page origin', async () => {
    quiet(messenger.ensureFrame())
    quiet(messenger.ensureFrame())
    expect(page.iframes).toHaveLength(1)
    const iframe = page.iframes[0]
    const url = new URL(iframe?.src ?? '')
    expect(url.origin + url.pathname).toBe(`${FRAME}/frame.html`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: '1',
      version: '4',
      enableLogger: 'false',
      origin: APP,
    })
    expect(iframe?.style.display).toBe('none')
    expect(messenger.state).toBe('created')
  })

  it("adds the app's locale to the frame URL when it has one", () => {
    const withLocale = createFrameMessenger({
      frameUrl: `${FRAME}/frame.html`,
      projectId: 'p1',
      chainId: 1,
      locale: 'ar',
      document: page.document,
    })
    quiet(withLocale.ensureFrame())
    const url = new URL(page.iframes.at(-1)?.src ?? '')
    expect(url.searchParams.get('locale')).toBe('ar')
    withLocale.destroy()
  })

  it('delegates passkey creation and use to the frame before it loads (WebAuthn in a cross-origin iframe)', () => {
    // The policy counts as the iframe navigates, so what matters is the attribute when it joins the page.
    let allowOnLoad: string | undefined
    const own = createFakePage(APP, FRAME, (_frame, iframe) => {
      allowOnLoad = iframe.attributes.get('allow')
    })
    const withPasskeys = createFrameMessenger({
      frameUrl: `${FRAME}/frame.html`,
      projectId: 'p1',
      chainId: 1,
      document: own.document,
    })
    quiet(withPasskeys.ensureFrame())
    const features = (allowOnLoad ?? '').split(';').map((entry) => entry.trim())
    expect(features).toEqual(
      // The frame's origin only: a page the frame were navigated to would get no passkey.
      expect.arrayContaining([`publickey-credentials-get ${FRAME}`, `publickey-credentials-create ${FRAME}`]),
    )
    withPasskeys.destroy()
  })

  it('is ready on the ready event, and initialized only after the 500 ms pause', async () => {
    const ready = settledState(messenger.ensureFrame())
    fromFrame({ type: FRAME_READY_EVENT, payload: { version: '1.2.3' } })
    expect(messenger.state).toBe('ready')
    expect(messenger.frameVersion).toBe('1.2.3')
    await vi.advanceTimersByTimeAsync(499)
    expect(ready.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready.settled).toBe(true)
    expect(messenger.state).toBe('initialized')
  })

  it("fails after 20 s without a ready event: 'iframe_load_failed', and waiting requests are aborted", async () => {
    const load = settledState(messenger.ensureFrame())
    const request = settledState(messenger.request('GET_USER', {}))
    await vi.advanceTimersByTimeAsync(19_999)
    expect(load.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(load.error).toMatchObject({
      reason: 'iframe_load_failed',
      shortMessage: 'Unable to load email login dependency',
    })
    expect(request.error).toBe(load.error)
    expect(onTimeout).toHaveBeenCalledWith('iframe_load_failed')
    expect(page.iframes[0]?.removed).toBe(true)
    expect(messenger.state).toBe('idle')
  })

  it('starts over with a new iframe after a load failure, and ignores the old one', async () => {
    const first = messenger.ensureFrame().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(20_000)
    await first
    await initialize()
    expect(page.iframes).toHaveLength(2)
    expect(messenger.state).toBe('initialized')
  })

  it('ignores a ready event from another origin or another window', async () => {
    quiet(messenger.ensureFrame())
    const ready = { type: FRAME_READY_EVENT, payload: { version: '1' } }
    page.app.dispatch({ data: ready, origin: 'https://evil.example', source: page.frame() })
    page.app.dispatch({ data: ready, origin: FRAME, source: new FakeWindow(FRAME) })
    page.app.dispatch({ data: ready, origin: FRAME, source: null })
    expect(messenger.state).toBe('created')
  })

  it('shows the frame over the given area above the modal, and hides it again', async () => {
    messenger.showFrame({ top: 1, left: 2, width: 3, height: 4, zIndex: 5 })
    expect(page.iframes).toHaveLength(0)
    await initialize()
    const [iframe] = page.iframes
    messenger.showFrame({ top: 10, left: 20, width: 360, height: 400, zIndex: 1000 })
    expect(iframe?.style).toMatchObject({
      position: 'fixed',
      top: '10px',
      left: '20px',
      width: '360px',
      height: '400px',
      zIndex: '1000',
      display: 'block',
    })
    expect(iframe?.attributes.has('aria-hidden')).toBe(false)
    messenger.hideFrame()
    expect(iframe?.style.display).toBe('none')
    expect(iframe?.attributes.get('aria-hidden')).toBe('true')
  })

  it('rejects ensureFrame with a clear error where there is no document (server rendering)', async () => {
    const server = createFrameMessenger({ frameUrl: FRAME, projectId: 'p', chainId: 1 })
    await expect(server.ensureFrame()).rejects.toThrow('The secure frame needs a document with a window')
  })

  it('refuses a frame URL that has no origin to address', () => {
    expect(() => createFrameMessenger({ frameUrl: 'data:text/html,x', projectId: 'p', chainId: 1 })).toThrow(
      'Invalid secure-frame URL',
    )
  })
})

describe('createFrameMessenger: requests', () => {
  beforeEach(initialize)

  it('posts { type, id, payload } to the frame origin only, with a random UUID', async () => {
    quiet(messenger.request('CONNECT_EMAIL', { email: 'a@b.example' }))
    const { data, targetOrigin } = await lastRequest()
    expect(targetOrigin).toBe(FRAME)
    expect(data).toEqual({
      type: '@gangway-app/CONNECT_EMAIL',
      id: expect.stringMatching(UUID),
      payload: { email: 'a@b.example' },
    })
  })

  it('resolves each request on the success event with its own id, in any order', async () => {
    const first = messenger.request('GET_CHAIN_ID', {})
    const a = await lastRequest()
    const second = messenger.request('GET_CHAIN_ID', {})
    const b = await lastRequest()
    expect(a.data.id).not.toBe(b.data.id)
    fromFrame({ type: '@gangway-frame/GET_CHAIN_ID_SUCCESS', id: b.data.id, payload: { chainId: 137 } })
    fromFrame({ type: '@gangway-frame/GET_CHAIN_ID_SUCCESS', id: a.data.id, payload: { chainId: 1 } })
    await expect(first).resolves.toEqual({ chainId: 1 })
    await expect(second).resolves.toEqual({ chainId: 137 })
  })

  it('rejects on the error event with its message, or "An error occurred" without one', async () => {
    const withMessage = messenger.request('CONNECT_OTP', { otp: '123456' })
    const a = await lastRequest()
    const without = messenger.request('CONNECT_OTP', { otp: '123456' })
    const b = await lastRequest()
    fromFrame({
      type: '@gangway-frame/CONNECT_OTP_ERROR',
      id: a.data.id,
      payload: { message: 'Invalid code' },
    })
    fromFrame({ type: '@gangway-frame/CONNECT_OTP_ERROR', id: b.data.id, payload: {} })
    await expect(withMessage).rejects.toMatchObject({ reason: 'frame_error', shortMessage: 'Invalid code' })
    await expect(without).rejects.toMatchObject({ shortMessage: 'An error occurred' })
  })

  it('ignores answers from another origin, another window, or for another event with the same id', async () => {
    const request = settledState(messenger.request('GET_USER', {}))
    const { data } = await lastRequest()
    const answer = { type: '@gangway-frame/GET_USER_SUCCESS', id: data.id, payload: USER }
    page.app.dispatch({ data: answer, origin: 'https://evil.example', source: page.frame() })
    page.app.dispatch({ data: answer, origin: FRAME, source: new FakeWindow(FRAME) })
    fromFrame({ type: '@gangway-frame/SIGN_OUT_SUCCESS', id: data.id, payload: {} })
    fromFrame({ type: '@gangway-frame/GET_USER_SUCCESS', id: crypto.randomUUID(), payload: USER })
    fromFrame({ ...answer, extra: true })
    fromFrame(JSON.stringify(answer))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(request.settled).toBe(false)
    fromFrame(answer)
    await vi.advanceTimersByTimeAsync(0)
    expect(request.value).toEqual(USER)
  })

  it('rejects, rather than resolves, a matching answer whose result fails its schema', async () => {
    const request = messenger.request('GET_USER', {})
    const { data } = await lastRequest()
    fromFrame({ type: '@gangway-frame/GET_USER_SUCCESS', id: data.id, payload: { address: '' } })
    await expect(request).rejects.toMatchObject({
      shortMessage: 'An error occurred',
      details: 'Invalid GET_USER result',
    })
  })

  it("times out a connect request after 30 s with 'iframe_request_timeout' and ignores a late answer", async () => {
    const request = settledState(messenger.request('CONNECT_EMAIL', { email: 'a@b.example' }))
    const { data } = await lastRequest()
    await vi.advanceTimersByTimeAsync(29_999)
    expect(request.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(request.error).toMatchObject({
      reason: 'iframe_request_timeout',
      shortMessage: 'iframe_request_timeout',
    })
    expect(onTimeout).toHaveBeenCalledWith('iframe_request_timeout')
    expect(() =>
      fromFrame({
        type: '@gangway-frame/CONNECT_EMAIL_SUCCESS',
        id: data.id,
        payload: { action: 'VERIFY_OTP' },
      }),
    ).not.toThrow()
  })

  it('lets requests that wait for the user (RPC signing) run past 30 s', async () => {
    const request = settledState(
      messenger.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00'] }),
    )
    await vi.advanceTimersByTimeAsync(120_000)
    expect(request.settled).toBe(false)
  })

  it("aborts an RPC request with 'Request was aborted' and any other with 'Something went wrong'", async () => {
    const controller = new AbortController()
    const rpc = messenger.request('RPC_REQUEST', { method: 'eth_chainId' }, { signal: controller.signal })
    const other = messenger.request('GET_USER', {}, { signal: controller.signal })
    controller.abort()
    await expect(rpc).rejects.toMatchObject({
      reason: 'request_aborted',
      shortMessage: 'Request was aborted',
    })
    await expect(other).rejects.toMatchObject({
      reason: 'request_aborted',
      shortMessage: 'Something went wrong',
    })
    const aborted = AbortSignal.abort()
    await expect(
      messenger.request('RPC_REQUEST', { method: 'eth_chainId' }, { signal: aborted }),
    ).rejects.toMatchObject({
      shortMessage: 'Request was aborted',
    })
  })

  it("refuses an RPC method off the allow-list without posting: 'Requested RPC call is not allowed'", async () => {
    const before = page.frame().posted.length
    await expect(messenger.request('RPC_REQUEST', { method: 'eth_sign' })).rejects.toMatchObject({
      reason: 'rpc_not_allowed',
      shortMessage: 'Requested RPC call is not allowed',
      displayMessage: 'Action not allowed',
    })
    expect(page.frame().posted).toHaveLength(before)
  })

  it('rejects, never throws, when a JavaScript caller passes no payload', async () => {
    let pending: Promise<unknown> | undefined
    expect(() => {
      pending = messenger.request('RPC_REQUEST', undefined as never)
    }).not.toThrow()
    await expect(pending).rejects.toMatchObject({ reason: 'invalid_request' })
  })

  it('refuses a payload its schema rejects without posting', async () => {
    const before = page.frame().posted.length
    await expect(messenger.request('CONNECT_EMAIL', { email: 'not-an-email' })).rejects.toMatchObject({
      reason: 'invalid_request',
    })
    expect(page.frame().posted).toHaveLength(before)
  })

  it('destroy removes the listener and the iframe and aborts pending requests', async () => {
    const request = messenger.request('GET_USER', {})
    await lastRequest()
    messenger.destroy()
    await expect(request).rejects.toBeInstanceOf(FrameError)
    expect(page.app.listeners.size).toBe(0)
    expect(page.iframes[0]?.removed).toBe(true)
    await expect(messenger.request('GET_USER', {})).rejects.toMatchObject({ reason: 'request_aborted' })
  })
})

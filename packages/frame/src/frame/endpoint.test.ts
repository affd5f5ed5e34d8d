import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeWindow } from '../test/fake-window.js'
import {
  createFrameEndpoint,
  embedderOriginFrom,
  type FrameEndpoint,
  type FrameHandlers,
} from './endpoint.js'

const APP = 'https://app.example'
const FRAME = 'https://frame.example'
const ALLOWED = ['https://*.example', 'http://127.0.0.1:*']
const USER = { address: '0x1111111111111111111111111111111111111111', chainId: 1 }

let endpoint: FrameEndpoint | undefined

afterEach(() => endpoint?.destroy())

/** A frame window embedded by `parentOrigin`, whose URL claims `claimedOrigin`. */
function embed(claimedOrigin: string, parentOrigin = claimedOrigin) {
  const app = new FakeWindow(parentOrigin)
  const frame = new FakeWindow(FRAME, `?projectId=p1&origin=${encodeURIComponent(claimedOrigin)}`)
  frame.parent = app
  frame.sender = app
  app.sender = frame
  return { app, frame }
}

function start(handlers: FrameHandlers = {}, claimedOrigin = APP) {
  const windows = embed(claimedOrigin)
  endpoint = createFrameEndpoint({
    allowedOrigins: ALLOWED,
    handlers,
    version: '9.9.9',
    window: windows.frame.asWindow(),
  })
  return windows
}

function request(
  frame: FakeWindow,
  app: FakeWindow,
  type: string,
  payload: unknown,
  id = crypto.randomUUID(),
) {
  frame.dispatch({
    data: { type: `@gangway-app/${type}`, id, payload },
    origin: app.location.origin,
    source: app,
  })
  return id
}

async function answers(app: FakeWindow) {
  await vi.waitFor(() => expect(app.posted.length).toBeGreaterThan(1))
  return app.posted.slice(1)
}

describe('createFrameEndpoint', () => {
  it('announces ready with its version to the embedder origin only', () => {
    const { app } = start()
    expect(endpoint?.embedderOrigin).toBe(APP)
    expect(app.posted).toEqual([
      { data: { type: '@gangway-frame/READY', payload: { version: '9.9.9' } }, targetOrigin: APP },
    ])
  })

  it('stays silent when the embedder is not allow-listed, or the frame is not embedded', () => {
    const { app } = start({}, 'https://evil.test')
    expect(endpoint?.embedderOrigin).toBeUndefined()
    expect(app.posted).toHaveLength(0)
    const alone = new FakeWindow(FRAME, `?origin=${APP}`)
    const top = createFrameEndpoint({
      allowedOrigins: ALLOWED,
      handlers: {},
      version: '1',
      window: alone.asWindow(),
    })
    expect(top.embedderOrigin).toBeUndefined()
    expect(alone.listeners.size).toBe(0)
  })

  it('accepts only a bare http(s) origin in the URL, matched with * wildcards (SPEC §5)', () => {
    expect(embedderOriginFrom('?origin=http://127.0.0.1:5173', ALLOWED)).toBe('http://127.0.0.1:5173')
    expect(embedderOriginFrom('?origin=https://shop.example', ALLOWED)).toBe('https://shop.example')
    expect(embedderOriginFrom('?origin=https://evil.test/x.example', ALLOWED)).toBeUndefined()
    expect(embedderOriginFrom('?origin=https://evil.test%23.example', ALLOWED)).toBeUndefined()
    expect(embedderOriginFrom('?origin=javascript:1//.example', ['*'])).toBeUndefined()
    expect(embedderOriginFrom('?origin=null', ['*'])).toBeUndefined()
    expect(embedderOriginFrom('', ALLOWED)).toBeUndefined()
  })

  it('runs the handler and answers _SUCCESS with the same id to the embedder origin', async () => {
    const getUser = vi.fn(() => USER)
    const { app, frame } = start({ GET_USER: getUser })
    const id = request(frame, app, 'GET_USER', { chainId: 1, junk: 'dropped' })
    const [answer] = await answers(app)
    expect(getUser).toHaveBeenCalledWith({ chainId: 1 }, { origin: APP })
    expect(answer).toEqual({
      data: { type: '@gangway-frame/GET_USER_SUCCESS', id, payload: USER },
      targetOrigin: APP,
    })
  })

  it("answers _ERROR with the handler's message, cleaned of control characters", async () => {
    const { app, frame } = start({
      CONNECT_OTP: () => {
        throw new Error('Invalid\u202e code\n')
      },
    })
    const id = request(frame, app, 'CONNECT_OTP', { otp: '1' })
    const [answer] = await answers(app)
    expect(answer?.data).toEqual({
      type: '@gangway-frame/CONNECT_OTP_ERROR',
      id,
      payload: { message: 'Invalid  code' },
    })
  })

  it.each([
    ['no handler', {}, 'SIGN_OUT', {}, 'Not supported'],
    [
      'an RPC method off the allow-list',
      { RPC_REQUEST: () => 'x' },
      'RPC_REQUEST',
      { method: 'eth_sign' },
      'Requested RPC call is not allowed',
    ],
    [
      'a payload failing its schema',
      { CONNECT_EMAIL: () => ({ action: 'CONNECT' as const }) },
      'CONNECT_EMAIL',
      { email: 'x' },
      'Invalid request',
    ],
    [
      'a result failing its schema',
      { IS_CONNECTED: () => ({ isConnected: 'yes' }) as never },
      'IS_CONNECTED',
      {},
      'An error occurred',
    ],
    [
      'a throw without a message',
      { RELOAD: () => Promise.reject('nope') },
      'RELOAD',
      {},
      'An error occurred',
    ],
  ] satisfies [string, FrameHandlers, string, unknown, string][])(
    'answers _ERROR for %s',
    async (_, handlers, type, payload, message) => {
      const { app, frame } = start(handlers)
      const id = request(frame, app, type, payload)
      const [answer] = await answers(app)
      expect(answer?.data).toEqual({ type: `@gangway-frame/${type}_ERROR`, id, payload: { message } })
    },
  )

  it('ignores requests from another origin, another window, or not ours', async () => {
    const handler = vi.fn(() => ({}))
    const { app, frame } = start({ SIGN_OUT: handler })
    const data = { type: '@gangway-app/SIGN_OUT', id: crypto.randomUUID(), payload: {} }
    frame.dispatch({ data, origin: 'https://evil.test', source: app })
    frame.dispatch({ data, origin: APP, source: new FakeWindow(APP) })
    frame.dispatch({ data: { ...data, id: 'not-a-uuid' }, origin: APP, source: app })
    frame.dispatch({ data: { ...data, type: '@gangway-app/NOPE' }, origin: APP, source: app })
    frame.dispatch({ data: { ...data, extra: 1 }, origin: APP, source: app })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(handler).not.toHaveBeenCalled()
    expect(app.posted).toHaveLength(1)
  })

  it('answers nothing after destroy, even a handler that was still running', async () => {
    let finish: ((value: object) => void) | undefined
    const { app, frame } = start({ SIGN_OUT: () => new Promise((resolve) => (finish = resolve)) })
    request(frame, app, 'SIGN_OUT', {})
    await vi.waitFor(() => expect(finish).not.toBe(undefined))
    endpoint?.destroy()
    finish?.({})
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(app.posted).toHaveLength(1)
    expect(frame.listeners.size).toBe(0)
  })
})

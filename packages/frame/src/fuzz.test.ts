import fc from 'fast-check'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameMessenger } from './app/messenger.js'
import { createFrameEndpoint, type FrameHandlers } from './frame/endpoint.js'
import {
  APP_EVENT_NAMES,
  type AppEventName,
  appEventType,
  errorEventType,
  FRAME_PROTOCOL,
  FRAME_READY_EVENT,
  successEventType,
} from './protocol/events.js'
import { parseAppRequest, parseFrameMessage } from './protocol/messages.js'
import { createFakePage, FakeWindow } from './test/fake-window.js'

const APP = 'https://app.example'
const FRAME = 'https://frame.example'

/** Every message type either side knows, plus near misses, so the fuzzer reaches past the first check. */
const knownTypes = [
  FRAME_READY_EVENT,
  ...APP_EVENT_NAMES.flatMap((name) => [appEventType(name), successEventType(name), errorEventType(name)]),
]
const anyValue = fc.anything({
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
  withSparseArray: true,
  withNullPrototype: true,
  withObjectString: true,
  withBoxedValues: true,
})
const typeArbitrary = fc.oneof(
  fc.constantFrom(...knownTypes),
  fc.string(),
  fc.constantFrom(...knownTypes).map((t) => `${t} `),
)
const idArbitrary = fc.oneof(fc.uuid(), fc.string(), fc.constant(undefined))
const envelopeArbitrary = fc.record(
  { type: typeArbitrary, id: idArbitrary, payload: fc.oneof(anyValue, fc.jsonValue()) },
  { requiredKeys: [] },
)
const messageArbitrary = fc.oneof(anyValue, fc.jsonValue(), envelopeArbitrary)
/** Well-formed requests with empty or random payloads: valid for the events that take none, invalid for the rest. */
const requestArbitrary = fc.record({
  type: fc.constantFrom(...APP_EVENT_NAMES.map(appEventType)),
  id: fc.uuid(),
  payload: fc.oneof(
    fc.constant({}),
    fc.constant({ email: 'a@b.example', otp: '1', method: 'eth_call' }),
    anyValue,
  ),
})

afterEach(() => vi.useRealTimers())

/** The id of the request the app posted last. */
function lastPostedId(frame: FakeWindow): string {
  const posted = frame.posted.at(-1)
  if (!posted) throw new Error('nothing posted')
  return (posted.data as { id: string }).id
}

describe('fuzzing the frame schemas (fast-check)', () => {
  it('parses any value without throwing', () => {
    fc.assert(
      fc.property(messageArbitrary, (data) => {
        parseFrameMessage(data)
        parseAppRequest(data)
      }),
      { numRuns: 2000 },
    )
  })

  it('accepts a request only when its payload passes its event schema', () => {
    fc.assert(
      fc.property(envelopeArbitrary, (data) => {
        const request = parseAppRequest(data)
        if (!request || 'invalid' in request) return
        expect(v.is(FRAME_PROTOCOL[request.name].payload, request.payload)).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })
})

/** A messenger whose frame has announced itself and waited out the ready pause (fake timers on). */
async function initializedMessenger() {
  vi.useFakeTimers()
  const page = createFakePage(APP, FRAME)
  const messenger = createFrameMessenger({
    frameUrl: FRAME,
    projectId: 'p',
    chainId: 1,
    document: page.document,
  })
  const loaded = messenger.ensureFrame()
  page.app.dispatch({
    data: { type: FRAME_READY_EVENT, payload: { version: '1' } },
    origin: FRAME,
    source: page.frame(),
  })
  await vi.advanceTimersByTimeAsync(500)
  await loaded
  return { page, messenger }
}

describe('fuzzing the app messenger', () => {
  it('never throws out of its listener and never settles a request it does not match', async () => {
    const { page, messenger } = await initializedMessenger()
    let settled = false
    messenger.request('GET_USER', {}).then(
      () => (settled = true),
      () => (settled = true),
    )
    await vi.advanceTimersByTimeAsync(0)
    const pendingId = lastPostedId(page.frame())
    // The real id with any other event's answer type must not settle it either.
    const otherTypes = knownTypes.filter((type) => !type.includes('/GET_USER_'))
    const forged = fc.record({
      type: fc.constantFrom(...otherTypes),
      id: fc.constant(pendingId),
      payload: anyValue,
    })
    const sources = fc.constantFrom<unknown>(page.frame(), new FakeWindow(FRAME), null)
    const origins = fc.constantFrom(FRAME, APP, 'null', '')
    fc.assert(
      fc.property(fc.oneof(messageArbitrary, forged), sources, origins, (data, source, origin) => {
        page.app.dispatch({ data, origin, source })
      }),
      { numRuns: 3000 },
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    messenger.destroy()
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)
  })

  it('resolves a matching answer only with a result that passes its schema, else rejects', async () => {
    const { page, messenger } = await initializedMessenger()
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyValue, fc.jsonValue()), async (payload) => {
        const request = messenger.request('GET_USER', {})
        await vi.advanceTimersByTimeAsync(0)
        const id = lastPostedId(page.frame())
        page.app.dispatch({
          data: { type: successEventType('GET_USER'), id, payload },
          origin: FRAME,
          source: page.frame(),
        })
        const outcome = await request.then(
          () => 'resolved',
          () => 'rejected',
        )
        expect(outcome).toBe(v.is(FRAME_PROTOCOL.GET_USER.result, payload) ? 'resolved' : 'rejected')
      }),
      { numRuns: 300 },
    )
    messenger.destroy()
  })
})

/** Names a session secret goes by, in this protocol's history and in the services'. */
const SECRET_KEYS = [
  'sessionToken',
  'accessToken',
  'refreshToken',
  'token',
  'bindingKey',
  'wrappingKey',
  'deviceId',
]
/** An object with some of those keys mixed into otherwise random members. */
const withSecrets = (base: fc.Arbitrary<Record<string, unknown>>) =>
  fc
    .tuple(base, fc.subarray(SECRET_KEYS, { minLength: 1 }), fc.string({ minLength: 1, maxLength: 64 }))
    .map(([object, keys, secret]) => ({ ...object, ...Object.fromEntries(keys.map((key) => [key, secret])) }))

const hasSecretKey = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(value).some(([key, item]) => SECRET_KEYS.includes(key) || hasSecretKey(item))

describe('fuzzing session secrets across the protocol', () => {
  const user = fc.record({
    address: fc.constant('0x1111111111111111111111111111111111111111'),
    chainId: fc.constantFrom<string | number>(1, 137, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    email: fc.option(fc.constant('a@b.example'), { nil: undefined }),
    userName: fc.option(fc.constant('ada'), { nil: undefined }),
  })

  it('no event result or payload that parses keeps a member named like a session secret', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APP_EVENT_NAMES), withSecrets(user), (name, value) => {
        for (const schema of [FRAME_PROTOCOL[name].result, FRAME_PROTOCOL[name].payload]) {
          const parsed = v.safeParse(schema, value)
          // RPC results are the chain's JSON, whatever its shape; everything else is a named object.
          if (parsed.success && name !== 'RPC_REQUEST') expect(hasSecretKey(parsed.output)).toBe(false)
        }
      }),
      { numRuns: 2000 },
    )
  })
})

describe('fuzzing the frame endpoint', () => {
  it('never throws, calls handlers only with valid payloads, and answers only the request it got', async () => {
    const calls: Array<{ name: AppEventName; payload: unknown }> = []
    let answered = 0
    let handled = 0
    const handlers = Object.fromEntries(
      APP_EVENT_NAMES.map((name) => [name, (payload: unknown) => void calls.push({ name, payload })]),
    ) as FrameHandlers
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(messageArbitrary, requestArbitrary),
        fc.boolean(),
        async (data, fromParent) => {
          calls.length = 0
          const app = new FakeWindow(APP)
          const frame = new FakeWindow(FRAME, `?origin=${APP}`)
          frame.parent = app
          const endpoint = createFrameEndpoint({
            allowedOrigins: [APP],
            handlers,
            version: '1',
            window: frame.asWindow(),
          })
          frame.dispatch({ data, origin: APP, source: fromParent ? app : new FakeWindow(APP) })
          await new Promise((resolve) => setTimeout(resolve, 0))
          endpoint.destroy()
          handled += calls.length
          for (const call of calls) expect(v.is(FRAME_PROTOCOL[call.name].payload, call.payload)).toBe(true)
          const answers = app.posted.slice(1).map((posted) => posted.data as { type: string; id: string })
          const request = fromParent ? parseAppRequest(data) : undefined
          if (!request) {
            expect(answers).toEqual([])
            return
          }
          const { name, id } = 'invalid' in request ? request.invalid : request
          expect(answers).toHaveLength(1)
          answered++
          expect(answers[0]?.id).toBe(id)
          expect([successEventType(name), errorEventType(name)]).toContain(answers[0]?.type)
        },
      ),
      { numRuns: 500 },
    )
    // The property means something only if some random messages were real requests that reached a handler.
    expect(handled).toBeGreaterThan(0)
    expect(answered).toBeGreaterThan(handled)
  })
})

import { createAnalyticsClient, ERROR_TELEMETRY_LIMIT, MODAL_CREATED_EVENT } from '@gangway/api'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RunningServices } from '../server.js'
import {
  getJson,
  injectFault,
  recordedRequests,
  resetTestHooks,
  SDK_QUERY,
  startTestServices,
} from '../test/services.js'

let services: RunningServices
/** A second instance, standing for the separate analytics host that receives error telemetry. */
let errorHost: RunningServices
beforeAll(async () => {
  ;[services, errorHost] = await Promise.all([
    startTestServices({ chains: [] }),
    startTestServices({ chains: [] }),
  ])
})
afterAll(() => Promise.all([services.stop(), errorHost.stop()]))
beforeEach(() => Promise.all([resetTestHooks(services.url), resetTestHooks(errorHost.url)]))

interface StoredEvent {
  projectId: string
  st: string
  sv: string
  body: { eventId: string; url: string; domain: string; timestamp: number; props: Record<string, unknown> }
}
const storedEvents = async (base = services.url) =>
  (await getJson<{ events: StoredEvent[] }>(`${base}/__test/events`)).body.events

function client(options: Partial<Parameters<typeof createAnalyticsClient>[0]> = {}) {
  let id = 0
  return createAnalyticsClient({
    baseUrl: services.url,
    projectId: SDK_QUERY.projectId,
    sdkType: SDK_QUERY.st,
    sdkVersion: SDK_QUERY.sv,
    retryDelay: 10,
    enabled: () => true,
    now: () => 1_700_000_000_000,
    location: () => ({ href: 'http://127.0.0.1:5173/shop?x=1', hostname: '127.0.0.1' }),
    createEventId: () => `event-${++id}`,
    ...options,
  })
}

describe('analytics client against the sink', () => {
  it('SPEC §7: POST /e carries projectId, st, sv and the body eventId, url, domain, timestamp, props', async () => {
    const props = {
      type: 'track' as const,
      event: 'CONNECT_SUCCESS',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      properties: { method: 'browser' },
    }
    expect(await client().sendEvent(props)).toBe('sent')
    expect(await storedEvents()).toEqual([
      {
        ...SDK_QUERY,
        receivedAt: expect.any(Number),
        body: {
          eventId: 'event-1',
          url: 'http://127.0.0.1:5173/shop?x=1',
          domain: '127.0.0.1',
          timestamp: 1_700_000_000_000,
          props,
        },
      },
    ])
  })

  it('SPEC §7: the modal-created event is never sent', async () => {
    expect(await client().sendEvent({ type: 'track', event: MODAL_CREATED_EVENT })).toBe('skipped')
    expect(await recordedRequests(services.url, '/e')).toEqual([])
  })

  it('Principle 7: with the analytics feature off nothing is sent', async () => {
    const analytics = client({ enabled: () => false })
    expect(await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).toBe('disabled')
    expect(await analytics.sendError(new Error('boom'))).toBe('disabled')
    expect(await recordedRequests(services.url, '/e')).toEqual([])
  })

  it('SPEC §7: error telemetry goes to the analytics host with type, event, errorType, errorMessage, stackTrace', async () => {
    const error = new TypeError('Cannot read properties of undefined')
    expect(await client({ errorBaseUrl: errorHost.url }).sendError(error, 'SEND_ERROR')).toBe('sent')
    expect(await storedEvents()).toEqual([])
    const [stored] = await storedEvents(errorHost.url)
    expect(stored!.body.props).toEqual({
      type: 'error',
      event: 'SEND_ERROR',
      errorType: 'TypeError',
      errorMessage: 'Cannot read properties of undefined',
      stackTrace: error.stack,
    })
  })

  it('SPEC §7: error telemetry is capped at 5 a minute', async () => {
    const analytics = client()
    const results = []
    for (let i = 0; i < ERROR_TELEMETRY_LIMIT.limit + 1; i++)
      results.push(await analytics.sendError(new Error(`e${i}`)))
    expect(results).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'rate-limited'])
    expect(await storedEvents()).toHaveLength(5)
  })

  it("SPEC §7: a 403 (unknown project) reports 'Invalid App Configuration' once", async () => {
    const onInvalidAppConfiguration = vi.fn()
    const analytics = client({ projectId: 'unknown-project', onInvalidAppConfiguration })
    expect(await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).toBe('failed')
    expect(await analytics.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })).toBe('failed')
    expect(onInvalidAppConfiguration).toHaveBeenCalledTimes(1)
    expect(await recordedRequests(services.url, '/e')).toHaveLength(2)
    expect(await storedEvents()).toEqual([])
  })

  // packages/api retries a POST only with an Idempotency-Key or when it only reads; /e has neither, since a
  // retry whose first attempt was stored after all would count the event twice.
  it('a failing sink is asked once: the send reports failure to onError without throwing', async () => {
    const onError = vi.fn()
    await injectFault(services.url, { route: '/e', status: 500 })
    expect(await client({ onError }).sendEvent({ type: 'track', event: 'MODAL_OPEN' })).toBe('failed')
    expect(await recordedRequests(services.url, '/e')).toHaveLength(1)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('HTTP status code: 500') }),
      'analytics',
    )
  })

  it('an event the sink fails is dropped, not sent again; the next event goes through', async () => {
    await injectFault(services.url, { route: '/e', status: 502, times: 1 })
    const analytics = client()
    expect(await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).toBe('failed')
    expect(await recordedRequests(services.url, '/e')).toHaveLength(1)
    expect(await storedEvents()).toEqual([])
    expect(await analytics.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })).toBe('sent')
    expect((await storedEvents()).map((event) => event.body.props.event)).toEqual(['MODAL_CLOSE'])
  })
})

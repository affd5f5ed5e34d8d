import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startTestServer } from '../test/http-server.js'
import { createAnalyticsClient } from './analytics-client.js'

// A real loopback server that only counts what arrives and answers with a status: it checks which requests
// the client sends, not what the analytics service does with them.
const server = await startTestServer()
afterAll(() => server.close())
let status = 202
beforeEach(() => {
  server.requests.length = 0
  status = 202
  server.handle((_, response) => response.writeHead(status).end())
})

function client(overrides: Partial<Parameters<typeof createAnalyticsClient>[0]> = {}) {
  return createAnalyticsClient({
    baseUrl: server.baseUrl,
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'react-1.0.0',
    enabled: () => true,
    now: () => 1_700_000_000_000,
    createEventId: () => 'event-1',
    location: () => ({ href: 'https://dapp.example/page', hostname: 'dapp.example' }),
    retries: 0,
    ...overrides,
  })
}

describe('createAnalyticsClient (SPEC §7 analytics)', () => {
  it('SPEC §7: POSTs /e with projectId, st and sv, and the event body', async () => {
    await expect(client().sendEvent({ type: 'track', event: 'MODAL_OPEN', address: '0x1' })).resolves.toBe(
      'sent',
    )
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe('/e')
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'react-1.0.0',
    })
    expect(JSON.parse(request?.body ?? '')).toEqual({
      eventId: 'event-1',
      url: 'https://dapp.example/page',
      domain: 'dapp.example',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', address: '0x1' },
    })
  })

  it('SPEC §7: the modal-created event is skipped', async () => {
    await expect(client().sendEvent({ type: 'track', event: 'MODAL_CREATED' })).resolves.toBe('skipped')
    expect(server.requests).toHaveLength(0)
  })

  it('SPEC §7 / Principle 7: nothing is sent while the analytics feature is off', async () => {
    let enabled = false
    const analytics = client({ enabled: () => enabled })
    await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBe('disabled')
    await expect(analytics.sendError(new Error('x'))).resolves.toBe('disabled')
    expect(server.requests).toHaveLength(0)
    enabled = true
    await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
    expect(server.requests).toHaveLength(1)
  })

  it('SPEC §7: error telemetry is capped at 5 a minute', async () => {
    let time = 0
    const analytics = client({ now: () => time })
    const results = []
    for (let i = 0; i < 7; i++) results.push(await analytics.sendError(new Error(`e${i}`)))
    expect(results).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'rate-limited', 'rate-limited'])
    expect(server.requests).toHaveLength(5)
    expect(JSON.parse(server.requests[0]?.body ?? '').props).toMatchObject({
      type: 'error',
      errorMessage: 'e0',
    })
    time = 60_000
    await expect(analytics.sendError(new Error('later'))).resolves.toBe('sent')
  })

  it("SPEC §7: a 403 shows 'Invalid App Configuration' once", async () => {
    status = 403
    const onInvalidAppConfiguration = vi.fn()
    const onError = vi.fn()
    const analytics = client({ onInvalidAppConfiguration, onError })
    await expect(analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBe('failed')
    await analytics.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })
    await analytics.sendError(new Error('x'))
    expect(onInvalidAppConfiguration).toHaveBeenCalledTimes(1)
    expect(onError).toHaveBeenCalledTimes(3)
  })

  it('sends error telemetry to its own host when one is given', async () => {
    const errorHost = await startTestServer()
    errorHost.handle((_, response) => response.writeHead(202).end())
    try {
      await client({ errorBaseUrl: errorHost.baseUrl }).sendError(new Error('x'))
      expect(errorHost.requests).toHaveLength(1)
      expect(server.requests).toHaveLength(0)
    } finally {
      await errorHost.close()
    }
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { getJson, SDK_QUERY, startTestServices, withQuery } from '../test/services.js'

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices({ chains: [] })
})
afterAll(() => services.stop())
beforeEach(async () => {
  await fetch(`${services.url}/__test/events`, { method: 'DELETE' })
})

const event = {
  eventId: 'a1b2c3',
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: 1_700_000_000_000,
  props: {
    type: 'track',
    event: 'MODAL_OPEN',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    properties: { connected: false },
  },
}

const post = (body: unknown, params: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  fetch(withQuery(services.url, '/e', params), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const storedEvents = async () =>
  (
    await getJson<{ events: { projectId: string; st: string; sv: string; body: unknown }[] }>(
      `${services.url}/__test/events`,
    )
  ).body.events

describe('POST /e', () => {
  it('SPEC §7: stores the event body with its project id, sdk type and version', async () => {
    const response = await post(event)
    expect(response.status).toBe(202)
    expect(await storedEvents()).toEqual([{ ...SDK_QUERY, body: event, receivedAt: expect.any(Number) }])
  })

  it('stores error telemetry (type, event, errorType, errorMessage, stackTrace)', async () => {
    const telemetry = {
      ...event,
      props: {
        type: 'error',
        event: 'ERROR',
        errorType: 'TypeError',
        errorMessage: 'boom',
        stackTrace: 'at x',
      },
    }
    expect((await post(telemetry)).status).toBe(202)
    expect((await storedEvents())[0]!.body).toEqual(telemetry)
  })

  it('accepts a text/plain body, as a beacon sends it', async () => {
    const response = await post(JSON.stringify(event), {}, { 'content-type': 'text/plain;charset=UTF-8' })
    expect(response.status).toBe(202)
    expect(await storedEvents()).toHaveLength(1)
  })

  it('SPEC §7: an unknown project id is refused with 403 and nothing is stored', async () => {
    const response = await post(event, { projectId: 'unknown-project' })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: 'Unauthorized: invalid key' })
    expect(await storedEvents()).toEqual([])
  })

  it('refuses a body that breaks the shared schema, or is not JSON, with 400', async () => {
    expect((await post({ ...event, timestamp: 'yesterday' })).status).toBe(400)
    expect((await post('{not json')).status).toBe(400)
    expect(await storedEvents()).toEqual([])
  })

  it('GET /__test/events filters by project', async () => {
    await post(event)
    const other = await getJson<{ events: unknown[] }>(`${services.url}/__test/events?projectId=someone-else`)
    expect(other.body.events).toEqual([])
  })
})

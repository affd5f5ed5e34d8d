import {
  createHttpClient,
  HttpRequestError,
  InvalidResponseError,
  RequestAbortedError,
  RequestTimeoutError,
  SupportedChainsSchema,
} from '@gangway/api'
import { getFreePort } from '@gangway/testing/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import {
  injectFault,
  recordedRequests,
  resetTestHooks,
  SDK_QUERY,
  startTestServices,
} from '../test/services.js'

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices({ chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }] })
})
afterAll(() => services.stop())
beforeEach(() => resetTestHooks(services.url))

const client = (options: { retries?: number; timeout?: number } = {}) =>
  createHttpClient({ baseUrl: services.url, clientId: 'client-123', retryDelay: 10, ...options })

describe('createHttpClient against the services', () => {
  it('SPEC §7: GET appends the query params and the client id', async () => {
    const body = await client().get({
      path: 'v1/supported-chains',
      params: SDK_QUERY,
      schema: SupportedChainsSchema,
    })
    expect(body).toEqual({ http: ['eip155:1'], ws: [] })
    const [request] = await recordedRequests(services.url, '/v1/supported-chains')
    expect(request).toMatchObject({
      method: 'GET',
      query: { ...SDK_QUERY, clientId: 'client-123' },
      headers: expect.objectContaining({ accept: 'application/json' }),
    })
  })

  it('SPEC §7: POST, PUT and DELETE send JSON bodies', async () => {
    const event = {
      eventId: 'e1',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN' },
    }
    await expect(client().post({ path: '/e', params: SDK_QUERY, body: event })).resolves.toEqual({ ok: true })
    for (const method of ['put', 'delete'] as const) {
      await expect(client()[method]({ path: '/echo', body: { method } })).rejects.toThrow(
        'HTTP status code: 404',
      )
    }
    const posted = await recordedRequests(services.url, '/e')
    expect(posted[0]).toMatchObject({
      method: 'POST',
      headers: expect.objectContaining({ 'content-type': 'application/json' }),
    })
    expect(JSON.parse(posted[0]!.body!)).toEqual(event)
    const echoed = await recordedRequests(services.url, '/echo')
    expect(echoed.map((request) => [request.method, request.body])).toEqual([
      ['PUT', '{"method":"put"}'],
      ['DELETE', '{"method":"delete"}'],
    ])
  })

  it("SPEC §8: a non-ok answer throws 'HTTP status code: N' after the retries (SPEC §9: 2)", async () => {
    await injectFault(services.url, { route: '/v1/supported-chains', status: 500 })
    await expect(client().get({ path: 'v1/supported-chains', params: SDK_QUERY })).rejects.toThrow(
      'HTTP status code: 500',
    )
    expect(await recordedRequests(services.url, '/v1/supported-chains')).toHaveLength(3)
  })

  it('SPEC §9: a fault that fails once is retried and then succeeds', async () => {
    await injectFault(services.url, { route: '/v1/supported-chains', status: 503, times: 1 })
    const body = await client().get({
      path: 'v1/supported-chains',
      params: SDK_QUERY,
      schema: SupportedChainsSchema,
    })
    expect(body.http).toEqual(['eip155:1'])
    expect(await recordedRequests(services.url, '/v1/supported-chains')).toHaveLength(2)
  })

  it('a 4xx answer is not retried', async () => {
    await expect(client().get({ path: 'v1/supported-chains' })).rejects.toThrow('HTTP status code: 400')
    expect(await recordedRequests(services.url, '/v1/supported-chains')).toHaveLength(1)
  })

  it('a slow answer times out and is not retried', async () => {
    await injectFault(services.url, { route: '/v1/supported-chains', delayMs: 400 })
    const request = client({ timeout: 100 }).get({ path: 'v1/supported-chains', params: SDK_QUERY })
    await expect(request).rejects.toBeInstanceOf(RequestTimeoutError)
    expect(await recordedRequests(services.url, '/v1/supported-chains')).toHaveLength(1)
  })

  it('an abort stops the request', async () => {
    await injectFault(services.url, { route: '/v1/supported-chains', delayMs: 400 })
    const controller = new AbortController()
    const request = client().get({
      path: 'v1/supported-chains',
      params: SDK_QUERY,
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(), 50)
    await expect(request).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('a malformed body or one that breaks the schema is an InvalidResponseError', async () => {
    await injectFault(services.url, { route: '/v1/supported-chains', body: '{"http": [', times: 1 })
    await expect(client().get({ path: 'v1/supported-chains', params: SDK_QUERY })).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
    await injectFault(services.url, { route: '/v1/supported-chains', body: '{"http": "all"}', times: 1 })
    const schemaBroken = client().get({
      path: 'v1/supported-chains',
      params: SDK_QUERY,
      schema: SupportedChainsSchema,
    })
    await expect(schemaBroken).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('getBlob reads an image', async () => {
    const blob = await client().getBlob({ path: '/public/getTokenImage/GUSD' })
    expect(blob.type).toBe('image/svg+xml')
    expect(await blob.text()).toMatch(/^<svg/)
  })

  it('a server that is not there is an HttpRequestError after the retries', async () => {
    const closed = createHttpClient({ baseUrl: `http://127.0.0.1:${await getFreePort()}`, retryDelay: 10 })
    await expect(closed.get({ path: '/getWallets' })).rejects.toBeInstanceOf(HttpRequestError)
  })
})

import { HttpStatusError } from '@gangway/common'
import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { InvalidResponseError } from '../errors/invalid-response.js'
import { HttpRequestError, RequestAbortedError, RequestTimeoutError } from '../errors/request.js'
import { sendJson, startTestServer } from '../test/http-server.js'
import { createHttpClient } from './http-client.js'
import { newIdempotencyKey } from './idempotency-key.js'

const server = await startTestServer()
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

const client = createHttpClient({ baseUrl: server.baseUrl, clientId: 'client-1', headers: { 'x-sdk': 'gw' } })

describe('createHttpClient — JSON in and out (SPEC §7 generic HTTP client)', () => {
  it('SPEC §7: GET appends query params and the client id, and reads JSON', async () => {
    server.handle((_, response) => sendJson(response, { ok: true }))
    await expect(
      client.get({ path: '/v1/thing', params: { a: 1, list: ['x', 'y'], skipped: undefined } }),
    ).resolves.toEqual({ ok: true })
    const [request] = server.requests
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe('/v1/thing')
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      a: '1',
      list: 'x,y',
      clientId: 'client-1',
    })
    expect(request?.headers['x-sdk']).toBe('gw')
    expect(request?.headers.accept).toBe('application/json')
  })

  it.each(['post', 'put', 'delete'] as const)('SPEC §7: %s sends a JSON body', async (method) => {
    server.handle((request, response) => sendJson(response, { echo: JSON.parse(request.body) }))
    await expect(client[method]({ path: 'v1/thing', body: { n: 1 } })).resolves.toEqual({ echo: { n: 1 } })
    expect(server.requests[0]?.method).toBe(method.toUpperCase())
    expect(server.requests[0]?.headers['content-type']).toBe('application/json')
  })

  it('reads an empty answer as undefined', async () => {
    server.handle((_, response) => response.writeHead(204).end())
    await expect(client.post({ path: '/v1/revoke', body: {} })).resolves.toBeUndefined()
  })

  it('validates the answer with the schema given', async () => {
    const schema = v.object({ count: v.number() })
    server.handle((_, response) => sendJson(response, { count: 3, extra: 'dropped' }))
    await expect(client.get({ path: '/n', schema })).resolves.toEqual({ count: 3 })
    server.handle((_, response) => sendJson(response, { count: 'three' }))
    await expect(client.get({ path: '/n', schema })).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('raises InvalidResponseError for a body that is not JSON, without retrying', async () => {
    server.handle((_, response) => response.writeHead(200).end('<html>oops</html>'))
    await expect(client.get({ path: '/html' })).rejects.toBeInstanceOf(InvalidResponseError)
    expect(server.requests).toHaveLength(1)
  })

  it('getBlob returns the binary answer', async () => {
    server.handle((_, response) =>
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([1, 2, 3])),
    )
    const blob = await client.getBlob({ path: '/img' })
    expect(blob.type).toBe('image/png')
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3])
  })
})

describe('createHttpClient — failures and retries (SPEC §8, §9)', () => {
  it("SPEC §8: a non-ok status raises 'HTTP status code: N'", async () => {
    server.handle((_, response) => sendJson(response, { error: 'missing' }, 404))
    const error = await client.get({ path: '/missing' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).shortMessage).toBe('HTTP status code: 404')
    expect((error as HttpStatusError).status).toBe(404)
  })

  it.each([400, 401, 403, 404, 422])('never retries a %i answer', async (status) => {
    server.handle((_, response) => response.writeHead(status).end())
    await expect(client.get({ path: '/x' })).rejects.toBeInstanceOf(HttpStatusError)
    expect(server.requests).toHaveLength(1)
  })

  it('SPEC §9: retries a 5xx answer twice, 100 ms apart, then gives up', async () => {
    server.handle((_, response) => response.writeHead(503).end('Service Unavailable'))
    const started = performance.now()
    const error = await client.get({ path: '/down' }).catch((caught: unknown) => caught)
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
    expect(server.requests).toHaveLength(3)
    expect((error as HttpStatusError).shortMessage).toBe('HTTP status code: 503')
    expect((error as HttpStatusError).details).toContain('Service Unavailable')
  })

  it('SPEC §9: succeeds when a retry succeeds, and retries 429', async () => {
    let calls = 0
    server.handle((_, response) => {
      calls += 1
      if (calls === 1) response.writeHead(429).end()
      else if (calls === 2) response.writeHead(500).end()
      else sendJson(response, { ok: true })
    })
    await expect(client.get({ path: '/flaky' })).resolves.toEqual({ ok: true })
    expect(server.requests).toHaveLength(3)
  })

  it('retries network errors and then raises HttpRequestError', async () => {
    server.handle((_, response) => response.socket?.destroy())
    await expect(client.get({ path: '/reset' })).rejects.toBeInstanceOf(HttpRequestError)
    expect(server.requests).toHaveLength(3)
  })

  it('honours a per-client retry count', async () => {
    server.handle((_, response) => response.writeHead(500).end())
    const once = createHttpClient({ baseUrl: server.baseUrl, retries: 0 })
    await expect(once.get({ path: '/x' })).rejects.toBeInstanceOf(HttpStatusError)
    expect(server.requests).toHaveLength(1)
  })

  it('raises RequestTimeoutError when no answer comes in time, without retrying', async () => {
    server.handle((_, response) => {
      setTimeout(() => sendJson(response, { late: true }), 400)
    })
    const impatient = createHttpClient({ baseUrl: server.baseUrl, timeout: 50 })
    await expect(impatient.get({ path: '/slow' })).rejects.toBeInstanceOf(RequestTimeoutError)
    expect(server.requests).toHaveLength(1)
  })

  it("SPEC §8: aborting raises 'Request was aborted' and stops further attempts", async () => {
    server.handle((_, response) => {
      setTimeout(() => response.writeHead(500).end(), 30)
    })
    const controller = new AbortController()
    const pending = client.get({ path: '/abort', signal: controller.signal })
    // Abort during the pause after the first failed attempt.
    setTimeout(() => controller.abort(), 80)
    const error = await pending.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).shortMessage).toBe('Request was aborted')
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(server.requests).toHaveLength(1)
  })

  it('aborts a request in flight and does not start one with an aborted signal', async () => {
    server.handle((_, response) => {
      setTimeout(() => sendJson(response, {}), 500)
    })
    const controller = new AbortController()
    const pending = client.get({ path: '/abort', signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(client.get({ path: '/abort', signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
    expect(server.requests).toHaveLength(1)
  })
})

describe('createHttpClient — requests that act on the server (Idempotency-Key)', () => {
  const failing = {
    'a 503 answer': () => server.handle((_, response) => response.writeHead(503).end()),
    'a lost answer': () => server.handle((_, response) => response.socket?.destroy()),
  }

  it.each(Object.entries(failing))(
    'sends a POST, PUT or DELETE without a key once, after %s',
    async (_, fail) => {
      fail()
      for (const method of ['post', 'put', 'delete'] as const) {
        server.requests.length = 0
        await expect(client[method]({ path: '/v1/act', body: { n: 1 } })).rejects.toThrow()
        expect(server.requests).toHaveLength(1)
      }
    },
  )

  it.each(Object.entries(failing))(
    'retries a POST with a key after %s, sending the same key each time',
    async (_, fail) => {
      fail()
      await expect(
        client.post({ path: '/v1/act', body: { n: 1 }, idempotencyKey: 'call-1' }),
      ).rejects.toThrow()
      expect(server.requests.map((request) => request.headers['idempotency-key'])).toEqual([
        'call-1',
        'call-1',
        'call-1',
      ])
      expect(new Set(server.requests.map((request) => request.body))).toEqual(new Set(['{"n":1}']))
    },
  )

  it('answers with the retry that succeeds', async () => {
    let calls = 0
    server.handle((_, response) => {
      calls += 1
      if (calls === 1) response.socket?.destroy()
      else sendJson(response, { done: true })
    })
    await expect(client.post({ path: '/v1/act', body: {}, idempotencyKey: 'call-2' })).resolves.toEqual({
      done: true,
    })
    expect(server.requests).toHaveLength(2)
  })

  it('retries a read-only POST (a quote) without a key', async () => {
    failing['a 503 answer']()
    await expect(client.post({ path: '/v1/quote', body: {}, readOnly: true })).rejects.toThrow()
    expect(server.requests).toHaveLength(3)
    expect(server.requests[0]?.headers['idempotency-key']).toBeUndefined()
  })
})

describe('newIdempotencyKey', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

  it('makes a new random UUID per call', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey)
    expect(new Set(keys).size).toBe(50)
    for (const key of keys) expect(key).toMatch(UUID_V4)
  })

  it('still makes one where crypto.randomUUID is missing (a page on plain http)', () => {
    const { crypto } = globalThis
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    try {
      const keys = [newIdempotencyKey(), newIdempotencyKey()]
      expect(keys[0]).toMatch(UUID_V4)
      expect(keys[0]).not.toBe(keys[1])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

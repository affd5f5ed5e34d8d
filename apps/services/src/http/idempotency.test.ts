import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { openSqliteStorage } from '../storage/sqlite/index.js'
import type { Storage } from '../storage/types.js'
import { errorResponse, ServiceError } from './errors.js'
import {
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_STALE_MS,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotent,
} from './idempotency.js'

const opened: Storage[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((storage) => storage.close()))
})

/**
 * Two routes whose every run is a side effect (a counter), guarded the way the services' POSTs are. `answer`
 * decides each run's outcome; `clock` is the middleware's time.
 */
function harness(answer: (run: number, body: unknown) => Promise<Response> | Response = jsonAnswer) {
  const storage = openSqliteStorage(':memory:')
  opened.push(storage)
  const clock = { now: 1_000_000 }
  const runs = { a: 0, b: 0 }
  const app = new Hono()
  for (const route of ['a', 'b'] as const) {
    app.post(`/${route}/:id`, idempotent(storage.idempotency, { route, now: () => clock.now }), async (c) =>
      answer(++runs[route], await c.req.json()),
    )
  }
  app.onError((error, c) => errorResponse(c, error, () => {}))
  const send = (path: string, body: unknown, key?: string) =>
    app.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    })
  return { send, runs, clock }
}

function jsonAnswer(run: number): Response {
  return Response.json({ run }, { status: 201 })
}

async function read(response: Response) {
  return {
    status: response.status,
    replayed: response.headers.get(IDEMPOTENT_REPLAYED_HEADER),
    body: (await response.json()) as unknown,
  }
}

describe('idempotent()', () => {
  it('runs a request without a key every time (no idempotency asked for)', async () => {
    const { send, runs } = harness()
    await send('/a/1', { x: 1 })
    await send('/a/1', { x: 1 })
    expect(runs.a).toBe(2)
  })

  it('answers a repeat with the stored status and body, marked replayed, and runs it once', async () => {
    const { send, runs } = harness()
    const first = await read(await send('/a/1?projectId=p', { x: 1 }, 'key-1'))
    const again = await read(await send('/a/1?projectId=p', { x: 1 }, 'key-1'))
    expect(first).toEqual({ status: 201, replayed: null, body: { run: 1 } })
    expect(again).toEqual({ status: 201, replayed: 'true', body: { run: 1 } })
    expect(runs.a).toBe(1)
  })

  it('refuses the key with another body, path or query: 422', async () => {
    const { send, runs } = harness()
    await send('/a/1?projectId=p', { x: 1 }, 'key-1')
    for (const response of [
      await send('/a/1?projectId=p', { x: 2 }, 'key-1'),
      await send('/a/2?projectId=p', { x: 1 }, 'key-1'),
      await send('/a/1?projectId=p&extra=1', { x: 1 }, 'key-1'),
    ]) {
      expect(await read(response)).toEqual({
        status: 422,
        replayed: null,
        body: { message: IDEMPOTENCY_MESSAGES.reused },
      })
    }
    expect(runs.a).toBe(1)
  })

  it('answers 409 to a repeat while the first request still runs, and replays once it has answered', async () => {
    let finish: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      finish = resolve
    })
    const { send, runs } = harness(async (run) => {
      await gate
      return jsonAnswer(run)
    })
    const first = send('/a/1', { x: 1 }, 'key-1')
    // Let the first request claim the key before the second arrives.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await read(await send('/a/1', { x: 1 }, 'key-1'))).toEqual({
      status: 409,
      replayed: null,
      body: { message: IDEMPOTENCY_MESSAGES.running },
    })
    finish()
    expect((await first).status).toBe(201)
    expect((await read(await send('/a/1', { x: 1 }, 'key-1'))).replayed).toBe('true')
    expect(runs.a).toBe(1)
  })

  it('keeps keys apart per route and per project', async () => {
    const { send, runs } = harness()
    await send('/a/1?projectId=p', { x: 1 }, 'shared')
    expect((await read(await send('/b/1?projectId=p', { x: 1 }, 'shared'))).replayed).toBeNull()
    expect((await read(await send('/a/1?projectId=q', { x: 1 }, 'shared'))).replayed).toBeNull()
    expect(runs).toEqual({ a: 2, b: 1 })
  })

  it('stores a refusal (4xx) as it stores a success: the same request gets the same answer', async () => {
    const { send, runs } = harness((run) => Response.json({ message: `no ${run}` }, { status: 409 }))
    await send('/a/1', { x: 1 }, 'key-1')
    expect(await read(await send('/a/1', { x: 1 }, 'key-1'))).toEqual({
      status: 409,
      replayed: 'true',
      body: { message: 'no 1' },
    })
    expect(runs.a).toBe(1)
  })

  it('does not store a server error or a thrown error: the retry runs the request again', async () => {
    const { send, runs } = harness((run) => {
      if (run === 1) return Response.json({ message: 'busy' }, { status: 503 })
      if (run === 2) throw new Error('the node did not answer')
      if (run === 3) throw new ServiceError(429, 'slow down')
      return jsonAnswer(run)
    })
    expect((await send('/a/1', { x: 1 }, 'key-1')).status).toBe(503)
    expect((await send('/a/1', { x: 1 }, 'key-1')).status).toBe(500)
    expect((await send('/a/1', { x: 1 }, 'key-1')).status).toBe(429)
    expect(await read(await send('/a/1', { x: 1 }, 'key-1'))).toEqual({
      status: 201,
      replayed: null,
      body: { run: 4 },
    })
    expect((await read(await send('/a/1', { x: 1 }, 'key-1'))).body).toEqual({ run: 4 })
    expect(runs.a).toBe(4)
  })

  it('forgets a key after 24 hours', async () => {
    const { send, runs, clock } = harness()
    await send('/a/1', { x: 1 }, 'key-1')
    clock.now += IDEMPOTENCY_TTL_MS - 1
    expect((await read(await send('/a/1', { x: 1 }, 'key-1'))).replayed).toBe('true')
    clock.now += 1
    expect((await read(await send('/a/1', { x: 1 }, 'key-1'))).replayed).toBeNull()
    expect(runs.a).toBe(2)
  })

  it('lets a repeat run again when the first request was left running by a stopped process', async () => {
    const { send, runs, clock } = harness(() => new Promise<Response>(() => {}))
    void send('/a/1', { x: 1 }, 'key-1')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect((await send('/a/1', { x: 1 }, 'key-1')).status).toBe(409)
    clock.now += IDEMPOTENCY_STALE_MS
    void send('/a/1', { x: 1 }, 'key-1')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(runs.a).toBe(2)
  })

  it('refuses a key that is empty, too long or not printable ASCII: 400', async () => {
    const { send, runs } = harness()
    for (const key of ['', 'k'.repeat(256), 'clé', 'tab\there']) {
      const response = await send('/a/1', { x: 1 }, key)
      expect(await read(response)).toEqual({
        status: 400,
        replayed: null,
        body: { message: IDEMPOTENCY_MESSAGES.invalidKey },
      })
    }
    expect((await send('/a/1', { x: 1 }, `${'k'.repeat(254)}~`)).status).toBe(201)
    expect(runs.a).toBe(1)
  })
})

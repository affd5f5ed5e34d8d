import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { IdempotencyStore } from '../storage/types.js'
import { ServiceError } from './errors.js'

/** The request header a client sends to make a POST safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
/** Set on an answer that repeats the stored one instead of running the request again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'
/** How long a key answers its repeats. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
/** A first request still marked running after this long died with its process; a repeat may run it again. */
export const IDEMPOTENCY_STALE_MS = 60 * 1000

/** 1 to 255 printable ASCII characters (space to tilde). */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Invalid Idempotency-Key: 1 to 255 printable ASCII characters',
  reused: 'Idempotency-Key reused with a different request',
  running: 'A request with this Idempotency-Key is still running',
} as const

export interface IdempotencyOptions {
  /** Names the route in the key's scope, so one key on two routes is two entries. */
  route: string
  now?: () => number
}

/**
 * Makes a POST that creates or changes something safe to retry (the IETF Idempotency-Key header draft). Without
 * the header the request simply runs. With it, the first request's status and body are stored for 24 h under
 * (route, project id, key); a repeat of the same request answers them again with `Idempotent-Replayed: true`,
 * one with another body (or path, or query) is a 422, and one while the first still runs a 409. A server error
 * (5xx, 429) is not stored: it did not answer for good, so a retry runs the request again.
 */
export function idempotent(store: IdempotencyStore, options: IdempotencyOptions): MiddlewareHandler {
  const now = options.now ?? Date.now
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER)
    if (key === undefined) return next()
    if (!KEY_PATTERN.test(key)) throw new ServiceError(400, IDEMPOTENCY_MESSAGES.invalidKey)
    const scope = `${options.route}\n${c.req.query('projectId') ?? ''}`
    const fingerprint = await fingerprintOf(c)
    const claim = await store.claim(
      { scope, key, fingerprint },
      { now: now(), ttlMs: IDEMPOTENCY_TTL_MS, staleMs: IDEMPOTENCY_STALE_MS },
    )
    if (claim.state === 'mismatch') throw new ServiceError(422, IDEMPOTENCY_MESSAGES.reused)
    if (claim.state === 'running') throw new ServiceError(409, IDEMPOTENCY_MESSAGES.running)
    if (claim.state === 'done') {
      const { status, contentType, body } = claim.response
      const headers: Record<string, string> = { [IDEMPOTENT_REPLAYED_HEADER]: 'true' }
      if (contentType) headers['Content-Type'] = contentType
      return c.body(body, status as ContentfulStatusCode, headers)
    }
    try {
      await next()
    } catch (error) {
      await store.release(scope, key)
      throw error
    }
    const { status, headers } = c.res
    if (status >= 500 || status === 429) return store.release(scope, key)
    await store.complete(scope, key, {
      status,
      contentType: headers.get('Content-Type'),
      body: await c.res.clone().text(),
    })
  }
}

/** What a repeat must ask exactly: the method, the path with its query, and the body's bytes. */
async function fingerprintOf(c: Context): Promise<string> {
  const url = new URL(c.req.url)
  const body = Buffer.from(await c.req.raw.clone().arrayBuffer())
  return createHash('sha256')
    .update(`${c.req.method} ${url.pathname}${url.search}\n`)
    .update(body)
    .digest('hex')
}

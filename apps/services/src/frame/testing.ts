// Test helpers for the frame backend: a services instance with its own SMTP sink on free ports, a clock the
// test moves, and readers of the mail the sink received (through `/__test/mail`, as the sandbox reads it).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import type { ChainConfig } from '../config.js'
import type { RunningServices } from '../server.js'
import { getJson, startTestServices } from '../test/services.js'
import type { FrameServiceOptions } from './config.js'
import type { SessionTokens } from './sessions.js'
import type { ReceivedMail } from './smtp-sink.js'
import { DpopKey, type DpopSession, dpopHeaders } from './testing-dpop.js'

export interface FrameTestBed {
  services: RunningServices
  /** Moves the frame backend's clock. */
  advance(ms: number): void
  /** The frame backend's clock, epoch milliseconds. */
  now(): number
}

/**
 * Each test bed's clock by its URL: the helpers below date their proofs by it (a proof more than 60 s off
 * the services' clock is refused), so a test that moves the clock needs not pass it around.
 */
const clocks = new Map<string, () => number>()
const secondsAt = (base: string): number =>
  Math.floor((clocks.get(new URL(base).origin) ?? Date.now)() / 1000)

/**
 * `dbPath`: a database file the test can read (default in memory). `frozen`: the clock moves only when the test advances it, for assertions on exact times left (a loaded machine
 * spends real seconds between two requests). `chains`: EVM chains for the public `/v1` routes (default none).
 */
export async function startFrameTestBed(
  options: FrameServiceOptions = {},
  { frozen = false, dbPath, chains = [] }: { frozen?: boolean; dbPath?: string; chains?: ChainConfig[] } = {},
): Promise<FrameTestBed> {
  let offset = 0
  const start = Date.now()
  const now = () => (frozen ? start : Date.now()) + offset
  const services = await startTestServices({
    chains,
    ...(dbPath === undefined ? {} : { dbPath }),
    frame: { ...options, smtp: { sink: true, port: 0 }, now },
  })
  clocks.set(new URL(services.url).origin, now)
  return { services, advance: (ms) => (offset += ms), now }
}

/** A test bed shared by a file's tests; `base` is its URL. */
export interface SharedFrameTestBed extends FrameTestBed {
  readonly base: string
}

/** Call at the top of a test file: starts a test bed before its tests and stops it after them. */
export function useFrameTestBed(...args: Parameters<typeof startFrameTestBed>): SharedFrameTestBed {
  let bed: FrameTestBed | undefined
  beforeAll(async () => {
    bed = await startFrameTestBed(...args)
  })
  afterAll(() => bed?.services.stop())
  const started = (): FrameTestBed => {
    if (!bed) throw new Error('The frame test bed starts in beforeAll: use it inside a test')
    return bed
  }
  return {
    get services() {
      return started().services
    },
    get base() {
      return started().services.url
    },
    advance: (ms) => started().advance(ms),
    now: () => started().now(),
  }
}

/** A fresh address per test, so cooldowns and mail do not leak between tests. */
export const freshEmail = (label = 'user'): string => `${label}.${randomUUID().slice(0, 8)}@example.com`
export const freshDevice = (): string => `device-${randomUUID()}`

export async function mailTo(base: string, to: string): Promise<ReceivedMail[]> {
  const url = new URL('/__test/mail', base)
  url.searchParams.set('to', to)
  return (await getJson<{ messages: ReceivedMail[] }>(url.toString())).body.messages
}

/** The newest mail to `to` once there are `count` of them (sending is awaited by the routes; this is a guard). */
export async function newestMail(base: string, to: string, count = 1): Promise<ReceivedMail> {
  for (let tries = 0; tries < 50; tries++) {
    const messages = await mailTo(base, to)
    if (messages.length >= count) return messages[0]!
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`No mail #${count} to ${to}`)
}

/** The headers of a request under `auth` (a key-bound session), its proof dated by the test bed's clock. */
export function authHeaders(
  base: string,
  auth: Pick<DpopSession, 'key' | 'accessToken'>,
  method: string,
  path: string,
): Promise<Record<string, string>> {
  return dpopHeaders(auth, method, new URL(path, base).toString(), { iat: secondsAt(base) })
}

/** POSTs JSON to the frame API, under a session when given. */
export async function post<T = Record<string, unknown>>(
  base: string,
  path: string,
  body: unknown,
  auth?: Pick<DpopSession, 'key' | 'accessToken'>,
): Promise<{ status: number; body: T }> {
  return getJson<T>(new URL(path, base).toString(), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(auth ? await authHeaders(base, auth, 'POST', path) : {}),
    },
    body: JSON.stringify(body),
  })
}

/** The `DPoP` header of a sign-in step (`POST path`, no access token) by `key`, dated by the test bed's clock. */
export async function signInProof(base: string, key: DpopKey, path: string): Promise<{ DPoP: string }> {
  return {
    DPoP: await key.proof({ method: 'POST', url: new URL(path, base).toString(), iat: secondsAt(base) }),
  }
}

/** POSTs a step of an e-mail login as the frame bound to `key` does: with a fresh sign-in proof by it. */
export async function postAs<T = Record<string, unknown>>(
  base: string,
  path: string,
  body: unknown,
  key: DpopKey,
): Promise<{ status: number; body: T }> {
  return getJson<T>(new URL(path, base).toString(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await signInProof(base, key, path)) },
    body: JSON.stringify(body),
  })
}

export async function session(base: string, auth: Pick<DpopSession, 'key' | 'accessToken'>) {
  return getJson<{ user?: { id: string; email: string; addresses: string[] }; message?: string }>(
    new URL('/frame/v1/session', base).toString(),
    { headers: await authHeaders(base, auth, 'GET', '/frame/v1/session') },
  )
}

/** Rotates the session's tokens as the frame does; on success `auth` holds the new ones. */
export async function refresh(
  base: string,
  auth: DpopSession,
): Promise<{ status: number; body: { session?: SessionTokens; message?: string } }> {
  const url = new URL('/frame/v1/session/refresh', base).toString()
  const proof = await auth.key.proof({ method: 'POST', url, iat: secondsAt(base) })
  const answer = await getJson<{ session?: SessionTokens; message?: string }>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', DPoP: proof },
    body: JSON.stringify({ refreshToken: auth.refreshToken }),
  })
  if (answer.body.session) {
    auth.accessToken = answer.body.session.accessToken
    auth.refreshToken = answer.body.session.refreshToken
  }
  return answer
}

/**
 * Approves a device as the user's click on the link's page does: posts the link's token to the link's path
 * (opening the link alone approves nothing).
 */
export function approve(link: string): Promise<Response> {
  const url = new URL(link)
  const token = url.searchParams.get('token') ?? ''
  return fetch(new URL(url.pathname, url), { method: 'POST', body: new URLSearchParams({ token }) })
}

/** What a sign-in completion answers. */
export interface SignedIn<TUser = { id: string; email: string; addresses: string[] }> {
  user: TUser
  session: SessionTokens
}

/** The session of a sign-in completion, with the key it is bound to, as the frame keeps it. */
export const sessionOf = (key: DpopKey, { session: tokens }: SignedIn<unknown>): DpopSession => ({
  key,
  accessToken: tokens.accessToken,
  refreshToken: tokens.refreshToken,
})

/**
 * Signs in through the whole flow (new device, approval link, code) as the frame does, bound to `key` (a new
 * one by default) from the connect on, and returns the answer and `auth`, the session as the frame keeps it.
 */
export async function signIn(base: string, email: string, deviceId = freshDevice(), key?: DpopKey) {
  const frameKey = key ?? (await DpopKey.create())
  const connect = await post(base, '/frame/v1/email/connect', { email, deviceId, bindingKey: frameKey.jwk })
  if (connect.body.action !== 'VERIFY_DEVICE') throw new Error(`connect: ${JSON.stringify(connect.body)}`)
  const approval = await newestMail(base, email)
  const approved = await approve(approval.links[0]!)
  if (approved.status !== 200) throw new Error(`approve: ${approved.status}`)
  await postAs(base, '/frame/v1/email/device-status', { email, deviceId }, frameKey)
  const codeMail = await newestMail(base, email, 2)
  const verify = await postAs<SignedIn>(
    base,
    '/frame/v1/email/verify',
    { email, deviceId, otp: codeMail.code, bindingKey: frameKey.jwk },
    frameKey,
  )
  if (verify.status !== 200) throw new Error(`verify: ${JSON.stringify(verify.body)}`)
  return { deviceId, ...verify.body, auth: sessionOf(frameKey, verify.body) }
}

/** Signs out; the status (204, or 401 for a session already revoked or expired). */
export async function signOut(base: string, auth: Pick<DpopSession, 'key' | 'accessToken'>): Promise<number> {
  const response = await fetch(new URL('/frame/v1/sign-out', base), {
    method: 'POST',
    headers: await authHeaders(base, auth, 'POST', '/frame/v1/sign-out'),
  })
  return response.status
}

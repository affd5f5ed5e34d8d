// Test helpers for the frame backend: a services instance with its own SMTP sink on free ports, a clock the
// test moves, and readers of the mail the sink received (through `/__test/mail`, as the sandbox reads it).
import { randomUUID } from 'node:crypto'
import type { RunningServices } from '../server.js'
import { getJson, startTestServices } from '../test/services.js'
import type { FrameServiceOptions } from './config.js'
import type { ReceivedMail } from './smtp-sink.js'

export interface FrameTestBed {
  services: RunningServices
  /** Moves the frame backend's clock. */
  advance(ms: number): void
}

/**
 * `frozen`: the clock moves only when the test advances it, for assertions on exact times left (a loaded machine
 * spends real seconds between two requests).
 */
export async function startFrameTestBed(
  options: FrameServiceOptions = {},
  { frozen = false }: { frozen?: boolean } = {},
): Promise<FrameTestBed> {
  let offset = 0
  const start = Date.now()
  const services = await startTestServices({
    chains: [],
    frame: { ...options, smtp: { sink: true, port: 0 }, now: () => (frozen ? start : Date.now()) + offset },
  })
  return { services, advance: (ms) => (offset += ms) }
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

/** POSTs JSON to the frame API, with a session token when given. */
export function post<T = Record<string, unknown>>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  return getJson<T>(new URL(path, base).toString(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
}

export function session(base: string, token: string) {
  return getJson<{ user?: { id: string; email: string; addresses: string[] }; message?: string }>(
    new URL('/frame/v1/session', base).toString(),
    { headers: { Authorization: `Bearer ${token}` } },
  )
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

/** Signs in through the whole flow (new device, approval link, code) and returns the session token. */
export async function signIn(base: string, email: string, deviceId = freshDevice()) {
  const connect = await post(base, '/frame/v1/email/connect', { email, deviceId })
  if (connect.body.action !== 'VERIFY_DEVICE') throw new Error(`connect: ${JSON.stringify(connect.body)}`)
  const approval = await newestMail(base, email)
  const approved = await approve(approval.links[0]!)
  if (approved.status !== 200) throw new Error(`approve: ${approved.status}`)
  await post(base, '/frame/v1/email/device-status', { email, deviceId })
  const codeMail = await newestMail(base, email, 2)
  const verify = await post<{
    sessionToken: string
    user: { id: string; email: string; addresses: string[] }
  }>(base, '/frame/v1/email/verify', { email, deviceId, otp: codeMail.code })
  if (verify.status !== 200) throw new Error(`verify: ${JSON.stringify(verify.body)}`)
  return { deviceId, ...verify.body }
}

/** Signs out; the status (204 even for a token already revoked, so sign-out is idempotent). */
export async function signOut(base: string, token: string): Promise<number> {
  const response = await fetch(new URL('/frame/v1/sign-out', base), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  return response.status
}

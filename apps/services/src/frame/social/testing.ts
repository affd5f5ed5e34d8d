// Test helpers for sign-in through another service: calls made as the frame page makes them, from its origin.
import { getJson } from '../../test/services.js'
import { DEFAULT_FRAME_ORIGINS } from '../config.js'
import type { DpopKey } from '../testing-dpop.js'

/** The frame page's origin the services allow by default. */
export const FRAME_ORIGIN = DEFAULT_FRAME_ORIGINS[0]!

/** A JSON call to the services with `Origin` as a browser sets it (the frame origin unless told). */
export function fromFrame<T = Record<string, unknown>>(
  base: string,
  path: string,
  options: { body?: unknown; origin?: string | null; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const { body, origin = FRAME_ORIGIN, token } = options
  const headers: Record<string, string> = { ...options.headers }
  if (origin !== null) headers.Origin = origin
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`
  return getJson<T>(new URL(path, base).toString(), {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

/** Where the provider's authorization page sends the browser (it signs in at once: no page to click). */
export async function followAuthorization(uri: string, loginHint?: string): Promise<string> {
  const url = new URL(uri)
  if (loginHint) url.searchParams.set('login_hint', loginHint)
  const response = await fetch(url, { redirect: 'manual' })
  const location = response.headers.get('location')
  if (response.status !== 302 || !location) throw new Error(`authorize: HTTP ${response.status}`)
  return location
}

/** The `DPoP` header a sign-in completion carries: a fresh proof by `key` for `POST path`, no access token. */
export async function completionProof(key: DpopKey, base: string, path: string): Promise<{ DPoP: string }> {
  return { DPoP: await key.proof({ method: 'POST', url: new URL(path, base).toString() }) }
}

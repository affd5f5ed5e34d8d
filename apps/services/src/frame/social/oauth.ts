import { createHash, randomBytes } from 'node:crypto'
import { ServiceError } from '../../http/errors.js'
import type { SocialProvider, SocialProviderConfig } from './config.js'

/** How long a provider may take to answer one call. */
const PROVIDER_TIMEOUT_MS = 10_000
/** A provider's error text is shown to the user: kept short. */
const MAX_ERROR_LENGTH = 160

/** RFC 7636 §4.1: 32 random bytes, base64url — 43 characters of the unreserved set. */
export function randomCodeVerifier(): string {
  return randomBytes(32).toString('base64url')
}

/** RFC 7636 §4.2: S256, BASE64URL(SHA256(ASCII(code_verifier))). */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url')
}

/** The provider's authorization URL for this request (its own query parameters kept). */
export function authorizationUri(
  config: SocialProviderConfig,
  request: { redirectUri: string; state: string; codeVerifier: string },
): string {
  const uri = new URL(config.authorizationUrl)
  const params = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: request.redirectUri,
    scope: config.scope,
    state: request.state,
    code_challenge: codeChallengeOf(request.codeVerifier),
    code_challenge_method: 'S256',
  }
  for (const [name, value] of Object.entries(params)) uri.searchParams.set(name, value)
  return uri.toString()
}

/** RFC 6749 §2.3.1: the client id and secret are form-encoded, then joined for HTTP Basic. */
function basicAuth(clientId: string, secret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(secret)}`).toString('base64')}`
}

function unreachable(provider: SocialProvider): ServiceError {
  return new ServiceError(502, `The ${provider} sign-in service did not answer: try again later`)
}

/** A call to the provider; a network failure or timeout is the gateway's failure (502). */
async function call(provider: SocialProvider, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
  } catch {
    throw unreachable(provider)
  }
}

async function jsonOf(response: Response): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await response.json().catch(() => undefined)
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined
}

/** RFC 6749 §5.2: `error_description`, else `error`. */
function errorText(body: Record<string, unknown> | undefined, status: number): string {
  const text = [body?.error_description, body?.error].find((value) => typeof value === 'string')
  return typeof text === 'string' && text !== '' ? text.slice(0, MAX_ERROR_LENGTH) : `HTTP ${status}`
}

/**
 * RFC 6749 §4.1.3 with RFC 7636 §4.5: the code and the verifier, form-encoded. A refusal (4xx) is the
 * caller's problem (400: a used or foreign code, a wrong verifier); a failing provider is a 502.
 */
export async function exchangeCode(
  provider: SocialProvider,
  config: SocialProviderConfig,
  grant: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
  })
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
  }
  // A confidential client authenticates with HTTP Basic; a public one names itself in the form.
  if (config.clientSecret) headers.Authorization = basicAuth(config.clientId, config.clientSecret)
  else form.set('client_id', config.clientId)
  const response = await call(provider, config.tokenUrl, { method: 'POST', headers, body: form })
  const body = await jsonOf(response)
  if (response.status >= 400 && response.status < 500) {
    throw new ServiceError(400, `Sign-in with ${provider} failed: ${errorText(body, response.status)}`)
  }
  const accessToken = body?.access_token
  if (!response.ok || typeof accessToken !== 'string' || accessToken === '') throw unreachable(provider)
  return accessToken
}

/** The provider's user info, read with the access token (any failure is the provider's: 502). */
export async function readUserinfo(
  provider: SocialProvider,
  config: SocialProviderConfig,
  accessToken: string,
): Promise<Record<string, unknown>> {
  const response = await call(provider, config.userinfoUrl, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  })
  const body = await jsonOf(response)
  if (!response.ok || !body) throw unreachable(provider)
  return body
}

export interface SocialProfile {
  subject: string
  userName: string | null
  email: string | null
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/**
 * The account in a user info answer: OIDC claims (`sub`, `preferred_username`, `name`, `email`), or the
 * provider's own user object where it has no OIDC (`id` and `login` at GitHub, `username` at Discord, X's
 * `data` wrapper). Undefined without a stable id.
 */
export function profileOf(userinfo: Record<string, unknown>): SocialProfile | undefined {
  const claims =
    typeof userinfo.data === 'object' && userinfo.data !== null && !('sub' in userinfo)
      ? (userinfo.data as Record<string, unknown>)
      : userinfo
  const id = claims.sub ?? claims.id
  const subject = typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : text(id)
  if (!subject) return undefined
  const email = text(claims.email)?.toLowerCase() ?? null
  const userName =
    text(claims.preferred_username) ??
    text(claims.login) ??
    text(claims.username) ??
    text(claims.name) ??
    email
  return { subject, userName: userName ?? null, email }
}

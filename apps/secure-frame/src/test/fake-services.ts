import { base64urlnopad } from '@scure/base'
import { jwkThumbprint } from '../keys/binding-key.js'
import type { FetchLike } from '../services/client.js'
import { isPublicJwk, verifyProof } from './dpop-verifier.js'
import { createFakeWallets, keyRoute, listedAddresses } from './fake-key-routes.js'
import { type PublicFacts, publicRoute } from './fake-public-routes.js'

/** One call the frame made, as the stand-in saw it. */
export interface SeenCall {
  method: string
  path: string
  body: unknown
  /** The `Authorization` header as sent. */
  authorization: string | undefined
  /** The `DPoP` header as sent. */
  proof: string | undefined
  /** The status the stand-in answered. */
  status: number
}

interface User {
  email: string | null
  userName?: string
  userId: string
}

/** One sign-in's session family: every access and refresh token it rotates through. */
interface Family {
  user: User
  jkt: string
  refreshExpiresAt: number
  revoked: boolean
}

export const ACCESS_LIFETIME_MS = 10 * 60_000
export const REFRESH_LIFETIME_MS = 7 * 24 * 60 * 60_000
const EXPIRED = { message: 'Session expired: sign in again' }
const UNKNOWN_SOCIAL = { message: 'Unknown, used or expired sign-in: start again' }
const UNKNOWN_FARCASTER = { message: 'Unknown or expired Farcaster sign-in: start again' }
const UNKNOWN_DEVICE = { message: 'Unknown device: connect the e-mail first' }
const NOT_APPROVED = { message: 'This device is not approved' }

/** Waits until `signal` aborts, then fails as fetch does; forever without one. */
const stall = (signal: AbortSignal | null | undefined) =>
  new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))

/** The callback URL the provider sends the browser to for a sign-in started at `authorizationUri`. */
export function socialCallback(authorizationUri: string): string {
  const state = new URL(authorizationUri).searchParams.get('state') ?? ''
  return `http://localhost:8790/social-callback.html?code=c1&state=${state}`
}

/**
 * An in-memory stand-in of the frame's backend contract (apps/services `/frame/v1`: sessions
 * bound to the frame's key, DPoP proofs, rotating refresh), behind a `fetch`. It checks every proof as the
 * services do, so a frame that sends a wrong one fails here. These tests are about the frame's side.
 */
export function createFakeServices(options: { allowedOrigins?: string[]; now?: () => number } = {}) {
  const calls: SeenCall[] = []
  const approvedDevices = new Set<string>()
  const families: Family[] = []
  const accessTokens = new Map<string, { family: Family; expiresAt: number }>()
  const refreshTokens = new Map<string, { family: Family; spent: boolean }>()
  const seenProofs = new Set<string>()
  /** Pending social states and Farcaster channels: the thumbprint of the key that started each. */
  const socialStates = new Map<string, string>()
  const farcasterChannels = new Map<string, string>()
  /** Pending e-mail logins by `email/deviceId`: the thumbprint of the key the latest connect named. */
  const emailLogins = new Map<string, string>()
  const wallets = createFakeWallets()
  const fake = {
    calls,
    otp: '123456',
    now: options.now ?? (() => Date.now()),
    /** Device status polls that answer `approved: false` before the device counts as approved. */
    pollsBeforeApproval: 0,
    cooldownSeconds: 0,
    /** Farcaster connects answered 408 before the visitor approves. */
    farcasterWaits: 0,
    /** Each user's auth share, sealed recovery shares and legacy envelope (test/fake-key-routes.ts). */
    wallets,
    families,
    approveDevice: (email: string, deviceId: string) => approvedDevices.add(`${email}/${deviceId}`),
    /** Revokes every session family (what the operator or a reuse detection does). */
    revokeAll: () => {
      for (const family of families) family.revoked = true
    },
    /** The public `/v1` routes' prices and tokens (test/fake-public-routes.ts). */
    publicFacts: { nativePrices: {}, tokenMetadata: {} } as PublicFacts,
    /** Paths that never answer: the caller only gets its abort (a services route that hangs). */
    stalled: undefined as RegExp | undefined,
    fetch: undefined as unknown as FetchLike,
  }

  const json = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })

  const token = () => base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))

  function issue(family: Family) {
    const accessToken = token()
    const refreshToken = token()
    const accessExpiresAt = fake.now() + ACCESS_LIFETIME_MS
    accessTokens.set(accessToken, { family, expiresAt: accessExpiresAt })
    refreshTokens.set(refreshToken, { family, spent: false })
    return { accessToken, refreshToken, accessExpiresAt, refreshExpiresAt: family.refreshExpiresAt }
  }

  async function signIn(body: Record<string, unknown>, user: Omit<User, 'userId'>, userId: string) {
    if (!isPublicJwk(body.bindingKey)) return json(400, { message: 'Invalid binding key' })
    const family: Family = {
      user: { ...user, userId },
      jkt: await jwkThumbprint(body.bindingKey),
      refreshExpiresAt: fake.now() + REFRESH_LIFETIME_MS,
      revoked: false,
    }
    families.push(family)
    return json(200, {
      user: { id: userId, ...user, addresses: listedAddresses(wallets, userId) },
      session: issue(family),
    })
  }

  /**
   * A social or Farcaster completion finishes only the sign-in its key started: the body's `bindingKey` and a
   * fresh proof by it (no `ath`) must both be that key. False otherwise; the sign-in is left pending.
   */
  async function completesFlow(
    jkt: string | undefined,
    url: URL,
    headers: Headers,
    body: Record<string, unknown>,
  ): Promise<boolean> {
    if (!jkt || !isPublicJwk(body.bindingKey) || (await jwkThumbprint(body.bindingKey)) !== jkt) return false
    return provesKey(jkt, url, headers)
  }

  /** A fresh, unused proof by the key `jkt` for `POST url`, no `ath` (an e-mail poll, a sign-in step). */
  async function provesKey(jkt: string | undefined, url: URL, headers: Headers): Promise<boolean> {
    if (!jkt) return false
    const proved = await verifyProof({
      method: 'POST',
      url: url.href,
      proof: headers.get('DPoP'),
      now: fake.now(),
      seen: seenProofs,
    })
    return proved === jkt
  }

  /** A flow's start: its key's thumbprint, or undefined when the body has no valid `bindingKey`. */
  const startKey = async (body: Record<string, unknown>) =>
    isPublicJwk(body.bindingKey) ? jwkThumbprint(body.bindingKey) : undefined

  /** The session of an authenticated call: `Authorization: DPoP` and a valid proof by its key, or nothing. */
  async function sessionOf(method: string, url: URL, headers: Headers): Promise<Family | undefined> {
    const accessToken = /^DPoP (\S+)$/.exec(headers.get('Authorization') ?? '')?.[1]
    const access = accessToken ? accessTokens.get(accessToken) : undefined
    if (!accessToken || !access || access.family.revoked || access.expiresAt <= fake.now()) return undefined
    const jkt = await verifyProof({
      method,
      url: url.href,
      proof: headers.get('DPoP'),
      accessToken,
      now: fake.now(),
      seen: seenProofs,
    })
    return jkt === access.family.jkt ? access.family : undefined
  }

  async function refresh(url: URL, headers: Headers, body: Record<string, unknown>): Promise<Response> {
    const stored = typeof body.refreshToken === 'string' ? refreshTokens.get(body.refreshToken) : undefined
    if (!stored) return json(401, EXPIRED)
    const { family } = stored
    const jkt = await verifyProof({
      method: 'POST',
      url: url.href,
      proof: headers.get('DPoP'),
      now: fake.now(),
      seen: seenProofs,
    })
    if (jkt !== family.jkt) return json(401, EXPIRED)
    // A spent refresh token presented again means two holders: the whole family goes.
    if (stored.spent) family.revoked = true
    if (family.revoked || family.refreshExpiresAt <= fake.now()) return json(401, EXPIRED)
    stored.spent = true
    return json(200, { session: issue(family) })
  }

  const AUTHENTICATED = /^\/frame\/v1\/(session|keys|shares|sign-out|email\/update)/

  async function route(
    method: string,
    url: URL,
    headers: Headers,
    body: Record<string, unknown>,
  ): Promise<Response> {
    const path = url.pathname
    if (path.startsWith('/v1/')) return publicRoute(fake.publicFacts, method, url, body)
    if (path === '/frame/v1/session/refresh' && method === 'POST') return refresh(url, headers, body)
    let family: Family | undefined
    if (AUTHENTICATED.test(path)) {
      family = await sessionOf(method, url, headers)
      if (!family) return json(401, EXPIRED)
    }
    const userId = family?.user.userId as string
    const keys = family && (await keyRoute(wallets, method, path, userId, body))
    if (keys) return keys
    switch (`${method} ${path}`) {
      case 'GET /projects/v1/origins':
        return json(200, { allowedOrigins: options.allowedOrigins ?? ['https://app.example'] })
      case 'POST /frame/v1/email/connect': {
        if (fake.cooldownSeconds > 0) {
          return json(429, { message: `Please try again after ${fake.cooldownSeconds} seconds` })
        }
        const jkt = await startKey(body)
        if (!jkt) return json(400, { message: 'Invalid binding key' })
        emailLogins.set(`${body.email}/${body.deviceId}`, jkt)
        const approved = approvedDevices.has(`${body.email}/${body.deviceId}`)
        return json(200, { action: approved ? 'VERIFY_OTP' : 'VERIFY_DEVICE' })
      }
      case 'POST /frame/v1/email/device-status': {
        if (!(await provesKey(emailLogins.get(`${body.email}/${body.deviceId}`), url, headers))) {
          return json(401, UNKNOWN_DEVICE)
        }
        if (fake.pollsBeforeApproval > 0) {
          fake.pollsBeforeApproval -= 1
          return json(200, { approved: false, action: 'VERIFY_DEVICE' })
        }
        return json(200, { approved: approvedDevices.has(`${body.email}/${body.deviceId}`) })
      }
      case 'POST /frame/v1/email/verify':
        if (!isPublicJwk(body.bindingKey)) return json(400, { message: 'Invalid binding key' })
        if (!(await completesFlow(emailLogins.get(`${body.email}/${body.deviceId}`), url, headers, body))) {
          return json(401, NOT_APPROVED)
        }
        if (body.otp !== fake.otp) return json(400, { message: 'Invalid code: 4 attempts left' })
        return signIn(body, { email: String(body.email) }, String(body.email))
      case 'GET /frame/v1/session': {
        const { email, userName } = family?.user ?? {}
        return json(200, {
          user: { id: userId, email, userName, addresses: listedAddresses(wallets, userId) },
        })
      }
      case 'POST /frame/v1/sign-out':
        if (family) family.revoked = true
        return json(204)
      case 'POST /frame/v1/email/update':
        return json(200, { action: 'VERIFY_PRIMARY_OTP' })
      case 'POST /frame/v1/email/update/primary':
        return json(200, { action: 'VERIFY_SECONDARY_OTP' })
      case 'POST /frame/v1/email/update/secondary':
        return json(200, { user: { id: userId, email: 'new@example.com', addresses: [] } })
      case 'POST /frame/v1/social/start': {
        const jkt = await startKey(body)
        if (!jkt) return json(400, { message: 'Invalid binding key' })
        const state = `s${socialStates.size + 1}`
        socialStates.set(state, jkt)
        return json(200, { uri: `https://provider.example/auth?state=${state}&app=${body.appOrigin}` })
      }
      case 'POST /frame/v1/social/connect': {
        if (!isPublicJwk(body.bindingKey)) return json(400, { message: 'Invalid binding key' })
        const state = new URL(String(body.uri)).searchParams.get('state') ?? ''
        if (!socialStates.has(state)) return json(400, UNKNOWN_SOCIAL)
        if (!(await completesFlow(socialStates.get(state), url, headers, body))) {
          return json(401, UNKNOWN_SOCIAL)
        }
        socialStates.delete(state)
        return signIn(body, { email: null, userName: 'ada' }, 'social-ada')
      }
      case 'POST /frame/v1/farcaster/channel': {
        const jkt = await startKey(body)
        if (!jkt) return json(400, { message: 'Invalid binding key' })
        farcasterChannels.set('channel-1', jkt)
        return json(200, { url: 'https://farcaster.example/connect?ch=1', channelToken: 'channel-1' })
      }
      case 'POST /frame/v1/farcaster/connect':
        if (!isPublicJwk(body.bindingKey)) return json(400, { message: 'Invalid binding key' })
        if (!farcasterChannels.has(String(body.channelToken))) return json(404, UNKNOWN_FARCASTER)
        if (!(await completesFlow(farcasterChannels.get(String(body.channelToken)), url, headers, body))) {
          return json(401, UNKNOWN_FARCASTER)
        }
        if (fake.farcasterWaits > 0) {
          fake.farcasterWaits -= 1
          return json(408, { message: 'Waiting for approval' })
        }
        farcasterChannels.delete(String(body.channelToken))
        return signIn(body, { email: null, userName: 'ada.eth' }, 'farcaster-ada')
      default:
        return json(404, { message: `No route ${method} ${path}` })
    }
  }

  fake.fetch = async (input, init = {}) => {
    const url = new URL(input)
    const method = init.method ?? 'GET'
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const headers = new Headers(init.headers)
    if (fake.stalled?.test(url.pathname)) await stall(init.signal)
    const response = await route(method, url, headers, body ?? {})
    calls.push({
      method,
      path: url.pathname,
      body,
      authorization: headers.get('Authorization') ?? undefined,
      proof: headers.get('DPoP') ?? undefined,
      status: response.status,
    })
    return response
  }
  return fake
}

export type FakeServices = ReturnType<typeof createFakeServices>

import { base64urlnopad } from '@scure/base'
import type { FetchLike } from '../services/client.js'

/** One call the frame made, as the stand-in saw it. */
export interface SeenCall {
  method: string
  path: string
  body: unknown
  token: string | undefined
}

interface StoredKeys {
  ciphertext: string
  addresses: { eip155?: string; solana?: string }
}

/**
 * An in-memory stand-in of the frame's backend contract (apps/services `/frame/v1`, plus the keys, social and
 * Farcaster routes being built in parallel), behind a `fetch`. Not the real services: their HTTP API changes
 * while this app is built, and these tests are about the frame's side of the contract.
 */
export function createFakeServices(options: { allowedOrigins?: string[] } = {}) {
  const calls: SeenCall[] = []
  const approvedDevices = new Set<string>()
  const sessions = new Map<string, { email: string | null; userName?: string; userId: string }>()
  const keys = new Map<string, StoredKeys>()
  const wrappingKeys = new Map<string, string>()
  let nextToken = 1
  const fake = {
    calls,
    otp: '123456',
    /** Device status polls that answer `approved: false` before the device counts as approved. */
    pollsBeforeApproval: 0,
    cooldownSeconds: 0,
    /** Farcaster connects answered 408 before the visitor approves. */
    farcasterWaits: 0,
    /** When set, the next PUT /keys answers 409 after storing these keys (another tab won the race). */
    raceWith: undefined as StoredKeys | undefined,
    keys,
    sessions,
    approveDevice: (email: string, deviceId: string) => approvedDevices.add(`${email}/${deviceId}`),
    fetch: undefined as unknown as FetchLike,
  }

  const json = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })

  function newSession(user: { email: string | null; userName?: string }, userId = user.email ?? 'social') {
    const sessionToken = `session-${nextToken++}`.padEnd(43, 'x')
    sessions.set(sessionToken, { ...user, userId })
    return json(200, { sessionToken, user: { id: userId, ...user, addresses: [] } })
  }

  function route(method: string, url: URL, body: Record<string, unknown>, token?: string): Response {
    const path = url.pathname
    const session = token ? sessions.get(token) : undefined
    const needsSession =
      path === '/frame/v1/session' || path.startsWith('/frame/v1/keys') || path.includes('/update')
    if ((needsSession || path === '/frame/v1/sign-out') && !session) {
      return json(401, { message: 'Session expired: sign in again' })
    }
    switch (`${method} ${path}`) {
      case 'GET /projects/v1/origins':
        return json(200, { allowedOrigins: options.allowedOrigins ?? ['https://app.example'] })
      case 'POST /frame/v1/email/connect': {
        if (fake.cooldownSeconds > 0) {
          return json(429, { message: `Please try again after ${fake.cooldownSeconds} seconds` })
        }
        const approved = approvedDevices.has(`${body.email}/${body.deviceId}`)
        return json(200, { action: approved ? 'VERIFY_OTP' : 'VERIFY_DEVICE' })
      }
      case 'POST /frame/v1/email/device-status': {
        if (fake.pollsBeforeApproval > 0) {
          fake.pollsBeforeApproval -= 1
          return json(200, { approved: false, action: 'VERIFY_DEVICE' })
        }
        return json(200, { approved: approvedDevices.has(`${body.email}/${body.deviceId}`) })
      }
      case 'POST /frame/v1/email/verify':
        if (body.otp !== fake.otp) return json(400, { message: 'Invalid code: 4 attempts left' })
        return newSession({ email: String(body.email) })
      case 'GET /frame/v1/session':
        return json(200, {
          user: { id: session?.userId, email: session?.email, userName: session?.userName },
        })
      case 'POST /frame/v1/sign-out':
        sessions.delete(token as string)
        return json(204)
      case 'GET /frame/v1/keys': {
        const userId = session?.userId as string
        if (!wrappingKeys.has(userId)) {
          wrappingKeys.set(userId, base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32))))
        }
        const stored = keys.get(userId)
        return json(200, {
          wrappingKey: wrappingKeys.get(userId),
          ciphertext: stored?.ciphertext ?? null,
          addresses: stored?.addresses ?? {},
        })
      }
      case 'PUT /frame/v1/keys': {
        const userId = session?.userId as string
        if (fake.raceWith) {
          keys.set(userId, fake.raceWith)
          fake.raceWith = undefined
        }
        if (keys.has(userId)) return json(409, { message: 'Keys exist' })
        keys.set(userId, body as unknown as StoredKeys)
        return json(204)
      }
      case 'POST /frame/v1/email/update':
        return json(200, { action: 'VERIFY_PRIMARY_OTP' })
      case 'POST /frame/v1/email/update/primary':
        return json(200, { action: 'VERIFY_SECONDARY_OTP' })
      case 'POST /frame/v1/email/update/secondary':
        return json(200, { user: { id: session?.userId, email: 'new@example.com', addresses: [] } })
      case 'POST /frame/v1/social/start':
        return json(200, { uri: `https://provider.example/auth?state=s1&app=${body.appOrigin}` })
      case 'POST /frame/v1/social/connect':
        return newSession({ email: null, userName: 'ada' }, 'social-ada')
      case 'POST /frame/v1/farcaster/channel':
        return json(200, { url: 'https://farcaster.example/connect?ch=1', channelToken: 'channel-1' })
      case 'POST /frame/v1/farcaster/connect':
        if (fake.farcasterWaits > 0) {
          fake.farcasterWaits -= 1
          return json(408, { message: 'Waiting for approval' })
        }
        return newSession({ email: null, userName: 'ada.eth' }, 'farcaster-ada')
      default:
        return json(404, { message: `No route ${method} ${path}` })
    }
  }

  fake.fetch = async (input, init = {}) => {
    const url = new URL(input)
    const method = init.method ?? 'GET'
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const authorization = new Headers(init.headers).get('Authorization') ?? undefined
    const token = authorization?.replace(/^Bearer /, '')
    calls.push({ method, path: url.pathname, body, token })
    return route(method, url, body ?? {}, token)
  }
  return fake
}

export type FakeServices = ReturnType<typeof createFakeServices>

import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'
import type { JwtLimits } from './limits.js'

/**
 * Why an upgrade is refused with 401: no JWT, a JWT that does not verify, one for another relay, or one
 * outside its lifetime.
 */
export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
}

/** Who is on a relay connection, from the upgrade URL the SDK builds. */
export interface RelayClient {
  /** The JWT's `iss` (a did:key of the client's Ed25519 key): stable across the client's reconnects. */
  clientId: string
  projectId: string | null
  /** The SDK's user agent, e.g. `wc-2/js-2.21.8/linux-node-20/node`. */
  ua: string | null
}

/** What a JWT is checked against besides its signature. */
export interface AuthPolicy extends JwtLimits {
  /** Epoch milliseconds. */
  nowMs: number
  /** Whether `aud` names this relay. */
  isAudience: (aud: unknown) => boolean
}

async function signatureHolds(jwt: string): Promise<boolean> {
  try {
    return await verifyJWT(jwt)
  } catch {
    // relay-auth throws on a JWT it cannot decode (wrong algorithm, an issuer that is not a did:key).
    return false
  }
}

/** `iat` and `exp` (epoch seconds) as the SDK signs them: issued now, valid for one day. */
function checkLifetime(payload: { iat?: unknown; exp?: unknown }, policy: AuthPolicy): void {
  const { iat, exp } = payload
  if (typeof iat !== 'number' || typeof exp !== 'number') throw new RelayAuthError('Invalid auth')
  const now = policy.nowMs / 1000
  if (exp <= now) throw new RelayAuthError('Expired auth')
  if (iat > now + policy.clockSkewSeconds) throw new RelayAuthError('Auth issued in the future')
  if (exp <= iat || exp - iat > policy.maxLifetimeSeconds) throw new RelayAuthError('Invalid auth lifetime')
}

/**
 * Checks the `auth` query parameter: an EdDSA JWT the client signs with its own key, whose `iss` names
 * that key, whose `aud` is the relay URL the client connected to (the SDK signs its `relayUrl`), so a JWT
 * handed to another relay cannot be replayed here, and whose lifetime is the SDK's day.
 */
export async function authenticate(query: URLSearchParams, policy: AuthPolicy): Promise<RelayClient> {
  const jwt = query.get('auth')
  if (!jwt) throw new RelayAuthError('Missing auth')
  if (!(await signatureHolds(jwt))) throw new RelayAuthError('Invalid auth')
  const { payload } = decodeJWT(jwt)
  checkLifetime(payload, policy)
  if (!policy.isAudience(payload.aud)) throw new RelayAuthError('Invalid audience')
  return { clientId: payload.iss, projectId: query.get('projectId'), ua: query.get('ua') }
}

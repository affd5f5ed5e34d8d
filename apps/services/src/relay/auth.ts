import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

/** Why an upgrade is refused with 401: no JWT, a JWT that does not verify, or one past its `exp`. */
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

async function signatureHolds(jwt: string): Promise<boolean> {
  try {
    return await verifyJWT(jwt)
  } catch {
    // relay-auth throws on a JWT it cannot decode (wrong algorithm, an issuer that is not a did:key).
    return false
  }
}

/**
 * Checks the `auth` query parameter: an EdDSA JWT the client signs with its own key, whose `iss` names
 * that key. `aud` is the relay URL as the client spelled it, so it is not compared (hosts and ports vary).
 */
export async function authenticate(query: URLSearchParams, nowMs: number): Promise<RelayClient> {
  const jwt = query.get('auth')
  if (!jwt) throw new RelayAuthError('Missing auth')
  if (!(await signatureHolds(jwt))) throw new RelayAuthError('Invalid auth')
  const { payload } = decodeJWT(jwt)
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= nowMs) {
    throw new RelayAuthError('Expired auth')
  }
  return { clientId: payload.iss, projectId: query.get('projectId'), ua: query.get('ua') }
}

import { createHash, verify } from 'node:crypto'
import { parseBindingKey, thumbprintOf, verifierOf } from './binding-key.js'

/** Why a proof was refused (for tests and reasoning; callers answer every reason with the same 401). */
export class DpopProofError extends Error {
  override name = 'DpopProofError'
  constructor(readonly reason: string) {
    super(`Invalid DPoP proof: ${reason}`)
  }
}

/** How far a proof's `iat` may be from the services' clock, either way. */
export const MAX_PROOF_SKEW_S = 60

/** A proof is a header, a payload and a 64-byte signature: far below this. */
const MAX_PROOF_CHARS = 4096
const SEGMENT = /^[\w-]+$/
const JTI = /^[\x21-\x7e]{16,128}$/

/** What the request a proof comes with must be. */
export interface ProofExpectation {
  /** The request's method, upper case. */
  method: string
  /** The services' own URL for the request: configured origin + path (never from a Host header). */
  url: string
  /** The services' clock, epoch milliseconds. */
  now: number
  /** The session's binding key thumbprint. */
  jkt: string
  /** The access token the proof must name (`ath`); absent for a refresh, which has none. */
  accessToken?: string
}

/** base64url(SHA-256(token)): the `ath` of a proof that comes with `token`. */
export function accessTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** `scheme://host:port/path` of a URL: what `htu` is compared on (query and fragment dropped). */
export function htuOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined
  const parsed = new URL(url)
  return `${parsed.origin}${parsed.pathname}`
}

function decodeJson(segment: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
  } catch {
    throw new DpopProofError('not JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DpopProofError('not a JSON object')
  }
  return value as Record<string, unknown>
}

/**
 * Checks a DPoP proof (RFC 9449, ES256 only) against the request it came with: well formed, signed by the
 * key in its header, that key being the session's, for this method and URL, fresh, and naming the access
 * token when there is one. Returns its `jti` for the replay check, which is the caller's (per session).
 */
export function verifyProof(proof: string, expected: ProofExpectation): { jti: string } {
  if (proof.length > MAX_PROOF_CHARS) throw new DpopProofError('too long')
  const segments = proof.split('.')
  if (segments.length !== 3 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new DpopProofError('not a compact JWS')
  }
  const [encodedHeader, encodedPayload, encodedSignature] = segments as [string, string, string]
  const header = decodeJson(encodedHeader)
  if (header.typ !== 'dpop+jwt' || header.alg !== 'ES256') throw new DpopProofError('wrong typ or alg')
  const key = parseBindingKey(header.jwk)
  if (!key) throw new DpopProofError('no valid jwk')
  if (thumbprintOf(key) !== expected.jkt) throw new DpopProofError('not the session’s key')
  const signature = Buffer.from(encodedSignature, 'base64url')
  const signed = Buffer.from(`${encodedHeader}.${encodedPayload}`)
  if (
    signature.length !== 64 ||
    !verify('sha256', signed, { key: verifierOf(key), dsaEncoding: 'ieee-p1363' }, signature)
  ) {
    throw new DpopProofError('bad signature')
  }
  const payload = decodeJson(encodedPayload)
  if (payload.htm !== expected.method) throw new DpopProofError('wrong htm')
  const htu = typeof payload.htu === 'string' ? htuOf(payload.htu) : undefined
  if (htu === undefined || htu !== htuOf(expected.url)) throw new DpopProofError('wrong htu')
  const { iat, jti, ath } = payload
  if (typeof iat !== 'number' || !Number.isFinite(iat)) throw new DpopProofError('no iat')
  if (Math.abs(expected.now / 1000 - iat) > MAX_PROOF_SKEW_S) throw new DpopProofError('stale iat')
  if (typeof jti !== 'string' || !JTI.test(jti)) throw new DpopProofError('no valid jti')
  if (expected.accessToken !== undefined && ath !== accessTokenHash(expected.accessToken)) {
    throw new DpopProofError('wrong ath')
  }
  return { jti }
}

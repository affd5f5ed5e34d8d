import { base64urlnopad } from '@scure/base'
import { jwkThumbprint, type PublicJwk } from '../keys/binding-key.js'

/** The services' side of a proof check (protocol.md), for the stand-in: what they accept, nothing more. */
export interface ProofCheck {
  method: string
  url: string
  proof: string | null
  /** For session calls: the access token the proof must name (`ath`). */
  accessToken?: string
  /** Epoch milliseconds on the services' clock. */
  now: number
  /** The ids seen before; a proof whose `jti` is here is refused, and an accepted one is added. */
  seen: Set<string>
}

const decoder = new TextDecoder()
const MAX_SKEW_S = 60

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(decoder.decode(base64urlnopad.decode(part)))
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** A P-256 public JWK with exactly kty, crv, x and y (what a sign-in's `bindingKey` must be). */
export function isPublicJwk(value: unknown): value is PublicJwk {
  if (typeof value !== 'object' || value === null) return false
  const jwk = value as Record<string, unknown>
  return (
    Object.keys(jwk).sort().join() === 'crv,kty,x,y' &&
    jwk.kty === 'EC' &&
    jwk.crv === 'P-256' &&
    typeof jwk.x === 'string' &&
    /^[\w-]{43}$/.test(jwk.x) &&
    typeof jwk.y === 'string' &&
    /^[\w-]{43}$/.test(jwk.y)
  )
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return base64urlnopad.encode(new Uint8Array(digest))
}

/** The thumbprint of the key that signed a valid proof for this request, or undefined. Never throws. */
export async function verifyProof(check: ProofCheck): Promise<string | undefined> {
  const parts = check.proof?.split('.') ?? []
  if (parts.length !== 3) return undefined
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = decodeJson(headerPart)
  const payload = decodeJson(payloadPart)
  if (!header || !payload || header.typ !== 'dpop+jwt' || header.alg !== 'ES256') return undefined
  if (!isPublicJwk(header.jwk)) return undefined
  try {
    const key = await crypto.subtle.importKey(
      'jwk',
      header.jwk,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    )
    const signature = new Uint8Array(base64urlnopad.decode(signaturePart))
    const input = new TextEncoder().encode(`${headerPart}.${payloadPart}`)
    if (!(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, input))) {
      return undefined
    }
  } catch {
    return undefined
  }
  const target = new URL(check.url)
  target.search = ''
  target.hash = ''
  const { htm, htu, iat, jti, ath } = payload
  if (htm !== check.method || htu !== target.href) return undefined
  if (typeof iat !== 'number' || Math.abs(check.now / 1000 - iat) > MAX_SKEW_S) return undefined
  if (typeof jti !== 'string' || jti.length < 16 || check.seen.has(jti)) return undefined
  if (check.accessToken !== undefined && ath !== (await sha256(check.accessToken))) return undefined
  check.seen.add(jti)
  return jwkThumbprint(header.jwk)
}

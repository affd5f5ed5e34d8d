// Test helper: the frame's side of key-bound sessions (docs: /tmp protocol, frame/sessions.ts), made the way
// the frame makes it: a non-extractable P-256 key from WebCrypto, and DPoP proofs (RFC 9449) signed by it.
import { createHash, randomUUID } from 'node:crypto'
import type { BindingKey } from './binding-key.js'

const base64url = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64url')

/** What a proof claims; anything given here replaces the honest value (attacker tests forge with it). */
export interface ProofClaims {
  method: string
  url: string
  /** Adds `ath` for this token. */
  accessToken?: string
  /** Seconds; default now. */
  iat?: number
  /** Default a random UUID. */
  jti?: string
  /** Extra or replaced payload members. */
  payload?: Record<string, unknown>
  /** Extra or replaced protected header members (e.g. another `jwk`). */
  header?: Record<string, unknown>
}

/** A binding key as the frame holds it: the private half cannot leave WebCrypto. */
export class DpopKey {
  private constructor(
    private readonly privateKey: CryptoKey,
    /** The public JWK, only `kty`, `crv`, `x`, `y`: the `bindingKey` of a sign-in. */
    readonly jwk: BindingKey,
  ) {}

  static async create(): Promise<DpopKey> {
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ])
    const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey)
    return new DpopKey(pair.privateKey, { kty, crv, x, y } as BindingKey)
  }

  /** A compact JWS: `{ typ: 'dpop+jwt', alg: 'ES256', jwk }` . `{ htm, htu, iat, jti, ath? }` . r||s. */
  async proof(claims: ProofClaims): Promise<string> {
    const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: this.jwk, ...claims.header }
    const url = new URL(claims.url)
    const payload = {
      htm: claims.method,
      htu: `${url.origin}${url.pathname}`,
      iat: claims.iat ?? Math.floor(Date.now() / 1000),
      jti: claims.jti ?? randomUUID(),
      ...(claims.accessToken === undefined
        ? {}
        : { ath: createHash('sha256').update(claims.accessToken).digest('base64url') }),
      ...claims.payload,
    }
    const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`
    const signature = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      this.privateKey,
      new TextEncoder().encode(input),
    )
    return `${input}.${base64url(new Uint8Array(signature))}`
  }
}

/** A session as the frame keeps it: its key and its tokens. */
export interface DpopSession {
  key: DpopKey
  accessToken: string
  refreshToken: string
}

/** The two headers of a request under `session`: `Authorization: DPoP <access token>` and a fresh proof. */
export async function dpopHeaders(
  session: Pick<DpopSession, 'key' | 'accessToken'>,
  method: string,
  url: string,
  claims: Partial<ProofClaims> = {},
): Promise<Record<string, string>> {
  const proof = await session.key.proof({ method, url, accessToken: session.accessToken, ...claims })
  return { Authorization: `DPoP ${session.accessToken}`, DPoP: proof }
}

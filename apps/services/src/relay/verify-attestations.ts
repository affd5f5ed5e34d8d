import { generateKeyPairSync, type JsonWebKey, type KeyObject, sign } from 'node:crypto'

/** What the SDK reads from an attestation (`JwkPayload` in @walletconnect/core's verify controller). */
export interface AttestationPayload {
  /** The hash of the encrypted message the attestation vouches for. */
  id: string
  origin: string
  isScam: boolean
  isVerified: boolean
  /** Epoch seconds. */
  exp: number
}

/** The public key in the shape the SDK's `verifyP256Jwt` takes (`P256KeyDataType` of @walletconnect/utils). */
export interface VerifyPublicKey {
  publicKey: { crv: string; ext: boolean; key_ops: string[]; kty: string; x: string; y: string }
  /** Epoch seconds: the SDK fetches the key again after this. */
  expiresAt: number
}

/** An attestation lasts one hour, as the hosted service's do. */
const ATTESTATION_TTL_SECONDS = 60 * 60
/** Clients keep the key a day; a restart makes a new key, which they fetch when a signature fails. */
const PUBLIC_KEY_TTL_SECONDS = 24 * 60 * 60
/** Attestations remembered for lookups by id; the oldest go first. */
const MAX_REMEMBERED = 10_000

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** Signs attestations with a P-256 key made at start (ES256 JWTs) and remembers them for lookups by id. */
export class VerifyAttestations {
  readonly #privateKey: KeyObject
  readonly #publicJwk: JsonWebKey
  readonly #issued = new Map<string, AttestationPayload>()

  constructor(private readonly now: () => number = Date.now) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.#privateKey = privateKey
    this.#publicJwk = publicKey.export({ format: 'jwk' })
  }

  publicKey(): VerifyPublicKey {
    const { crv = 'P-256', kty = 'EC', x = '', y = '' } = this.#publicJwk
    return {
      publicKey: { crv, ext: true, key_ops: ['verify'], kty, x, y },
      expiresAt: Math.floor(this.now() / 1000) + PUBLIC_KEY_TTL_SECONDS,
    }
  }

  /** A signed attestation that `origin` sent the message whose hash is `id`. */
  attest(id: string, origin: string): string {
    const payload: AttestationPayload = {
      id,
      origin,
      isScam: false,
      isVerified: true,
      exp: Math.floor(this.now() / 1000) + ATTESTATION_TTL_SECONDS,
    }
    this.#remember(payload)
    const signingInput = `${base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`
    // JWS wants r‖s (64 bytes), not node's default DER encoding.
    const signature = sign('sha256', Buffer.from(signingInput), {
      key: this.#privateKey,
      dsaEncoding: 'ieee-p1363',
    })
    return `${signingInput}.${base64url(signature)}`
  }

  /** The attestation issued for `id`, while it is valid. */
  find(id: string): AttestationPayload | undefined {
    const payload = this.#issued.get(id)
    return payload && payload.exp * 1000 > this.now() ? payload : undefined
  }

  #remember(payload: AttestationPayload): void {
    this.#issued.delete(payload.id)
    this.#issued.set(payload.id, payload)
    if (this.#issued.size > MAX_REMEMBERED) {
      const oldest = this.#issued.keys().next().value
      if (oldest !== undefined) this.#issued.delete(oldest)
    }
  }
}

import { base64urlnopad } from '@scure/base'
import type { BindingKey } from './binding-key.js'

/** What one proof is for. */
export interface ProofRequest {
  method: string
  url: string
  /** The access token the request carries; the proof then names its hash (`ath`). Refresh has none. */
  accessToken?: string
  /** Epoch milliseconds. */
  now: number
}

const encoder = new TextEncoder()

function encodeJson(value: unknown): string {
  return base64urlnopad.encode(encoder.encode(JSON.stringify(value)))
}

async function sha256(text: string): Promise<string> {
  return base64urlnopad.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}

/** RFC 9449 `htu`: the request URL without its query and fragment. */
export function proofTarget(url: string): string {
  const target = new URL(url)
  target.search = ''
  target.hash = ''
  return target.href
}

/**
 * A DPoP proof (RFC 9449) for one request: a compact JWS signed ES256 by the binding key. Each proof names
 * the method and URL, the time, a random id the services refuse to see twice, and the access token's hash,
 * so a proof taken off the wire is good for nothing else. WebCrypto's ECDSA signature is already JWS's
 * raw r||s form.
 */
export async function createDpopProof(key: BindingKey, request: ProofRequest): Promise<string> {
  const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: key.jwk }
  const payload = {
    htm: request.method.toUpperCase(),
    htu: proofTarget(request.url),
    iat: Math.floor(request.now / 1000),
    jti: base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(18))),
    ...(request.accessToken === undefined ? {} : { ath: await sha256(request.accessToken) }),
  }
  const input = `${encodeJson(header)}.${encodeJson(payload)}`
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key.privateKey,
    encoder.encode(input),
  )
  return `${input}.${base64urlnopad.encode(new Uint8Array(signature))}`
}

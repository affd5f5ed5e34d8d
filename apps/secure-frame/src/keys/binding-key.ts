import { base64urlnopad } from '@scure/base'
import type { FrameStore } from './store.js'

/** The binding key's public half as the services see it: exactly these members (RFC 7517, P-256). */
export interface PublicJwk {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
}

/** The frame's binding key: a WebCrypto pair whose private half cannot be exported, and its public JWK. */
export interface BindingKey {
  readonly privateKey: CryptoKey
  readonly jwk: PublicJwk
  /** RFC 7638 thumbprint of `jwk`, the `jkt` the services keep with the session. */
  readonly thumbprint: string
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const

export class BindingKeyError extends Error {
  override name = 'BindingKeyError'
  constructor() {
    super('This browser cannot make the wallet’s session key')
  }
}

/** RFC 7638: SHA-256 over the required members in lexical order, no whitespace, base64url. */
export async function jwkThumbprint(jwk: PublicJwk): Promise<string> {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y })
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))
  return base64urlnopad.encode(new Uint8Array(digest))
}

function isKeyPair(value: unknown): value is CryptoKeyPair {
  if (typeof value !== 'object' || value === null) return false
  const { privateKey, publicKey } = value as Partial<CryptoKeyPair>
  return (
    privateKey instanceof CryptoKey &&
    publicKey instanceof CryptoKey &&
    privateKey.algorithm.name === 'ECDSA' &&
    !privateKey.extractable &&
    privateKey.usages.includes('sign')
  )
}

async function describe(pair: CryptoKeyPair): Promise<BindingKey> {
  // A public key is always exportable, whatever `extractable` says; only x and y are taken.
  const { x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey)
  if (typeof x !== 'string' || typeof y !== 'string') throw new BindingKeyError()
  const jwk: PublicJwk = { kty: 'EC', crv: 'P-256', x, y }
  return { privateKey: pair.privateKey, jwk, thumbprint: await jwkThumbprint(jwk) }
}

/**
 * The stored binding key, or a new one (stored for the next page). Made with `extractable: false`, so
 * neither this frame's script nor anything that reads its storage can take the private key out: IndexedDB
 * keeps the CryptoKey object itself, usable only inside this origin's WebCrypto.
 */
export async function loadBindingKey(store: FrameStore): Promise<BindingKey> {
  const stored = await store.get('bindingKey')
  if (isKeyPair(stored)) return describe(stored)
  let pair: CryptoKeyPair
  try {
    pair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify'])
  } catch {
    throw new BindingKeyError()
  }
  await store.set('bindingKey', pair)
  return describe(pair)
}

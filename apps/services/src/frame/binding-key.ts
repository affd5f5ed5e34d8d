import { createHash, createPublicKey, type KeyObject } from 'node:crypto'
import { ServiceError } from '../http/errors.js'

/** The frame's binding key as it sends it: a P-256 public key as a JWK (only these members count). */
export interface BindingKey {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
}

/** A P-256 coordinate: 32 bytes, base64url without padding. */
const COORDINATE = /^[\w-]{43}$/

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The binding key in `value`, or undefined when it is not a P-256 public JWK whose point lies on the curve.
 * Members beyond the four (WebCrypto adds `ext` and `key_ops`) are ignored, but a private part (`d`) is
 * refused: a key that travelled with it is no longer bound to anything.
 */
export function parseBindingKey(value: unknown): BindingKey | undefined {
  if (!isRecord(value) || 'd' in value) return undefined
  const { kty, crv, x, y } = value
  if (kty !== 'EC' || crv !== 'P-256') return undefined
  if (typeof x !== 'string' || typeof y !== 'string') return undefined
  if (!COORDINATE.test(x) || !COORDINATE.test(y)) return undefined
  const key = { kty, crv, x, y } as const
  try {
    // Node refuses a point that is not on the curve.
    createPublicKey({ key, format: 'jwk' })
  } catch {
    return undefined
  }
  return key
}

/** The key for signature checks (parseBindingKey has checked it imports). */
export function verifierOf(key: BindingKey): KeyObject {
  return createPublicKey({ key: { ...key }, format: 'jwk' })
}

/** RFC 7638 thumbprint: SHA-256 of the required members in lexicographic order, base64url. */
export function thumbprintOf({ crv, kty, x, y }: BindingKey): string {
  const canonical = JSON.stringify({ crv, kty, x, y })
  return createHash('sha256').update(canonical).digest('base64url')
}

/** The `bindingKey` of a sign-in completion's body: 400 `Invalid binding key` unless parseBindingKey takes it. */
export function requireBindingKey(value: unknown): BindingKey {
  const key = parseBindingKey(value)
  if (!key) throw new ServiceError(400, 'Invalid binding key')
  return key
}

/** The header a POST carries so that the services answer its retries with the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/**
 * A fresh key for one logical call: a random UUID. `crypto.randomUUID` exists only in secure contexts, so a page
 * on plain http (a LAN address) gets the same 122 random bits from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID()
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

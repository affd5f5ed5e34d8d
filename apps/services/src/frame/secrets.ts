import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** An opaque bearer secret (session token, approval link token): 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A 6-digit one-time code, uniformly drawn from a CSPRNG (leading zeros kept). */
export function randomOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** How long random tokens are stored: a plain SHA-256 suffices, they have 256 bits of entropy. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * How codes are stored. A 6-digit code has only a million values, so a plain hash of a leaked row would be
 * reversed at once: it is keyed with a server secret and bound to what it confirms (purpose and subject).
 */
export function hashOtp(secret: Buffer, scope: string, code: string): string {
  return createHmac('sha256', secret).update(scope).update('\0').update(code).digest('hex')
}

/** Compares two hex digests in constant time (unequal lengths are simply unequal). */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

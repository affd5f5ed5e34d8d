/**
 * Remembers the nonces already used, so a replayed message is refused. `consume` answers false when the nonce
 * was seen before; `expiresAt` (ms) says how long it must be remembered (the message's expiry).
 */
export interface SIWXNonceStore {
  consume(nonce: string, expiresAt: number): Promise<boolean> | boolean
}

/** An in-memory nonce store: enough for one server process or one page. */
export function createMemoryNonceStore(now: () => number = Date.now): SIWXNonceStore {
  const seen = new Map<string, number>()
  return {
    consume(nonce, expiresAt) {
      const time = now()
      for (const [key, until] of seen) if (until <= time) seen.delete(key)
      if (seen.has(nonce)) return false
      seen.set(nonce, expiresAt)
      return true
    },
  }
}

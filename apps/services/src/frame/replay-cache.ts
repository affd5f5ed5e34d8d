/** How long a proof's `jti` is remembered: well past the ±60 s its `iat` is accepted for. */
export const JTI_TTL_MS = 5 * 60_000

export interface ReplayCacheLimits {
  /** Proofs one session may make within JTI_TTL_MS; more are refused (no frame makes that many). */
  perSession: number
  /** Proofs remembered in all; when full of live entries, new proofs are refused rather than forgotten. */
  total: number
}

export const DEFAULT_REPLAY_CACHE_LIMITS: ReplayCacheLimits = { perSession: 1_000, total: 200_000 }

/**
 * The `jti`s of accepted proofs, per session, for JTI_TTL_MS, in memory. Bounded, and failing closed: a full
 * cache refuses a proof instead of forgetting one that could then be replayed.
 */
export class ReplayCache {
  private readonly sessions = new Map<string, Map<string, number>>()
  private size = 0

  constructor(private readonly limits: ReplayCacheLimits = DEFAULT_REPLAY_CACHE_LIMITS) {}

  /** Records `jti` for `sessionId`; false when it was seen within JTI_TTL_MS or there is no room. */
  remember(sessionId: string, jti: string, now: number): boolean {
    let seen = this.sessions.get(sessionId)
    if (seen) {
      const expiresAt = seen.get(jti)
      if (expiresAt !== undefined && expiresAt > now) return false
      if (seen.size >= this.limits.perSession) this.prune(seen, now)
      if (seen.size >= this.limits.perSession) return false
    }
    if (this.size >= this.limits.total) this.pruneAll(now)
    if (this.size >= this.limits.total) return false
    if (!seen) {
      seen = new Map()
      this.sessions.set(sessionId, seen)
    }
    if (seen.has(jti)) this.size--
    seen.set(jti, now + JTI_TTL_MS)
    this.size++
    return true
  }

  /** Forgets a revoked session's proofs: its tokens answer 401 before the cache is asked. */
  forget(sessionId: string): void {
    this.size -= this.sessions.get(sessionId)?.size ?? 0
    this.sessions.delete(sessionId)
  }

  private prune(seen: Map<string, number>, now: number): void {
    for (const [jti, expiresAt] of seen) {
      if (expiresAt > now) continue
      seen.delete(jti)
      this.size--
    }
  }

  private pruneAll(now: number): void {
    for (const [sessionId, seen] of this.sessions) {
      this.prune(seen, now)
      if (seen.size === 0) this.sessions.delete(sessionId)
    }
  }
}

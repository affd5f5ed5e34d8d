export interface RateLimiter {
  /** True (and counted) when one more action fits in the rolling window, else false. */
  tryTake(): boolean
}

/** At most `limit` actions in any rolling `windowMs` (SPEC §7: error telemetry, 5 a minute). */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number
  windowMs: number
  now?: () => number
}): RateLimiter {
  const taken: number[] = []
  return {
    tryTake() {
      const time = now()
      while (taken.length > 0 && time - (taken[0] as number) >= windowMs) taken.shift()
      if (taken.length >= limit) return false
      taken.push(time)
      return true
    },
  }
}

export interface RetryWindow {
  /** True while a call must not be retried because the last one failed less than `wait` ms ago. */
  isBlocked(): boolean
  recordFailure(): void
  recordSuccess(): void
}

/** SPEC §8/§9: after a failure, no retry for `wait` ms (token balances: 30 s). */
export function createRetryWindow({
  wait,
  now = Date.now,
}: {
  wait: number
  now?: () => number
}): RetryWindow {
  let failedAt: number | undefined
  return {
    isBlocked: () => failedAt !== undefined && now() - failedAt < wait,
    recordFailure: () => {
      failedAt = now()
    },
    recordSuccess: () => {
      failedAt = undefined
    },
  }
}

/** A token bucket: holds up to `capacity` tokens and gains `perSecond` a second, continuously. */
export class TokenBucket {
  #tokens: number
  #updatedAt: number

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {
    this.#tokens = capacity
    this.#updatedAt = now()
  }

  /** Takes one token if there is one. */
  take(): boolean {
    const now = this.now()
    // A clock that goes back (tests move theirs) refills nothing rather than draining the bucket.
    const elapsedMs = Math.max(0, now - this.#updatedAt)
    this.#tokens = Math.min(this.capacity, this.#tokens + (elapsedMs / 1000) * this.perSecond)
    this.#updatedAt = now
    if (this.#tokens < 1) return false
    this.#tokens -= 1
    return true
  }
}

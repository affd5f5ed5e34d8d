import type { RateLimit } from './limits.js'
import { TokenBucket } from './token-bucket.js'

/** What to do with a frame: handle it, answer it with a rate-limit error, or close the socket (1008). */
export type Admission = 'accept' | 'refuse' | 'close'

/**
 * One socket's allowance: `burst` frames at once refilled at `perSecond`. A client that keeps sending
 * while refused uses up a second allowance (`closeAfterRefused`, refilled ten times slower) and is closed:
 * an honest client that overshoots once is answered with errors, a flood ends its own connection.
 */
export class SocketLimiter {
  readonly #frames: TokenBucket
  readonly #tolerance: TokenBucket

  /** `now` in milliseconds; a monotonic clock by default, so the relay's injectable clock does not stall it. */
  constructor({ burst, perSecond, closeAfterRefused }: RateLimit, now = () => performance.now()) {
    this.#frames = new TokenBucket(burst, perSecond, now)
    this.#tolerance = new TokenBucket(closeAfterRefused, perSecond / 10, now)
  }

  admit(): Admission {
    if (this.#frames.take()) return 'accept'
    return this.#tolerance.take() ? 'refuse' : 'close'
  }
}

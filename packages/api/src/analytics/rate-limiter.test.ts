import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limiter.js'

describe('createRateLimiter', () => {
  it('SPEC §7: allows 5 error reports in any rolling minute', () => {
    let time = 0
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: () => time })
    const takes = () => limiter.tryTake()
    expect([takes(), takes(), takes(), takes(), takes()]).toEqual([true, true, true, true, true])
    expect(takes()).toBe(false)
    time = 59_999
    expect(takes()).toBe(false)
    time = 60_000
    expect([takes(), takes(), takes(), takes(), takes(), takes()]).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ])
  })

  it('frees slots one by one as they age out of the window', () => {
    let time = 0
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => time })
    limiter.tryTake()
    time = 500
    limiter.tryTake()
    time = 1000
    expect(limiter.tryTake()).toBe(true)
    expect(limiter.tryTake()).toBe(false)
    time = 1500
    expect(limiter.tryTake()).toBe(true)
  })
})

import { RETRY } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { createRetryWindow } from './retry-window.js'

describe('createRetryWindow', () => {
  it('SPEC §9: after a balance failure no retry is allowed for 30 s', () => {
    let time = 1_000
    const window = createRetryWindow({ wait: RETRY.balanceRetryWait, now: () => time })
    expect(window.isBlocked()).toBe(false)
    window.recordFailure()
    time += 29_999
    expect(window.isBlocked()).toBe(true)
    time += 1
    expect(window.isBlocked()).toBe(false)
  })

  it('a success clears the window', () => {
    const window = createRetryWindow({ wait: 30_000, now: () => 0 })
    window.recordFailure()
    window.recordSuccess()
    expect(window.isBlocked()).toBe(false)
  })
})

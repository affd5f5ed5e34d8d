import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTimers } from './timers.js'

describe('createTimers', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs a callback after the delay', () => {
    const timers = createTimers()
    const callback = vi.fn()
    timers.after(100, callback)
    vi.advanceTimersByTime(99)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledOnce()
  })

  it('cancels one timer, or all of them', () => {
    const timers = createTimers()
    const first = vi.fn()
    const second = vi.fn()
    const cancelFirst = timers.after(100, first)
    timers.after(100, second)
    cancelFirst()
    vi.advanceTimersByTime(50)
    timers.clearAll()
    vi.advanceTimersByTime(100)
    expect(first).not.toHaveBeenCalled()
    expect(second).not.toHaveBeenCalled()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint, NEXT_PAINT_FALLBACK_MS } from './when-idle.js'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterNextPaint', () => {
  it('runs the task in the task after the next frame, not in the frame and not before it', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    const task = vi.fn()
    afterNextPaint(task)
    vi.advanceTimersByTime(0)
    expect(task).not.toHaveBeenCalled()
    frames[0]?.(0)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(task).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(NEXT_PAINT_FALLBACK_MS)
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs it after the fallback delay where no frame comes (a hidden tab), once', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    const task = vi.fn()
    afterNextPaint(task)
    vi.advanceTimersByTime(NEXT_PAINT_FALLBACK_MS - 1)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
    frames[0]?.(0)
    vi.advanceTimersByTime(0)
    expect(task).toHaveBeenCalledOnce()
  })

  it('never runs a cancelled task', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    const task = vi.fn()
    const cancel = afterNextPaint(task)
    cancel()
    frames[0]?.(0)
    vi.advanceTimersByTime(NEXT_PAINT_FALLBACK_MS)
    expect(task).not.toHaveBeenCalled()
  })
})

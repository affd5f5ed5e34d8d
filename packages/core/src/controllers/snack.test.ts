import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTimers } from '../utils/timers.js'
import { createSnackController } from './snack.js'

describe('createSnackController', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows a banner at once when none is open', () => {
    const snack = createSnackController({ timers: createTimers() })
    snack.show('Address copied', 'success')
    expect(snack.state).toEqual({ message: 'Address copied', variant: 'success', open: true })
  })

  it('SPEC §4: if one is open, it closes and the new one shows after 150 ms', () => {
    const snack = createSnackController({ timers: createTimers() })
    snack.show('Loading', 'loading')
    snack.show('Done', 'success')
    expect(snack.state.open).toBe(false)
    expect(snack.state.message).toBe('Loading')
    vi.advanceTimersByTime(149)
    expect(snack.state.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(snack.state).toEqual({ message: 'Done', variant: 'success', open: true })
  })

  it('SPEC §4: banner variants are loading, success, error and svg', () => {
    const snack = createSnackController({ timers: createTimers() })
    for (const variant of ['loading', 'success', 'error', 'svg'] as const) {
      snack.hide()
      snack.show(variant, variant)
      expect(snack.state.variant).toBe(variant)
    }
  })

  it('a banner asked for while another is closing waits for the full 150 ms', () => {
    const snack = createSnackController({ timers: createTimers() })
    snack.show('First', 'success')
    snack.show('Second', 'error')
    vi.advanceTimersByTime(100)
    snack.show('Third', 'success')
    expect(snack.state.open).toBe(false)
    vi.advanceTimersByTime(150)
    expect(snack.state).toMatchObject({ message: 'Third', open: true })
  })

  it('hide cancels a banner waiting to show', () => {
    const snack = createSnackController({ timers: createTimers() })
    snack.show('First', 'success')
    snack.show('Second', 'error')
    snack.hide()
    vi.advanceTimersByTime(150)
    expect(snack.state.open).toBe(false)
  })
})

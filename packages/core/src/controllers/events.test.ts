import { describe, expect, it, vi } from 'vitest'
import { createEventsController } from './events.js'

describe('createEventsController', () => {
  it('keeps the last event with a timestamp from the injected clock', () => {
    const events = createEventsController({ now: () => 1234 })
    events.send({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    expect(events.state.last).toEqual({
      timestamp: 1234,
      data: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
  })

  it('calls every listener until it unsubscribes', () => {
    const events = createEventsController({ now: () => 0 })
    const listener = vi.fn()
    const unsubscribe = events.subscribe(listener)
    events.send({ type: 'track', event: 'INITIALIZE' })
    unsubscribe()
    events.send({ type: 'track', event: 'MODAL_CLOSE' })
    expect(listener).toHaveBeenCalledOnce()
    expect(listener.mock.calls[0]?.[0].data.event).toBe('INITIALIZE')
  })

  it('clear() removes every listener', () => {
    const events = createEventsController({ now: () => 0 })
    const listener = vi.fn()
    events.subscribe(listener)
    events.clear()
    events.send({ type: 'track', event: 'INITIALIZE' })
    expect(listener).not.toHaveBeenCalled()
  })
})

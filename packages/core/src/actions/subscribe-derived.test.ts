import { proxy } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { flush } from '../test/setup-core.js'
import { subscribeDerived } from './subscribe-derived.js'

describe('subscribeDerived', () => {
  it('calls back only when the derived value changes, across several sources', async () => {
    const a = proxy({ count: 0, noise: 0 })
    const b = proxy({ label: 'x' })
    const callback = vi.fn()
    subscribeDerived([a, b], () => ({ count: a.count, label: b.label }), callback)
    a.noise = 1
    await flush()
    expect(callback).not.toHaveBeenCalled()
    a.count = 1
    await flush()
    b.label = 'y'
    await flush()
    expect(callback.mock.calls.map(([value]) => value)).toEqual([
      { count: 1, label: 'x' },
      { count: 1, label: 'y' },
    ])
  })

  it('stops after unsubscribe', async () => {
    const a = proxy({ count: 0 })
    const callback = vi.fn()
    const unsubscribe = subscribeDerived([a], () => a.count, callback)
    unsubscribe()
    a.count = 1
    await flush()
    expect(callback).not.toHaveBeenCalled()
  })
})

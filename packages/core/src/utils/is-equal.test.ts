import { describe, expect, it } from 'vitest'
import { isEqual } from './is-equal.js'

describe('isEqual', () => {
  it('compares plain data by structure', () => {
    expect(isEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true)
    expect(isEqual({ a: [1] }, { a: [2] })).toBe(false)
    expect(isEqual([1, 2], [1])).toBe(false)
  })

  it('treats an undefined field like a missing one', () => {
    expect(isEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true)
  })

  it('compares other objects by identity', () => {
    const provider = new (class Provider {})()
    expect(isEqual({ provider }, { provider })).toBe(true)
    expect(isEqual(new Date(0), new Date(0))).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { formatUnits, parseUnits } from './units.js'

describe('units', () => {
  it('round-trips amounts at the native decimals of each namespace', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(123_456_789n, 9)).toBe('0.123456789')
    expect(formatUnits(-5n, 0)).toBe('-5')
    expect(parseUnits('.25', 2)).toBe(25n)
  })

  it('refuses text that is not an amount, and precision the unit cannot hold', () => {
    expect(() => parseUnits('1e18', 18)).toThrow(RangeError)
    expect(() => parseUnits('0.123', 2)).toThrow('more than 2 decimals')
    expect(parseUnits('0.120', 2)).toBe(12n)
  })
})

import { describe, expect, it } from 'vitest'
import { formatUnits, parseUnits } from './units.js'

describe('parseUnits / formatUnits', () => {
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

  it('SOL has 9 decimals: 1.5 SOL is 1500000000 lamports, and back; BTC has 8', () => {
    expect(parseUnits('1.5', 9)).toBe(1_500_000_000n)
    expect(formatUnits(1n, 9)).toBe('0.000000001')
    expect(formatUnits(100_000_000_000n, 9)).toBe('100')
    expect(parseUnits('0.00000001', 8)).toBe(1n)
  })

  it('takes whole numbers, trailing zeros beyond the decimals, signs and 0 decimals', () => {
    expect(parseUnits('2', 9)).toBe(2_000_000_000n)
    expect(parseUnits('1.0000000000', 9)).toBe(1_000_000_000n)
    expect(parseUnits('-1.25', 2)).toBe(-125n)
    expect(formatUnits(-125n, 2)).toBe('-1.25')
    expect(parseUnits('42', 0)).toBe(42n)
    expect(() => parseUnits('abc', 9)).toThrow('Not a decimal number: "abc"')
    expect(() => parseUnits('', 9)).toThrow(RangeError)
  })
})

import { describe, expect, it } from 'vitest'
import { formatUnits, parseUnits } from './units.js'

describe('parseUnits / formatUnits', () => {
  it('SOL has 9 decimals: 1.5 SOL is 1500000000 lamports, and back', () => {
    expect(parseUnits('1.5', 9)).toBe(1_500_000_000n)
    expect(formatUnits(1_500_000_000n, 9)).toBe('1.5')
    expect(formatUnits(1n, 9)).toBe('0.000000001')
    expect(formatUnits(100_000_000_000n, 9)).toBe('100')
    expect(parseUnits('0.000000001', 9)).toBe(1n)
  })

  it('takes whole numbers, leading dots, trailing zeros beyond the decimals, signs and 0 decimals', () => {
    expect(parseUnits('2', 9)).toBe(2_000_000_000n)
    expect(parseUnits('.5', 9)).toBe(500_000_000n)
    expect(parseUnits('1.0000000000', 9)).toBe(1_000_000_000n)
    expect(parseUnits('-1.25', 2)).toBe(-125n)
    expect(formatUnits(-125n, 2)).toBe('-1.25')
    expect(parseUnits('42', 0)).toBe(42n)
    expect(formatUnits(42n, 0)).toBe('42')
  })

  it('refuses what is not a decimal number, or more decimals than the unit has', () => {
    expect(() => parseUnits('abc', 9)).toThrow('Not a decimal number: "abc"')
    expect(() => parseUnits('', 9)).toThrow(RangeError)
    expect(() => parseUnits('1e9', 9)).toThrow(RangeError)
    expect(() => parseUnits('0.0000000001', 9)).toThrow('"0.0000000001" has more than 9 decimals')
  })
})

import { describe, expect, it } from 'vitest'
import { formatPercent, formatSwapAmount, formatSwapDecimal, shortSymbol } from './swap-format.js'

describe('swap amounts', () => {
  it('keep 6 decimals from 1 up and 4 significant digits below, truncated', () => {
    expect(formatSwapDecimal('1198.80123456')).toBe('1198.801234')
    expect(formatSwapDecimal('0.000012345')).toBe('0.00001234')
    expect(formatSwapDecimal('0.99999999')).toBe('0.9999')
    expect(formatSwapDecimal('25')).toBe('25')
    expect(formatSwapDecimal('0')).toBe('0')
  })

  it('read base units with the decimals of their token', () => {
    expect(formatSwapAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatSwapAmount(119_880_123_456_789_000_000n, 18)).toBe('119.880123')
  })

  it('show percentages with two decimals, and tiny ones as <0.01', () => {
    expect(formatPercent(0.1)).toBe('0.10')
    expect(formatPercent(0.004)).toBe('<0.01')
    expect(formatPercent(0)).toBe('0.00')
  })

  it('cut a long symbol for running text', () => {
    expect(shortSymbol('GWT')).toBe('GWT')
    expect(shortSymbol('LONGSYMBOL'.repeat(2))).toBe('LONGSYMBOLL…')
  })
})

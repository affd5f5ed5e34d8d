import { describe, expect, it } from 'vitest'
import { formatUsd } from './format-usd.js'

describe('formatUsd', () => {
  it('writes English amounts the en-US way', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd(0.004)).toBe('<$0.01')
    expect(formatUsd(undefined)).toBe('$0.00')
  })

  it("writes another locale's amounts its own way", () => {
    const german = new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' })
    expect(formatUsd(1234.5, 'de')).toBe(german.format(1234.5))
    expect(formatUsd(1234.5, 'de')).not.toBe('$1,234.50')
    expect(formatUsd(0.004, 'de')).toBe(`<${german.format(0.01)}`)
  })
})

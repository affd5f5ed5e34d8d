import { describe, expect, it } from 'vitest'
import { formatBalance } from './format-balance.js'
import { localizeDecimal } from './locale-decimal.js'

describe('localizeDecimal', () => {
  it("writes German and Portuguese with '.' groups and a decimal comma", () => {
    expect(localizeDecimal('1234.5', 'de')).toBe('1.234,5')
    expect(localizeDecimal('1234567.891', 'pt')).toBe('1.234.567,891')
  })

  it('groups French with the narrow no-break space', () => {
    expect(localizeDecimal('1234567.25', 'fr')).toBe('1\u202f234\u202f567,25')
  })

  it('leaves English as formatBalance wrote it, so the SPEC §9 examples still read the same', () => {
    expect(localizeDecimal('10000', 'en')).toBe('10000')
    expect(localizeDecimal(formatBalance('1.23456'), 'en')).toBe('1.234')
  })

  it('keeps every digit of a value too large for a float, and never rounds the fraction', () => {
    expect(localizeDecimal('123456789012345678901234567890.999', 'de')).toBe(
      '123.456.789.012.345.678.901.234.567.890,999',
    )
    expect(localizeDecimal(formatBalance('0.99999'), 'fr')).toBe('0,999')
    expect(localizeDecimal('0.99999999999999999999', 'de')).toBe('0,99999999999999999999')
  })

  it('shows a fraction longer than Intl keeps (21 digits) as written rather than rounded', () => {
    expect(localizeDecimal('0.999999999999999999999', 'de')).toBe('0.999999999999999999999')
  })

  it("uses the locale's digits for the fraction too (Arabic-Indic in ar-EG)", () => {
    expect(localizeDecimal('1234.05', 'ar-EG')).toBe('١٬٢٣٤٫٠٥')
  })

  it('gives ar the digits Intl gives it, with its own separators', () => {
    const intl = new Intl.NumberFormat('ar', { minimumFractionDigits: 1 }).format(1234.5)
    expect(localizeDecimal('1234.5', 'ar')).toBe(intl)
  })

  it("writes the locale's minus sign, also before a zero integer part", () => {
    expect(localizeDecimal('-1234.5', 'de')).toBe('-1.234,5')
    expect(localizeDecimal('-0.5', 'de')).toBe('-0,5')
    expect(localizeDecimal('-0', 'de')).toBe('0')
  })

  it('returns text that is not a plain decimal, or a locale Intl refuses, unchanged', () => {
    expect(localizeDecimal('1e5', 'de')).toBe('1e5')
    expect(localizeDecimal('', 'de')).toBe('')
    expect(localizeDecimal('1234.5', 'not a locale!')).toBe('1234.5')
  })
})

import { describe, expect, it } from 'vitest'
import { formatBalance } from './format-balance.js'

describe('formatBalance', () => {
  it('SPEC §9: shows 3 decimals, truncated and never rounded', () => {
    expect(formatBalance('1.23456')).toBe('1.234')
    expect(formatBalance('0.9999')).toBe('0.999')
    expect(formatBalance('2.0009')).toBe('2')
  })

  it('drops trailing fraction zeros instead of padding', () => {
    expect(formatBalance('10000')).toBe('10000')
    expect(formatBalance('1.50')).toBe('1.5')
    expect(formatBalance('1.000')).toBe('1')
    expect(formatBalance('007.1')).toBe('7.1')
  })

  it('shows zero as 0, also for values that truncate to zero', () => {
    expect(formatBalance('0')).toBe('0')
    expect(formatBalance('0.000')).toBe('0')
    expect(formatBalance('0.0004')).toBe('0')
    expect(formatBalance('-0.0004')).toBe('0')
    expect(formatBalance('-0')).toBe('0')
  })

  it('keeps the sign of a negative value', () => {
    expect(formatBalance('-1.23456')).toBe('-1.234')
    expect(formatBalance('+1.5')).toBe('1.5')
  })

  it('keeps every digit of a huge value', () => {
    expect(formatBalance('123456789012345678901234567890.123456')).toBe('123456789012345678901234567890.123')
  })

  it('expands exponent notation', () => {
    expect(formatBalance('1e-7')).toBe('0')
    expect(formatBalance('1.5e-2')).toBe('0.015')
    expect(formatBalance('1.23456e3')).toBe('1234.56')
    expect(formatBalance('2E21')).toBe('2000000000000000000000')
    expect(formatBalance('-4.2e-1')).toBe('-0.42')
  })

  it('takes another number of decimals', () => {
    expect(formatBalance('1.23456', 2)).toBe('1.23')
    expect(formatBalance('1.23456', 0)).toBe('1')
    expect(formatBalance('1.23456', 6)).toBe('1.23456')
  })

  it('shows 0 for anything that is not a decimal number', () => {
    for (const value of [
      '',
      ' ',
      'abc',
      '1.2.3',
      'NaN',
      'Infinity',
      '.',
      '-',
      'e5',
      '1e',
      '0x10',
      '1e100000',
    ]) {
      expect(formatBalance(value)).toBe('0')
    }
    expect(formatBalance(undefined as unknown as string)).toBe('0')
  })

  it('tolerates surrounding spaces and bare fractions', () => {
    expect(formatBalance(' 3.14159 ')).toBe('3.141')
    expect(formatBalance('.5')).toBe('0.5')
    expect(formatBalance('5.')).toBe('5')
  })
})

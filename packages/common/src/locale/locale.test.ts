import { describe, expect, it } from 'vitest'
import { localeDirection, resolveLocale, SUPPORTED_LOCALES } from './locale.js'

describe('resolveLocale', () => {
  it('keeps a shipped tag, whatever its case', () => {
    for (const locale of SUPPORTED_LOCALES) expect(resolveLocale(locale.toUpperCase())).toBe(locale)
  })

  it('falls back from a regional tag to its language', () => {
    expect(resolveLocale('es-MX')).toBe('es')
    expect(resolveLocale('pt-BR')).toBe('pt')
    expect(resolveLocale('fr_CA')).toBe('fr')
    expect(resolveLocale('ar-EG')).toBe('ar')
  })

  it('reads simplified Chinese tags as zh-CN and leaves traditional ones in English', () => {
    expect(resolveLocale('zh')).toBe('zh-CN')
    expect(resolveLocale('zh-Hans')).toBe('zh-CN')
    expect(resolveLocale('zh-Hans-SG')).toBe('zh-CN')
    expect(resolveLocale('zh-TW')).toBe('en')
    expect(resolveLocale('zh-Hant')).toBe('en')
  })

  it('reads an unknown or malformed tag as English', () => {
    for (const tag of ['xx', 'klingon', '', '-', undefined, null, 42, {}])
      expect(resolveLocale(tag)).toBe('en')
  })
})

describe('localeDirection', () => {
  it('is right to left for Arabic and Hebrew only', () => {
    const rtl = SUPPORTED_LOCALES.filter((locale) => localeDirection(locale) === 'rtl')
    expect(rtl).toEqual(['ar', 'he'])
  })
})

import type { Locale } from '@gangway/common'

const formats = new Map<Locale, Intl.NumberFormat>()

// English keeps the en-US form ("$1,234.56") the modal always showed; other locales write USD their own way.
function usdFormat(locale: Locale): Intl.NumberFormat {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, { style: 'currency', currency: 'USD' })
    formats.set(locale, format)
  }
  return format
}

/**
 * A USD amount in `locale` ("$1,234.56" in English; "<$0.01" for a positive one that rounds to zero); unknown
 * reads as zero.
 */
export function formatUsd(value: number | undefined, locale: Locale = 'en'): string {
  const usd = usdFormat(locale)
  if (value === undefined || !Number.isFinite(value)) return usd.format(0)
  return value > 0 && value < 0.01 ? `<${usd.format(0.01)}` : usd.format(value)
}

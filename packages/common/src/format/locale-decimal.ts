/**
 * A plain decimal as {@link formatBalance} writes it: optional minus, digits, optional fraction of at most 20 digits
 * (the most `Intl` keeps everywhere; a longer one would be rounded, so it is shown as written).
 */
const PLAIN_DECIMAL = /^-?\d+(\.\d{1,20})?$/

/** ES2023's NumberFormat (v3): a numeric string formats as the exact decimal it writes. The types here are ES2022's. */
interface ExactNumberFormat {
  format(value: string): string
}

const formatters = new Map<string, ExactNumberFormat>()

/**
 * A decimal string shown the way `locale` writes numbers: its digit grouping, decimal separator, digits and
 * minus sign ('1234.5' → '1.234,5' in de, '1 234,5' in fr). The value is never turned into a float: `Intl` formats
 * a numeric string as the exact decimal it writes (ECMA-402's NumberFormat v3), and all of its up to 20 fraction
 * digits are kept, so a balance truncated by `formatBalance` (SPEC §9) keeps every digit it had and is never rounded.
 *
 * English ('en') is returned unchanged, without grouping ('10000', '1234.5'), as the modal and AppKit always
 * showed it. Text that is not a plain decimal is returned unchanged. For the locale's digits Intl decides: 'ar'
 * gets Latin digits in current browsers (CLDR's default for Arabic), 'ar-EG' Arabic-Indic ones.
 */
export function localizeDecimal(value: string, locale: string): string {
  if (locale === 'en' || !PLAIN_DECIMAL.test(value)) return value
  try {
    let format = formatters.get(locale)
    if (!format) {
      // 'negative': no sign on a zero ('-0' shows '0'), the locale's own minus on anything below it.
      const options = { maximumFractionDigits: 20, signDisplay: 'negative' }
      format = new Intl.NumberFormat(
        locale,
        options as Intl.NumberFormatOptions,
      ) as unknown as ExactNumberFormat
      formatters.set(locale, format)
    }
    return format.format(value)
  } catch {
    // A tag Intl refuses: the digits as they came are still right.
    return value
  }
}

import { formatBalance, localizeDecimal } from '@gangway/common'
import { useLocale } from '../i18n/use-locale.js'

/**
 * A token amount for display in the instance's locale: truncated by formatBalance (SPEC §9, never rounded),
 * then written with the locale's grouping and decimal separator ('1.234,5' in de). Amount inputs keep plain
 * digits with '.', as their parser expects: this is for text only.
 */
export function useFormatAmount(): (value: string, decimals?: number) => string {
  const locale = useLocale()
  return (value, decimals) => localizeDecimal(formatBalance(value, decimals), locale)
}

import { useLocale } from '../i18n/use-locale.js'
import { formatUsd } from './format-usd.js'

/** formatUsd in the instance's locale. */
export function useFormatUsd(): (value: number | undefined) => string {
  const locale = useLocale()
  return (value) => formatUsd(value, locale)
}

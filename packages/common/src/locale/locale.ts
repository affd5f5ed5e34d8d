/**
 * The languages the modal and the secure frame ship (issue 23), as the tags their locale files carry. English
 * is built in; every other one loads on demand.
 */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'ja', 'ko', 'zh-CN', 'ar', 'he'] as const

export type Locale = (typeof SUPPORTED_LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar', 'he'])

// Chinese is shipped in simplified script only: a tag naming another script or a traditional-script region
// falls back to English rather than show the wrong script.
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/i

/**
 * The shipped locale for a BCP 47 tag: an exact match, else its language ('es-MX' → 'es', 'zh-Hans' → 'zh-CN'),
 * else English. Anything that is not a tag (empty, not a string) is English too: a host's typo never breaks the
 * modal.
 */
export function resolveLocale(tag: unknown): Locale {
  if (typeof tag !== 'string') return DEFAULT_LOCALE
  const trimmed = tag.trim().replace(/_/g, '-')
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === trimmed.toLowerCase())
  if (exact) return exact
  const language = trimmed.split('-')[0]?.toLowerCase() ?? ''
  if (language === 'zh') return TRADITIONAL_CHINESE.test(trimmed) ? DEFAULT_LOCALE : 'zh-CN'
  return SUPPORTED_LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE
}

/** The writing direction of a locale's text, for the `dir` attribute of what shows it. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}

export { DEFAULT_LOCALE, type Locale, localeDirection, resolveLocale, SUPPORTED_LOCALES } from './locale.js'

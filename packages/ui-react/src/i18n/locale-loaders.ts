import type { Locale } from '@gangway/common'

/** A locale file as its module: a flat JSON object of catalogue keys to translated strings. */
export type LocaleModule = { default: unknown }

/**
 * One `import()` per locale, spelled out so every bundler makes each file a chunk of its own, fetched only when a
 * host picks that language (English is the built-in catalogue and loads nothing). The files are
 * packages/ui-react/src/locales/<tag>.json, with the keys of the English catalogue (docs/i18n.md).
 */
export const LOCALE_LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<LocaleModule>>> = {
  es: () => import('../locales/es.json'),
  fr: () => import('../locales/fr.json'),
  de: () => import('../locales/de.json'),
  pt: () => import('../locales/pt.json'),
  ja: () => import('../locales/ja.json'),
  ko: () => import('../locales/ko.json'),
  'zh-CN': () => import('../locales/zh-CN.json'),
  ar: () => import('../locales/ar.json'),
  he: () => import('../locales/he.json'),
}

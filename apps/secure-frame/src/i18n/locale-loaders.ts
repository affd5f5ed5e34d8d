import type { Locale } from '@gangway/common'

/**
 * One `import()` per locale, so the build makes each file a chunk the frame fetches only in that language
 * (apps/secure-frame/src/locales/<tag>.json, keyed as {@link englishFrameStrings}; English loads nothing).
 */
export const FRAME_LOCALE_LOADERS: Readonly<
  Record<Exclude<Locale, 'en'>, () => Promise<{ default: unknown }>>
> = {
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

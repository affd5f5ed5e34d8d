import { type Locale, localeDirection } from '@gangway/common/start'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'
import {
  ENGLISH,
  type LocaleStrings,
  loadLocale,
  loadedLocale,
  subscribeLocales,
} from './locale-catalogue.js'

const askedInRender = new Set<Locale>()

/** The instance's resolved locale ('en' unless the host picked another with `locale` or `setLocale`). */
export function useLocale(): Locale {
  return useSnapshot(useCore().store.options.state).locale
}

/**
 * The locale's own strings once loaded, else undefined (English is always loaded). The first render asks for
 * the locale's chunk, so it is on its way before the first paint. A server render and the hydration that
 * follows it see only English as loaded: what they render is the same, whichever chunks the browser has.
 */
export function useLoadedLocale(): LocaleStrings | undefined {
  const { locale } = useSnapshot(useCore().store.options.state)
  const read = () => loadedLocale(locale)
  const strings = useSyncExternalStore(subscribeLocales, read, () => (locale === 'en' ? ENGLISH : undefined))
  // Asked during the first render rather than after it: effects may wait for the first paint. Once per locale,
  // so that a chunk that fails is not asked again on every render (the effect asks again on the next mount).
  if (!strings && !askedInRender.has(locale) && typeof window !== 'undefined') {
    askedInRender.add(locale)
    loadLocale(locale).catch(() => undefined)
  }
  useEffect(() => {
    if (!strings) loadLocale(locale).catch(() => undefined)
  }, [locale, strings])
  return strings
}

/**
 * The strings that replace the English catalogue: the locale's, then the host's `options.messages` over them.
 * Until the locale arrives (or when it cannot load) only the host's overrides apply, so the English text shows
 * rather than nothing (buttons hide it for a moment meanwhile: useLabelReady).
 */
export function useLocaleStrings(): LocaleStrings {
  const { messages } = useSnapshot(useCore().store.options.state)
  const strings = useLoadedLocale()
  return useMemo(() => (strings ? { ...strings, ...messages } : (messages ?? ENGLISH)), [strings, messages])
}

export interface LocaleAttributes {
  lang: Locale
  dir: 'ltr' | 'rtl'
}

/** `lang` and `dir` for an element that shows the catalogue's text: the modal's root and each button. */
export function useLocaleAttributes(): LocaleAttributes {
  const locale = useLocale()
  return { lang: locale, dir: localeDirection(locale) }
}

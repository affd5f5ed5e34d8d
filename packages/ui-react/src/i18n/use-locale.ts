import { type Locale, localeDirection } from '@gangway/common'
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

/** The instance's resolved locale ('en' unless the host picked another with `locale` or `setLocale`). */
export function useLocale(): Locale {
  return useSnapshot(useCore().store.options.state).locale
}

/**
 * The strings that replace the English catalogue: the locale's, then the host's `options.messages` over them.
 * Loads the locale on first use; until it arrives (or when it cannot load) only the host's overrides apply, so
 * the English text shows rather than nothing.
 */
export function useLocaleStrings(): LocaleStrings {
  const { locale, messages } = useSnapshot(useCore().store.options.state)
  const read = () => loadedLocale(locale)
  const strings = useSyncExternalStore(subscribeLocales, read, read)
  useEffect(() => {
    if (!strings) loadLocale(locale).catch(() => undefined)
  }, [locale, strings])
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

import type { Locale } from '@gangway/common'
import { LOCALE_LOADERS } from './locale-loaders.js'

/** A locale's strings by catalogue key (the modal's keys, its parts' keys and `error.<key>`). */
export type LocaleStrings = Readonly<Record<string, string>>

/** No strings: English is the built-in catalogue itself. */
export const ENGLISH: LocaleStrings = Object.freeze({})
const loaded = new Map<Locale, LocaleStrings>([['en', ENGLISH]])
const requests = new Map<Locale, Promise<LocaleStrings>>()
const listeners = new Set<() => void>()

/**
 * The strings of `locale` once loaded, else undefined. English is always there and empty: the built-in
 * catalogue is English, so it needs no strings of its own.
 */
export function loadedLocale(locale: Locale): LocaleStrings | undefined {
  return loaded.get(locale)
}

/** Calls `listener` whenever a locale finishes loading; returns what stops it. */
export function subscribeLocales(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Fetches a locale's chunk once (a second call while it loads shares the first). A failed fetch (offline, a
 * deploy that removed the chunk) rejects and is forgotten, so the next render asks again; meanwhile English shows.
 */
export function loadLocale(locale: Locale): Promise<LocaleStrings> {
  const strings = loaded.get(locale)
  if (strings) return Promise.resolve(strings)
  let request = requests.get(locale)
  if (!request) {
    request = LOCALE_LOADERS[locale as Exclude<Locale, 'en'>]().then((module) => {
      const result = onlyStrings(module.default)
      loaded.set(locale, result)
      for (const listener of listeners) listener()
      return result
    })
    // Forgotten when it fails, so the next call fetches again.
    request.catch(() => requests.delete(locale))
    requests.set(locale, request)
  }
  return request
}

// A locale file is ours, but a string in the wrong place must not reach the views as an object.
function onlyStrings(data: unknown): LocaleStrings {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return ENGLISH
  return Object.freeze(
    Object.fromEntries(
      Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  )
}

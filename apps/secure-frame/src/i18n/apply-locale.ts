import { type Locale, localeDirection } from '@gangway/common'
import { applyFrameStrings } from './catalogue.js'
import { FRAME_LOCALE_LOADERS } from './locale-loaders.js'

export type FrameLocaleLoader = (locale: Exclude<Locale, 'en'>) => Promise<{ default: unknown }>

const loadShipped: FrameLocaleLoader = (tag) => FRAME_LOCALE_LOADERS[tag]()

/** The words of `locale`, or undefined for English and for a file that cannot load or is not an object. */
export async function loadFrameStrings(
  locale: Locale,
  load: FrameLocaleLoader = loadShipped,
): Promise<Record<string, unknown> | undefined> {
  if (locale === 'en') return undefined
  try {
    const { default: data } = await load(locale)
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Puts `strings` in place (English without them) and sets `lang` / `dir` on the page to what is shown, so
 * Arabic and Hebrew read right to left and a locale that could not load stays English, left to right.
 */
export function showFrameStrings(
  doc: Document,
  locale: Locale,
  strings: Record<string, unknown> | undefined,
): void {
  applyFrameStrings(strings ?? {})
  const shown: Locale = strings ? locale : 'en'
  doc.documentElement.lang = shown
  doc.documentElement.dir = localeDirection(shown)
}

/**
 * Shows the frame in `locale`: its strings in place of the English ones, and `lang` / `dir` on the page. A
 * locale file that cannot load leaves the frame in English: the dialogs must still show, whatever the language.
 */
export async function applyFrameLocale(
  doc: Document,
  locale: Locale,
  load: FrameLocaleLoader = loadShipped,
): Promise<void> {
  showFrameStrings(doc, locale, await loadFrameStrings(locale, load))
}

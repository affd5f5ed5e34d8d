import { type Locale, localeDirection } from '@gangway/common'
import { applyFrameStrings } from './catalogue.js'
import { FRAME_LOCALE_LOADERS } from './locale-loaders.js'

type Loader = (locale: Exclude<Locale, 'en'>) => Promise<{ default: unknown }>

/**
 * Shows the frame in `locale`: its strings in place of the English ones, and `lang` / `dir` on the page so
 * Arabic and Hebrew read right to left. A locale file that cannot load leaves the frame in English: the
 * dialogs must still show, whatever the language.
 */
export async function applyFrameLocale(
  doc: Document,
  locale: Locale,
  load: Loader = (tag) => FRAME_LOCALE_LOADERS[tag](),
): Promise<void> {
  let shown: Locale = 'en'
  if (locale !== 'en') {
    try {
      const { default: data } = await load(locale)
      if (data && typeof data === 'object' && !Array.isArray(data)) {
        applyFrameStrings(data as Record<string, unknown>)
        shown = locale
      }
    } catch {
      // English stays.
    }
  }
  doc.documentElement.lang = shown
  doc.documentElement.dir = localeDirection(shown)
}

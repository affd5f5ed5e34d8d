import type { Locale } from '@gangway/common'
import { type FrameLocaleLoader, loadFrameStrings, showFrameStrings } from './apply-locale.js'

export interface LocaleSwitch {
  /** Loads `locale` and shows it, then calls `onShown` so open dialogs relabel; resolves once done (or superseded). */
  set(locale: Locale): Promise<void>
}

/**
 * SYNC_LOCALE: the app's locale changed while the frame is open. The last change wins: a file that arrives after
 * a later change was asked for is dropped, so quick switches never leave the frame in a language it left.
 */
export function createLocaleSwitch(
  doc: Document,
  initial: Locale,
  onShown: () => void,
  load?: FrameLocaleLoader,
): LocaleSwitch {
  let wanted = initial
  return {
    async set(locale) {
      if (locale === wanted) return
      wanted = locale
      const strings = await loadFrameStrings(locale, load)
      if (wanted !== locale) return
      showFrameStrings(doc, locale, strings)
      onShown()
    },
  }
}

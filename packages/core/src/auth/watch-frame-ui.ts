import { subscribe } from 'valtio/vanilla'
import { DARK_SCHEME_QUERY } from '../controllers/theme.js'

/**
 * Calls `listener` when what the secure frame shows may have to change: the theme state (setThemeMode), the
 * options state (setLocale) or the visitor's colour scheme, which `'system'` follows. The frame client compares
 * and sends only real changes. Returns the unsubscribe; without a page there is no colour scheme to watch.
 */
export function watchFrameUi(states: { theme: object; options: object }, listener: () => void): () => void {
  const stops = [subscribe(states.theme, listener), subscribe(states.options, listener)]
  // A page's MediaQueryList; anything less (a test double, an old browser's) is not watched.
  const query = globalThis.matchMedia?.(DARK_SCHEME_QUERY)
  const scheme = typeof query?.addEventListener === 'function' ? query : undefined
  scheme?.addEventListener('change', listener)
  return () => {
    for (const stop of stops) stop()
    scheme?.removeEventListener('change', listener)
  }
}

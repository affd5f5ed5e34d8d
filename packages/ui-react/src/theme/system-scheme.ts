import { DARK_SCHEME_QUERY } from '@gangway/core/start'

const listeners = new Set<() => void>()
let watched: MediaQueryList | undefined

function notify(): void {
  for (const listener of listeners) listener()
}

/**
 * Calls `listener` when the visitor's colour scheme changes. One media-query listener serves every theme carrier
 * showing `'system'`, and it goes when the last of them does. Without a page (the server) it does nothing.
 */
export function subscribeSystemScheme(listener: () => void): () => void {
  if (typeof globalThis.matchMedia !== 'function') return () => undefined
  listeners.add(listener)
  if (!watched) {
    watched = globalThis.matchMedia(DARK_SCHEME_QUERY)
    watched.addEventListener('change', notify)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0 || !watched) return
    watched.removeEventListener('change', notify)
    watched = undefined
  }
}

/** Whether the visitor asks for a dark scheme; undefined without a page. */
export function systemPrefersDark(): boolean | undefined {
  if (typeof globalThis.matchMedia !== 'function') return undefined
  // The list watched for changes answers too: no new query on each render.
  return (watched ?? globalThis.matchMedia(DARK_SCHEME_QUERY)).matches
}

import { subscribe } from 'valtio/vanilla'
import type { Unsubscribe } from '../types.js'
import { isEqual } from '../utils/is-equal.js'

/**
 * Calls `callback` with `read()` whenever one of `sources` changes and the value read is different from the
 * last one passed (several proxies, and repeated writes, must not repeat a notification).
 */
export function subscribeDerived<T>(
  sources: readonly object[],
  read: () => T,
  callback: (value: T) => void,
): Unsubscribe {
  let last = read()
  const onChange = () => {
    const next = read()
    if (isEqual(next, last)) return
    last = next
    callback(next)
  }
  const unsubscribes = sources.map((source) => subscribe(source, onChange))
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}

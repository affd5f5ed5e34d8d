import { useCallback, useRef, useSyncExternalStore } from 'react'

type Subscribe = (onChange: () => void) => () => void

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  // Plain data from the store (accounts, networks) compares by content.
  try {
    return JSON.stringify(a) === JSON.stringify(b)
  } catch {
    return false
  }
}

function sameShape(a: object, b: object): boolean {
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/**
 * Subscribes a component to a value read from an instance. The value is recomputed on every change
 * but the previous object is kept while its content is the same, as useSyncExternalStore requires.
 */
export function useDerived<T extends object>(subscribe: Subscribe, read: () => T): T {
  const cache = useRef<T | undefined>(undefined)
  const getSnapshot = useCallback(() => {
    const next = read()
    if (cache.current && sameShape(cache.current, next)) return cache.current
    cache.current = next
    return next
  }, [read])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}

import type { StorageBackend } from '../utils/environment.js'

let current: StorageBackend | undefined

/**
 * The page's session storage once an instance has made it (page-sessions.ts), for the adapters' connector memory.
 * A module of its own so that an adapter's bundle does not carry the session layer: core's instance brings it.
 */
export function pageBackend(): StorageBackend | undefined {
  return current
}

export function setPageBackend(backend: StorageBackend | undefined): void {
  current = backend
}

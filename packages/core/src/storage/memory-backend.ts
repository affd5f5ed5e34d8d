import type { StorageBackend } from '../utils/environment.js'

/** A storage that lasts as long as the page: where there is no browser storage, or it throws. */
export function createMemoryBackend(): StorageBackend {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  }
}

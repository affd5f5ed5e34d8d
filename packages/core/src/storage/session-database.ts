import { createStore, del, entries, promisifyRequest, set } from 'idb-keyval'

/**
 * The browser database as the session layer uses it: string values under string keys. What it returns is
 * untrusted (another script of the origin, an older or newer version may have written it).
 */
export interface SessionDatabase {
  entries(): Promise<[IDBValidKey, unknown][]>
  /** Stores each value whose key holds no string yet, in one transaction: a value already there is kept. */
  addMissing(entries: readonly (readonly [string, string])[]): Promise<void>
  set(key: string, value: string): Promise<void>
  delete(key: string): Promise<void>
}

/** One database for the origin, one store in it. IndexedDB is origin-scoped: a page reads only its own. */
export const SESSION_DATABASE = { name: 'gangway', store: 'sessions' } as const

/**
 * The page's IndexedDB through idb-keyval. Nothing opens until the first call; a blocked database (private mode, a
 * sandboxed frame) rejects or throws then. Loaded on demand: only a page with IndexedDB fetches this code.
 */
export function openSessionDatabase(): SessionDatabase {
  const store = createStore(SESSION_DATABASE.name, SESSION_DATABASE.store)
  return {
    entries: () => entries(store),
    addMissing: (items) =>
      store('readwrite', (objects) => {
        for (const [key, value] of items) {
          const current = objects.get(key)
          current.onsuccess = () => {
            if (typeof current.result !== 'string') objects.put(value, key)
          }
        }
        return promisifyRequest(objects.transaction)
      }),
    set: (key, value) => set(key, value, store),
    delete: (key) => del(key, store),
  }
}

import { browserStorage, type StorageBackend } from '../utils/environment.js'
import { setPageBackend } from './page-backend.js'
import type { SessionDatabase } from './session-database.js'
import { createSessionStorage, type SessionStorage } from './session-storage.js'

let page: SessionStorage | undefined

/**
 * The page's session storage, shared by its instances and the adapters that remember a wallet: one database
 * connection and one migration per page. Undefined on a server (no localStorage, no IndexedDB). Created on first
 * use, never at import.
 */
export function pageSessionStorage(): SessionStorage | undefined {
  if (page) return page
  const database = hasIndexedDb()
    ? () => import('./session-database.js').then((module) => module.openSessionDatabase())
    : undefined
  if (!browserStorage() && !database) return undefined
  page = createSessionStorage({ local: browserStorage(), database })
  setPageBackend(page.backend)
  return page
}

/**
 * An instance's storage. A given `storage` (and `sessionDatabase`) makes one of its own, as tests and custom
 * entries do; without a database its sessions stay in that storage. Otherwise the page's, else memory.
 */
export function instanceSessionStorage(env: {
  storage?: StorageBackend | undefined
  sessionDatabase?: SessionDatabase | undefined
}): SessionStorage {
  if ('storage' in env || 'sessionDatabase' in env) {
    return createSessionStorage({ local: env.storage, database: env.sessionDatabase })
  }
  return pageSessionStorage() ?? createSessionStorage({})
}

function hasIndexedDb(): boolean {
  try {
    return typeof globalThis.indexedDB?.open === 'function'
  } catch {
    // Merely reading it throws in some sandboxed frames.
    return false
  }
}

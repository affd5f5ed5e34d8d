import { createMemoryBackend } from '../storage/memory-backend.js'
import { pageBackend } from '../storage/page-backend.js'
import { browserStorage, type StorageBackend } from './environment.js'

/** Which connector the adapter was last connected with, across page loads. */
export interface ConnectorMemory {
  get(): string | undefined
  remember(connectorId: string): void
  forget(): void
}

/**
 * The connected connector's id under `key`. The storage is looked up on first use, never at import or
 * construction, so a server render constructs the adapter freely: the given one, else the page's session
 * storage that core's instance made (IndexedDB, read by its `ready()` before it restores), else the page's
 * localStorage (an adapter used without an instance), else memory. A storage that throws (Safari private mode, a
 * full quota, a sandboxed frame) is replaced by memory from then on.
 */
export function createConnectorMemory(key: string, storage?: StorageBackend): ConnectorMemory {
  let backend: StorageBackend | undefined = storage

  function attempt<T>(operation: (target: StorageBackend) => T): T {
    backend ??= pageBackend() ?? browserStorage() ?? createMemoryBackend()
    try {
      return operation(backend)
    } catch {
      backend = createMemoryBackend()
      return operation(backend)
    }
  }

  return {
    get: () => attempt((target) => target.getItem(key)) ?? undefined,
    remember: (connectorId) => attempt((target) => target.setItem(key, connectorId)),
    forget: () => attempt((target) => target.removeItem(key)),
  }
}

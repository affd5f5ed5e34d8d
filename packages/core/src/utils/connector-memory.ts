import { browserStorage, type StorageBackend } from './environment.js'

/** Which connector the adapter was last connected with, across page loads. */
export interface ConnectorMemory {
  get(): string | undefined
  remember(connectorId: string): void
  forget(): void
}

/**
 * The connected connector's id under `key`. The storage is looked up on first use, never at import or
 * construction, so a server render constructs the adapter freely: the given one, else the page's localStorage,
 * else memory. A storage that throws (Safari private mode, a full quota, a sandboxed frame) is replaced by
 * memory from then on.
 */
export function createConnectorMemory(key: string, storage?: StorageBackend): ConnectorMemory {
  let backend: StorageBackend | undefined = storage

  function attempt<T>(operation: (target: StorageBackend) => T): T {
    backend ??= browserStorage() ?? memoryStorage()
    try {
      return operation(backend)
    } catch {
      backend = memoryStorage()
      return operation(backend)
    }
  }

  return {
    get: () => attempt((target) => target.getItem(key)) ?? undefined,
    remember: (connectorId) => attempt((target) => target.setItem(key, connectorId)),
    forget: () => attempt((target) => target.removeItem(key)),
  }
}

function memoryStorage(): StorageBackend {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

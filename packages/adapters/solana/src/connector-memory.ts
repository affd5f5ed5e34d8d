import type { StorageBackend } from '@gangway/core'

/** Which connector the adapter was last connected with, across page loads. */
export interface ConnectorMemory {
  get(): string | undefined
  remember(connectorId: string): void
  forget(): void
}

/** Where the Solana adapter keeps its connected connector's id. */
export const CONNECTOR_STORAGE_KEY = '@gangway/solana:connected_connector_id'

/**
 * The connected connector's id, in the given storage, else the page's localStorage, else memory. Looked up on
 * first use, never at import or construction (a server render constructs the adapter freely); a storage that
 * throws (private mode, a full quota, a sandboxed frame) is replaced by memory from then on.
 */
export function createConnectorMemory(storage?: StorageBackend): ConnectorMemory {
  let backend: StorageBackend | undefined = storage

  function attempt<T>(operation: (target: StorageBackend) => T): T {
    backend ??= pageStorage() ?? memoryStorage()
    try {
      return operation(backend)
    } catch {
      backend = memoryStorage()
      return operation(backend)
    }
  }

  return {
    get: () => attempt((target) => target.getItem(CONNECTOR_STORAGE_KEY)) ?? undefined,
    remember: (connectorId) => attempt((target) => target.setItem(CONNECTOR_STORAGE_KEY, connectorId)),
    forget: () => attempt((target) => target.removeItem(CONNECTOR_STORAGE_KEY)),
  }
}

function pageStorage(): StorageBackend | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
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

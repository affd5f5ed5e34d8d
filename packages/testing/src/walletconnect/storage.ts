import type { LabKeyValueStorage } from './types.js'

/** The SDK's storage kept in memory, so a wallet leaves nothing behind (and never shares a dapp's store). */
export function createMemoryKeyValueStorage(): LabKeyValueStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async (key, value) => void items.set(key, value),
    removeItem: async (key) => void items.delete(key),
  }
}

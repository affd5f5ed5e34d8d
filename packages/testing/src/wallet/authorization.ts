import type { WalletStorage } from './types.js'

/** In-memory storage for wallets created without one: authorisation lasts as long as the wallet object. */
export function createMemoryStorage(): WalletStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/**
 * Whether the site may see the account. Read from storage on every call, so a second wallet
 * object over the same storage (a page reload) sees what the first one granted.
 */
export function createAuthorization(storage: WalletStorage, rdns: string) {
  const key = `${rdns}.authorized`
  return {
    isGranted: () => storage.getItem(key) === 'true',
    grant: () => storage.setItem(key, 'true'),
    revoke: () => storage.removeItem(key),
  }
}

export type Authorization = ReturnType<typeof createAuthorization>

import {
  CHAIN_NAMESPACES,
  type CaipNetworkId,
  type ChainNamespace,
  isCaipNetworkId,
  SOCIAL_PROVIDERS,
  STORAGE_KEYS,
  WALLET_LIST,
} from '@gangway/common/start'
import { createMemoryBackend } from '../storage/memory-backend.js'
import type { SocialProvider } from '../types.js'
import type { StorageBackend } from '../utils/environment.js'

export interface RecentWallet {
  id: string
  name: string
}

/**
 * Typed, JSON-encoded access to the SPEC §3 stored browser keys, plus the stored social provider that disconnect
 * clears (SPEC §4). An instance's backend keeps the wallet-session keys among them in the browser database
 * (storage/session-storage.ts) without this layer knowing. Without a backend (on a server) values live in
 * memory. A backend that throws (Safari private mode, a full quota) is replaced by memory from then on; a
 * corrupt value reads as undefined and is removed. Nothing here throws.
 */
export function createStorage(backend?: StorageBackend) {
  let store: StorageBackend = backend ?? createMemoryBackend()

  function attempt<T>(operation: (target: StorageBackend) => T): T {
    try {
      return operation(store)
    } catch {
      store = createMemoryBackend()
      return operation(store)
    }
  }

  function read<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
    const raw = attempt((target) => target.getItem(key))
    if (raw === null) return undefined
    const value = parseJson(raw)
    if (value !== undefined && isValid(value)) return value
    remove(key)
    return undefined
  }

  function write(key: string, value: unknown): void {
    attempt((target) => target.setItem(key, JSON.stringify(value)))
  }

  function remove(key: string): void {
    attempt((target) => target.removeItem(key))
  }

  const connectorKey = (namespace: ChainNamespace) => `${STORAGE_KEYS.connectedConnectorIdPrefix}${namespace}`

  return {
    getActiveConnectorId: (namespace: ChainNamespace): string | undefined =>
      read(connectorKey(namespace), isString),
    setActiveConnectorId: (namespace: ChainNamespace, id: string): void => write(connectorKey(namespace), id),
    removeActiveConnectorId: (namespace: ChainNamespace): void => remove(connectorKey(namespace)),
    getActiveCaipNetworkId: (): CaipNetworkId | undefined =>
      read(STORAGE_KEYS.activeCaipNetworkId, isCaipNetworkId),
    setActiveCaipNetworkId: (id: CaipNetworkId): void => write(STORAGE_KEYS.activeCaipNetworkId, id),
    getActiveNamespace: (): ChainNamespace | undefined => read(STORAGE_KEYS.activeNamespace, isNamespace),
    setActiveNamespace: (namespace: ChainNamespace): void => write(STORAGE_KEYS.activeNamespace, namespace),
    getRecentWallets: (): RecentWallet[] => read(STORAGE_KEYS.recentWallets, isRecentWalletList) ?? [],
    addRecentWallet(wallet: RecentWallet): void {
      const others = (read(STORAGE_KEYS.recentWallets, isRecentWalletList) ?? []).filter(
        (w) => w.id !== wallet.id,
      )
      const entry = { id: wallet.id, name: wallet.name }
      write(STORAGE_KEYS.recentWallets, [entry, ...others].slice(0, WALLET_LIST.recentWallets))
    },
    getSocialProvider: (): SocialProvider | undefined => read(STORAGE_KEYS.socialProvider, isSocialProvider),
    setSocialProvider: (provider: SocialProvider): void => write(STORAGE_KEYS.socialProvider, provider),
    removeSocialProvider: (): void => remove(STORAGE_KEYS.socialProvider),
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface StorageController extends ReturnType<typeof createStorage> {}
/** The storage's former name for its full type, kept for callers that import it. */
export type GangwayStorage = StorageController

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0
}

function isNamespace(value: unknown): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly unknown[]).includes(value)
}

function isSocialProvider(value: unknown): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly unknown[]).includes(value)
}

function isRecentWalletList(value: unknown): value is RecentWallet[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' && item !== null && isString(item.id) && typeof item.name === 'string',
    )
  )
}

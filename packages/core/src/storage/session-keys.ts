import { type AdapterType, CHAIN_NAMESPACES, STORAGE_KEYS } from '@gangway/common/start'
import type { StorageBackend } from '../utils/environment.js'

/**
 * SPEC §4 storage version: absent means wallet sessions may still be in localStorage (version 0); "1" means they
 * were moved to the browser database and localStorage holds none. Kept in localStorage, so a page whose database
 * is unavailable still knows where sessions are.
 */
export const STORAGE_VERSION_KEY = '@gangway/storage-version'
export const STORAGE_VERSION = '1'

export function hasMigrated(local: StorageBackend): boolean {
  return local.getItem(STORAGE_VERSION_KEY) === STORAGE_VERSION
}

// Every adapter type (the record fails to compile when common adds one), so an adapter built on the EIP-1193
// base finds its key here whatever its type.
const ADAPTER_TYPES: Record<AdapterType, true> = {
  universal: true,
  solana: true,
  wagmi: true,
  ethers: true,
  ethers5: true,
  bitcoin: true,
}

/**
 * Wallet-session data: what restores or describes a connected wallet or a signed-in embedded wallet. Preferences
 * that also apply with no wallet (the last network, recent wallets, the e-mail cooldown) stay in localStorage;
 * docs/storage.md has both lists and why.
 */
// Built by a pure call, so that a bundle using none of core's storage (an adapter's kit) drops it.
export const WALLET_SESSION_KEYS: readonly string[] = /* @__PURE__ */ (() => [
  // Core: the connector to reconnect, per namespace (SPEC §3).
  ...CHAIN_NAMESPACES.map((namespace) => `${STORAGE_KEYS.connectedConnectorIdPrefix}${namespace}`),
  // Adapters: the wallet each one reconnects (utils/connector-memory.ts).
  ...Object.keys(ADAPTER_TYPES).map((type) => `@gangway/${type}:connected_connector_id`),
  '@gangway/adapter-bitcoin:connector',
  // The embedded wallet's sign-in: its flag and what it shows; the session itself stays in the secure frame.
  STORAGE_KEYS.loginWithEmail,
  STORAGE_KEYS.email,
  STORAGE_KEYS.socialUsername,
  STORAGE_KEYS.socialProvider,
  STORAGE_KEYS.smartAccountEnabledNetworks,
])()

const sessionKeys = /* @__PURE__ */ new Set(WALLET_SESSION_KEYS)

export function isWalletSessionKey(key: unknown): key is string {
  return typeof key === 'string' && sessionKeys.has(key)
}

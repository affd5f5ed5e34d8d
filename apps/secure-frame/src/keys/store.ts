import { createStore, del, get, set, type UseStore } from 'idb-keyval'

/** The frame's session with the services: bearer secrets that only work with the binding key's proofs. */
export interface StoredSession {
  accessToken: string
  refreshToken: string
  /** Epoch milliseconds. */
  accessExpiresAt: number
  refreshExpiresAt: number
}

/** What the frame keeps across reloads, in its own origin's storage (partitioned by the embedding site). */
export interface StoreRecords {
  /** The non-extractable P-256 key pair that binds the session (its private half never leaves WebCrypto). */
  bindingKey: CryptoKeyPair
  session: StoredSession
  /** This browser's id for e-mail sign-in: an approved device skips the approval mail. */
  deviceId: string
  /** The wallet's records on this device (its wrapped key shares: keys/frame-device-store.ts), one entry each. */
  [wallet: `wallet/${string}`]: unknown
}
export type StoreKey = keyof StoreRecords

export interface FrameStore {
  /** False when the browser gave the frame no IndexedDB: everything then lasts for this page only. */
  readonly persistent: boolean
  get<K extends StoreKey>(key: K): Promise<StoreRecords[K] | undefined>
  set<K extends StoreKey>(key: K, value: StoreRecords[K]): Promise<void>
  delete(key: StoreKey): Promise<void>
}

/** A store for the page's life: where IndexedDB is denied, and in tests. */
export function memoryStore(): FrameStore {
  const values = new Map<StoreKey, unknown>()
  return {
    persistent: false,
    get: async (key) => values.get(key) as never,
    set: async (key, value) => void values.set(key, value),
    delete: async (key) => void values.delete(key),
  }
}

const DB_NAME = 'gangway-secure-frame'
const STORE_NAME = 'session'
/** A browser that neither opens nor refuses the database within this long counts as having none. */
const PROBE_TIMEOUT_MS = 3_000

/**
 * IndexedDB behind a memory copy: a write that fails later (quota, a closed connection) still leaves the value
 * for this page, and a read that fails falls back to it. Reads go to IndexedDB first, so a session another tab
 * refreshed is seen here.
 */
function indexedDbStore(idb: UseStore): FrameStore {
  const memory = memoryStore()
  return {
    persistent: true,
    async get(key) {
      try {
        const stored = await get(key, idb)
        return stored === undefined ? undefined : stored
      } catch {
        return memory.get(key)
      }
    },
    async set(key, value) {
      await memory.set(key, value)
      await set(key, value, idb).catch(() => {})
    },
    async delete(key) {
      await memory.delete(key)
      await del(key, idb).catch(() => {})
    },
  }
}

/** Resolves what `promise` does, or rejects after `ms`; the timer is cleared either way. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('IndexedDB did not answer')), ms)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The frame's own IndexedDB, or memory when the browser denies it (Chromium with third-party storage
 * partitioning switched off answers 'Access is denied for this document'; some private modes have none).
 * Never throws: without storage the visitor simply signs in again after a reload.
 */
export async function openFrameStore(probeTimeoutMs = PROBE_TIMEOUT_MS): Promise<FrameStore> {
  try {
    if (typeof indexedDB === 'undefined') return memoryStore()
    const idb = createStore(DB_NAME, STORE_NAME)
    // idb-keyval opens the database on first use; probing now turns a denial into memory.
    await within(get('deviceId', idb), probeTimeoutMs)
    return indexedDbStore(idb)
  } catch {
    return memoryStore()
  }
}

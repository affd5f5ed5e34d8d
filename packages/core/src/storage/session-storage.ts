import type { StorageBackend } from '../utils/environment.js'
import type { MigrationLocks } from './migrate-sessions.js'
import type { SessionDatabase } from './session-database.js'
import { hasMigrated, isWalletSessionKey, STORAGE_VERSION_KEY } from './session-keys.js'
import { createMemoryBackend } from './memory-backend.js'

/** How long a start waits for the database (opening, another tab's migration) before it does without. */
export const DATABASE_TIMEOUT_MS = 3_000

/**
 * The storage core and the adapters are given: a synchronous `StorageBackend` whose wallet-session keys live in
 * the browser database (read once by `load()`, then written through) and whose other keys stay in the page's
 * localStorage.
 */
export interface SessionStorage {
  readonly backend: StorageBackend
  /** Migrates once and reads the stored sessions; never rejects. Sessions read before it ends are absent. */
  load(): Promise<void>
  /** Resolves once every write made so far has reached its store. */
  flush(): Promise<void>
}

export interface SessionStorageOptions {
  /** The page's localStorage: other keys, and sessions before the migration or without a database. */
  local?: StorageBackend | undefined
  /** The database, or how to load it: the page's is fetched with its code (idb-keyval) on first use. */
  database?: SessionDatabase | (() => Promise<SessionDatabase>) | undefined
  /** The page's Web Locks by default. */
  locks?: MigrationLocks | undefined
  timeoutMs?: number | undefined
}

/**
 * Where sessions are: the database, or, without one (none, blocked, too slow), localStorage while it still holds
 * them (version 0: nothing moved, nothing lost), else memory for this page (version 1: they are in a database
 * this page cannot reach, and localStorage must not start a second copy).
 */
type Place = 'database' | 'local' | 'memory'

export function createSessionStorage(options: SessionStorageOptions): SessionStorage {
  const { database, timeoutMs = DATABASE_TIMEOUT_MS } = options
  const local = usable(options.local)
  let other: StorageBackend = local ?? createMemoryBackend()
  // The database's sessions once loaded, and every session written on this page (the newest value).
  const cache = new Map<string, string>()
  const written = new Set<string>()
  let place: Place | undefined = database ? undefined : placeWithoutDatabase()
  let opened: SessionDatabase | undefined
  let loading: Promise<void> | undefined
  let writes: Promise<void> = Promise.resolve()

  function placeWithoutDatabase(): Place {
    try {
      return local && !hasMigrated(local) ? 'local' : 'memory'
    } catch {
      return 'memory'
    }
  }

  // A localStorage that throws (Safari private mode, a full quota) is replaced by memory, as createStorage does.
  function onOther<T>(operation: (target: StorageBackend) => T): T {
    try {
      return operation(other)
    } catch {
      other = createMemoryBackend()
      return operation(other)
    }
  }

  function onLocalSessions<T>(operation: (target: StorageBackend) => T, otherwise: () => T): T {
    try {
      if (local) return operation(local)
    } catch {
      // As above: sessions stay in memory from now on.
    }
    place = 'memory'
    return otherwise()
  }

  function write(key: string, value: string | null): void {
    if (place === 'local') {
      onLocalSessions(
        (target) => (value === null ? target.removeItem(key) : target.setItem(key, value)),
        () => remember(key, value),
      )
      return
    }
    remember(key, value)
    if (place === 'memory') return
    writes = writes
      .then(async () => {
        await load()
        if (place !== 'database' || !opened) return
        await (value === null ? opened.delete(key) : opened.set(key, value))
      })
      // A write the database refused (quota, closed) leaves the value for this page: the next start lacks it.
      .catch(() => undefined)
  }

  function remember(key: string, value: string | null): void {
    written.add(key)
    if (value === null) cache.delete(key)
    else cache.set(key, value)
  }

  function load(): Promise<void> {
    loading ??= database ? loadDatabase(database) : Promise.resolve()
    return loading
  }

  async function loadDatabase(source: NonNullable<SessionStorageOptions['database']>): Promise<void> {
    let gaveUp = false
    const work = (async () => {
      // The migration's code comes with the database's: neither is part of a page's start-up download.
      const [target, { migrateSessions }] = await Promise.all([
        typeof source === 'function' ? source() : source,
        import('./migrate-sessions.js'),
      ])
      const migration = { abandoned: () => gaveUp, ...('locks' in options ? { locks: options.locks } : {}) }
      if (local) await migrateSessions(local, target, migration)
      return { target, stored: await target.entries() }
    })()
    const loaded = await withTimeout(work, timeoutMs).catch(() => undefined)
    if (!loaded) {
      gaveUp = true
      useFallback()
      return
    }
    opened = loaded.target
    place = 'database'
    for (const [key, value] of loaded.stored) {
      // Keys that are not sessions are not ours to judge; a session written on this page is newer.
      if (!isWalletSessionKey(key) || written.has(key)) continue
      if (typeof value === 'string') cache.set(key, value)
      // Malformed (another script, another version): dropped rather than fed to the restore.
      else write(key, null)
    }
  }

  function useFallback(): void {
    place = placeWithoutDatabase()
    if (place !== 'local') return
    // What this page wrote while waiting goes where sessions are kept now.
    for (const key of written) {
      const value = cache.get(key)
      onLocalSessions(
        (target) => (value === undefined ? target.removeItem(key) : target.setItem(key, value)),
        () => undefined,
      )
    }
  }

  const backend: StorageBackend = {
    getItem(key) {
      if (!isWalletSessionKey(key)) return onOther((target) => target.getItem(key))
      if (place === 'local') {
        return onLocalSessions(
          (target) => target.getItem(key),
          () => cache.get(key) ?? null,
        )
      }
      return cache.get(key) ?? null
    },
    setItem(key, value) {
      if (!isWalletSessionKey(key)) return onOther((target) => target.setItem(key, value))
      write(key, String(value))
    },
    removeItem(key) {
      if (!isWalletSessionKey(key)) return onOther((target) => target.removeItem(key))
      write(key, null)
    },
  }

  return { backend, load, flush: () => writes }
}

/** The storage when it can at least be read, else undefined. */
function usable(storage: StorageBackend | undefined): StorageBackend | undefined {
  try {
    storage?.getItem(STORAGE_VERSION_KEY)
    return storage
  } catch {
    return undefined
  }
}

/** `work`'s result, or undefined when it takes longer than `ms`. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

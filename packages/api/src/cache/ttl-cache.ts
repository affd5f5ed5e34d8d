export interface TtlCacheOptions {
  /** How long an entry stays fresh, in ms (SPEC §9 cache lifetimes). */
  ttl: number
  /** Clock in ms; injectable so tests need no timers. */
  now?: () => number
  /** Oldest entries are evicted past this count, so a long session cannot grow the cache without bound. */
  maxEntries?: number
}

export interface LoadOptions {
  /** Skip a fresh entry and load again (e.g. a balance `forceUpdate`). */
  force?: boolean | undefined
}

export interface TtlCache<T> {
  /** The fresh value for `key`, else undefined. */
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
  clear(): void
  /**
   * The fresh value for `key`, else the result of `load`, which is then cached. Calls for the same key while a
   * load is in flight share it. A failed load is not cached.
   */
  getOrLoad(key: string, load: () => Promise<T>, options?: LoadOptions): Promise<T>
}

/** A tiny TTL cache with in-flight de-duplication. */
export function createTtlCache<T>({ ttl, now = Date.now, maxEntries = 500 }: TtlCacheOptions): TtlCache<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>()
  const inFlight = new Map<string, Promise<T>>()

  function get(key: string): T | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (now() < entry.expiresAt) return entry.value
    entries.delete(key)
    return undefined
  }

  function set(key: string, value: T) {
    entries.delete(key)
    entries.set(key, { value, expiresAt: now() + ttl })
    // A Map iterates in insertion order, so the first key is the oldest.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  function getOrLoad(key: string, load: () => Promise<T>, options: LoadOptions = {}): Promise<T> {
    if (!options.force) {
      const cached = get(key)
      if (cached !== undefined) return Promise.resolve(cached)
      const pending = inFlight.get(key)
      if (pending) return pending
    }
    const promise = load()
      .then((value) => {
        if (inFlight.get(key) === promise) set(key, value)
        return value
      })
      .finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key)
      })
    inFlight.set(key, promise)
    return promise
  }

  return {
    get,
    set,
    delete: (key) => {
      entries.delete(key)
      inFlight.delete(key)
    },
    clear: () => {
      entries.clear()
      inFlight.clear()
    },
    getOrLoad,
  }
}

/** Timers owned by one instance, so `destroy()` can stop every pending one. */
export interface Timers {
  /** Runs `callback` after `ms`; returns a function that cancels it. */
  after(ms: number, callback: () => void): () => void
  clearAll(): void
}

export function createTimers(): Timers {
  const pending = new Set<ReturnType<typeof setTimeout>>()
  return {
    after(ms, callback) {
      const handle = setTimeout(() => {
        pending.delete(handle)
        callback()
      }, ms)
      pending.add(handle)
      return () => {
        clearTimeout(handle)
        pending.delete(handle)
      }
    },
    clearAll() {
      for (const handle of pending) clearTimeout(handle)
      pending.clear()
    },
  }
}

import type { Config } from '@wagmi/core'

type PersistApi = { hasHydrated(): boolean; onFinishHydration(listener: () => void): () => void }

function persistOf(config: Config): PersistApi | undefined {
  return (config._internal.store as unknown as { persist?: PersistApi }).persist
}

/** Resolves once wagmi's persisted store has hydrated (at once when it has no storage, or already has). */
export function whenHydrated(config: Config): Promise<void> {
  const persist = persistOf(config)
  if (!persist || persist.hasHydrated()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = persist.onFinishHydration(() => {
      stop()
      resolve()
    })
  })
}

import type { ProviderEvent } from './types.js'

type Listener = (...args: never[]) => void

/** EIP-1193 events; a throwing listener is reported without failing the wallet's request. */
export function createProviderEmitter() {
  const listeners = new Map<ProviderEvent, Set<Listener>>()

  return {
    on(event: ProviderEvent, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event: ProviderEvent, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: ProviderEvent, payload: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (value: unknown) => void)(payload)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}

export type ProviderEmitter = ReturnType<typeof createProviderEmitter>

import { proxy, ref } from 'valtio/vanilla'
import type { EventsController } from '../store-types.js'
import type { AppKitEvent } from '../types.js'

/** The last event and its listeners (API.md Events). `now` is injected so timestamps are testable. */
export function createEventsController(deps: { now: () => number }): EventsController & { clear(): void } {
  const state = proxy<{ last?: AppKitEvent }>({})
  const listeners = new Set<(event: AppKitEvent) => void>()

  return {
    state,
    send(data) {
      const event: AppKitEvent = { timestamp: deps.now(), data }
      // Properties may hold anything a caller passed; the event is kept as given, not proxied.
      state.last = ref(event)
      for (const listener of [...listeners]) {
        try {
          listener(event)
        } catch (error) {
          // One failing listener must not stop the others or the action that sent the event; the error is
          // still reported, as an uncaught error, where the host's error handling sees it.
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
    subscribe(callback) {
      listeners.add(callback)
      return () => listeners.delete(callback)
    },
    clear() {
      listeners.clear()
    },
  }
}

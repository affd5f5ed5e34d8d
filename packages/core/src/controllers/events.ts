import { proxy, ref } from 'valtio/vanilla'
import type { AppKitEvent, Unsubscribe } from '../types.js'

/** The last event and its listeners (API.md Events). `now` is injected so timestamps are testable. */
export function createEventsController(deps: { now: () => number }) {
  const state = proxy<{ last?: AppKitEvent }>({})
  const listeners = new Set<(event: AppKitEvent) => void>()

  return {
    state,
    send(data: AppKitEvent['data']): void {
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
    subscribe(callback: (event: AppKitEvent) => void): Unsubscribe {
      listeners.add(callback)
      return () => listeners.delete(callback)
    },
    /** Drops every listener (the instance is being destroyed). */
    clear(): void {
      listeners.clear()
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface EventsController extends ReturnType<typeof createEventsController> {}

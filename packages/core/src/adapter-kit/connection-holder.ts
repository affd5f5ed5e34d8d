import type { AdapterEventMap, AdapterEventSink } from '../adapter.js'
import type { ConnectorMemory } from '../utils/connector-memory.js'

export interface ConnectionHolderDeps {
  /** Which connector a reload restores: remembered on hold, forgotten on every disconnect. */
  memory: ConnectorMemory
  /** Read on every event: construct() may hand the adapter a new context after the holder exists. */
  events: () => AdapterEventSink | undefined
}

/**
 * An adapter's current wallet connection, its wallet listeners' teardown and the events core hears about it.
 * The connection itself (`C`) is whatever the adapter keeps about its wallet; the holder only compares it.
 */
export interface ConnectionHolder<C> {
  readonly current: C | undefined
  /** False once `connection` was replaced or ended: its wallet's late events are not news. */
  holds(connection: C): boolean
  /**
   * Drops the previous connection's listeners, then listens with `watch` (which returns its teardown) and
   * remembers `connectorId` so a reload restores it.
   */
  hold(connection: C, connectorId: string, watch: () => () => void): void
  /** Stops listening and forgets the connection; the remembered connector stays. */
  release(): void
  /**
   * The user's disconnect. Listeners go first, so the wallet answering `end` with its own event is not news;
   * `disconnect` is reported even when `end` fails, and only when something was connected.
   */
  disconnect(end: (connection: C) => Promise<void>): Promise<void>
  /** The wallet ended the session itself (or left no account): reported once, for the held connection only. */
  endedByWallet(connection: C): void
  accountChanged(payload: AdapterEventMap['accountChanged']): void
  chainChanged(chainId: AdapterEventMap['chainChanged']['chainId']): void
}

export function createConnectionHolder<C>({ memory, events }: ConnectionHolderDeps): ConnectionHolder<C> {
  let current: C | undefined
  let stopWatching: (() => void) | undefined

  function release(): void {
    stopWatching?.()
    stopWatching = undefined
    current = undefined
  }

  function forget(): void {
    release()
    memory.forget()
  }

  return {
    get current() {
      return current
    },
    holds: (connection) => current !== undefined && current === connection,
    hold(connection, connectorId, watch) {
      release()
      stopWatching = watch()
      current = connection
      memory.remember(connectorId)
    },
    release,
    async disconnect(end) {
      const ending = current
      forget()
      if (ending === undefined) return
      try {
        await end(ending)
      } finally {
        events()?.emit('disconnect', undefined)
      }
    },
    endedByWallet(connection) {
      if (current === undefined || current !== connection) return
      forget()
      events()?.emit('disconnect', undefined)
    },
    accountChanged: (payload) => events()?.emit('accountChanged', payload),
    chainChanged: (chainId) => events()?.emit('chainChanged', { chainId }),
  }
}

import type { AdapterEventSink } from '@gangway/core'
import { type Config, type getConnection, watchConnection, watchConnectors } from '@wagmi/core'
import { toConnector } from './to-connector.js'

/** The adapter's connectors as the modal lists them, in wagmi's order. */
export function listConnectors(config: Config) {
  const announced = config._internal.mipd?.getProviders() ?? []
  return config.connectors.map((connector) =>
    toConnector(
      connector,
      announced.find((detail) => detail.info.rdns === connector.id),
    ),
  )
}

type ConnectionState = ReturnType<typeof getConnection>

/**
 * SPEC §4: the wallet's account, network and disconnect events, and every change to the connector list,
 * flow from wagmi's store into core. `onConnection` sees each connection change first (e.g. to keep the
 * provider). Returns the function that stops watching.
 */
export function watchConfig(
  config: Config,
  events: AdapterEventSink,
  onConnection: (connection: ConnectionState) => void,
): () => void {
  const stopConnectors = watchConnectors(config, {
    onChange: () => events.emit('connectors', listConnectors(config)),
  })
  const stopConnection = watchConnection(config, {
    onChange(next, previous) {
      onConnection(next)
      if (next.status === 'connected') {
        if (previous.status !== 'connected' || previous.address !== next.address) {
          // A new session or account: the event carries the chain, so no separate chainChanged.
          events.emit('accountChanged', {
            address: next.address,
            chainId: next.chainId,
            connectorId: next.connector.id,
          })
        } else if (previous.chainId !== next.chainId) {
          events.emit('chainChanged', { chainId: next.chainId })
        }
      } else if (next.status === 'disconnected' && previous.status === 'connected') {
        events.emit('disconnect', undefined)
      }
    },
  })
  return () => {
    stopConnectors()
    stopConnection()
  }
}

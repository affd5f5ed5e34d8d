import { useCore } from '../context.js'

/**
 * Picks a wallet by id: shows the Connecting view and asks the wallet to connect. Core never
 * rejects here: a failure lands in `connection.state.error`, which the Connecting view shows.
 */
export function useSelectWallet(): (connectorId: string) => void {
  const core = useCore()
  return (connectorId) => {
    // The connector from state, not from a snapshot: it keeps its provider reference.
    const connector = core.store.connectors.getConnector(connectorId)
    if (!connector) return
    core.store.router.push('ConnectingExternal', { connector })
    void core.connect(connector)
  }
}

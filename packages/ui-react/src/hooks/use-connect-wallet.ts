import { isWalletConnectConnector } from '@gangway/core'
import type { WalletEntry } from '../components/wallet-entries.js'
import { useCore } from '../context.js'

/**
 * Picks a wallet from a list. A wallet on several namespaces (MULTI_CHAIN) opens the namespace choice
 * first. Another wallet of this browser shows the Connecting view and is asked to connect (core never
 * rejects here: a failure lands in `connection.state.error`, which that view shows). The WalletConnect
 * entry, and a directory or custom wallet when WalletConnect is on, show a pairing (core reports the pick
 * when it starts); without WalletConnect such a wallet opens Downloads.
 */
export function useSelectWallet(): (entry: WalletEntry) => void {
  const core = useCore()
  return (entry) => {
    if (entry.wallet) {
      if (core.walletConnectEnabled) {
        core.store.router.push('ConnectingWalletConnect', { wallet: { ...entry.wallet } })
        return
      }
      core.store.events.send({
        type: 'track',
        event: 'SELECT_WALLET',
        properties: { name: entry.wallet.name, id: entry.wallet.id, source: entry.wallet.source },
      })
      core.store.router.push('Downloads', { wallet: { ...entry.wallet } })
      return
    }
    // The connector from state, not from a snapshot: it keeps its provider reference.
    const connector = entry.connectorId ? core.store.connectors.getConnector(entry.connectorId) : undefined
    if (!connector) return
    if (isWalletConnectConnector(connector)) {
      core.store.router.push('ConnectingWalletConnect', { connector })
      return
    }
    // One wallet on several namespaces: the visitor chooses which to connect before the wallet is asked.
    if (connector.type === 'MULTI_CHAIN') {
      core.store.router.push('ConnectingMultiChain', { connector })
      return
    }
    core.store.router.push('ConnectingExternal', { connector })
    void core.connect(connector)
  }
}

import type { LabNamespace, LabWallet } from '../walletconnect/types.js'
import type { ConformanceWallet } from './types.js'

/** The part of core's WalletConnectClient the driver pairs with. */
export interface PairingClient {
  connect(params: { onUri(uri: string): void }): Promise<unknown>
  getSession(): unknown
}

export interface WalletConnectDriverOptions {
  /** The lab wallet, created without `autoApprove`: the driver answers for the user. */
  wallet: LabWallet
  /** The instance's WalletConnect client the adapter under test was constructed with. */
  client: PairingClient
  namespace: LabNamespace
}

/**
 * The WalletConnect lab wallet as the conformance suite drives it: before a connect it pairs through the
 * client and approves the proposal; requests are approved as they arrive, or the next one rejected.
 */
export function walletConnectDriver({
  wallet,
  client,
  namespace,
}: WalletConnectDriverOptions): ConformanceWallet & { stop(): void } {
  let rejectNext = false
  const answered = new Set<number>()

  function answer() {
    for (const proposal of wallet.pendingProposals) {
      if (answered.has(proposal.id)) continue
      answered.add(proposal.id)
      void (takeRejection() ? wallet.rejectSession(proposal) : wallet.approveSession(proposal))
    }
    for (const request of wallet.pendingRequests) {
      if (answered.has(request.id)) continue
      answered.add(request.id)
      // approveRequest also rejects after answering an error: the dapp side sees that error.
      void (takeRejection() ? wallet.rejectRequest(request) : wallet.approveRequest(request)).catch(() => {})
    }
  }

  function takeRejection() {
    const reject = rejectNext
    rejectNext = false
    return reject
  }

  const stop = wallet.subscribe(answer)

  return {
    connector: { name: 'WalletConnect', type: 'WALLET_CONNECT', id: 'walletConnect' },
    get address() {
      return wallet.accounts[namespace].address
    },
    rejectNextRequest() {
      rejectNext = true
    },
    async beforeConnect() {
      if (client.getSession()) return
      await client.connect({ onUri: (uri) => void wallet.pair(uri) })
    },
    async changeAccount() {
      await wallet.changeAccount(namespace, 1)
      return wallet.accounts[namespace].address
    },
    async switchChain(network) {
      await wallet.switchChain(namespace, network.id)
    },
    async disconnect() {
      await wallet.disconnect()
    },
    stop,
  }
}

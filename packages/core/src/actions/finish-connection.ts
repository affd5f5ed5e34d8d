import type { CaipNetwork, ChainNamespace } from '@gangway/common'
import type { ConnectResult } from '../adapter.js'
import type { Connector } from '../types.js'
import type { CoreContext } from './context.js'
import { applySession, showUnsupportedChainIfNeeded, syncConnectionStatus } from './session.js'
import { updateNativeBalance } from './update-native-balance.js'

export interface FinishedConnection {
  namespace: ChainNamespace
  session: ConnectResult
  connector: Connector | undefined
}

export interface FinishOptions {
  /**
   * An interactive embedded-wallet sign-in (not a restore): when the frame says no passkey or recovery code
   * protects the wallet yet, the modal stays open on SetUpRecovery instead of closing on Account.
   */
  offerRecovery?: boolean | undefined
}

/**
 * What every successful connection does: the namespaces' accounts are connected (the first is made active),
 * connector, namespace and network are stored, the wallet joins the recent list, balances are read and the
 * modal closes on Account (or shows UnsupportedChain, or SetUpRecovery, see {@link FinishOptions}). `wallet`
 * is what the recent list and the event name.
 */
export async function finishConnection(
  ctx: CoreContext,
  connections: readonly FinishedConnection[],
  wallet: { id: string; name: string },
  options: FinishOptions = {},
): Promise<void> {
  const { connection, events, storage, router, modal, chain } = ctx.store
  const [active, ...others] = connections
  if (!active) return
  const network: CaipNetwork = applySession(ctx, active.namespace, active.session, active.connector, {
    activate: true,
  })
  for (const other of others)
    applySession(ctx, other.namespace, other.session, other.connector, { activate: false })
  connection.setConnectingWallet(undefined)
  syncConnectionStatus(ctx)
  storage.setActiveNamespace(active.namespace)
  if (chain.findNetwork(network.caipNetworkId)) storage.setActiveCaipNetworkId(network.caipNetworkId)
  storage.addRecentWallet(wallet)
  events.send({
    type: 'track',
    event: 'CONNECT_SUCCESS',
    address: active.session.address,
    properties: { name: wallet.name, id: wallet.id, namespace: active.namespace },
  })
  const balances = connections.map(({ namespace }) => updateNativeBalance(ctx, namespace))
  if (!showUnsupportedChainIfNeeded(ctx, network)) {
    const unprotected = chain.state.chains[active.namespace]?.accountState.recoverySetUp === false
    if (options.offerRecovery && unprotected) router.reset('SetUpRecovery', { afterSignIn: true })
    else {
      router.reset('Account')
      modal.close()
    }
  }
  await Promise.all(balances)
}

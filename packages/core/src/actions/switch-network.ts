import { type CaipNetwork, ERROR_MESSAGES, NetworkNotFoundError, toGangwayError } from '@gangway/common'
import type { CoreContext } from './context.js'
import { isNamespaceConnected, leaveUnsupportedChain } from './session.js'
import { updateNativeBalance } from './update-native-balance.js'

/**
 * Makes a configured network active; a connected wallet of that namespace is asked to switch first, unless it
 * is on that network already. SPEC §4: the active namespace and address follow the network, and the send form
 * resets (the store does that on every change of the active network).
 * Failures keep the network as it was, put the message in `connection.state.error`, and throw only with
 * `throwOnFailure`.
 */
export async function switchNetwork(
  ctx: CoreContext,
  network: CaipNetwork,
  { throwOnFailure = false }: { throwOnFailure?: boolean | undefined } = {},
): Promise<void> {
  const { chain, connection, events, storage, alert } = ctx.store
  const configured = chain.findNetwork(network.caipNetworkId)
  if (!configured) {
    // SPEC §5: a network must exist.
    alert.open(ERROR_MESSAGES.networkNotFoundAlert, 'error')
    if (throwOnFailure) throw new NetworkNotFoundError({ details: network.caipNetworkId })
    return
  }

  const namespace = configured.chainNamespace
  try {
    const connected = isNamespaceConnected(ctx, namespace)
    // Making a connected namespace active again on the network its wallet is on asks the wallet nothing.
    const walletIsOnIt =
      chain.state.chains[namespace]?.activeCaipNetwork?.caipNetworkId === configured.caipNetworkId
    if (connected && !walletIsOnIt)
      await ctx.adapters.get(namespace)?.switchNetwork({ caipNetwork: configured })
    chain.setActiveCaipNetwork(configured)
    storage.setActiveCaipNetworkId(configured.caipNetworkId)
    storage.setActiveNamespace(namespace)
    connection.setError(undefined)
    events.send({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: configured.caipNetworkId } })
    leaveUnsupportedChain(ctx)
    if (connected) await updateNativeBalance(ctx, namespace)
  } catch (error) {
    connection.setError(toGangwayError(error).shortMessage)
    if (throwOnFailure) throw error
  }
}

import { type ChainNamespace, ERROR_MESSAGES, GangwayError, toGangwayError } from '@gangway/common'
import type { CoreContext } from './context.js'
import {
  activateRemainingConnection,
  connectedNamespaces,
  endSession,
  syncConnectionStatus,
} from './session.js'

/**
 * SPEC §4: disconnect resets account and network per chain, clears the wallet connection and the stored social
 * provider, and reports success or error events. Without a namespace every connected one is disconnected.
 * With one, the other namespaces stay connected: one of them becomes active if the disconnected one was, and
 * the modal stays on Account.
 */
export async function disconnect(ctx: CoreContext, namespace?: ChainNamespace): Promise<void> {
  const { chain, connection, events, storage, router, modal } = ctx.store
  const namespaces = namespace ? [namespace] : connectedNamespaces(ctx)

  for (const ns of namespaces) ctx.disconnecting.add(ns)
  const outcomes = await Promise.allSettled(namespaces.map((ns) => ctx.adapters.get(ns)?.disconnect()))
  for (const ns of namespaces) ctx.disconnecting.delete(ns)

  // A namespace whose wallet did disconnect is reset even when another one failed.
  namespaces.forEach((ns, index) => {
    if (outcomes[index]?.status === 'fulfilled') endSession(ctx, ns)
  })
  const stillConnected = activateRemainingConnection(ctx)
  syncConnectionStatus(ctx)

  const failure = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failure) {
    const cause = failure.reason
    events.send({
      type: 'track',
      event: 'DISCONNECT_ERROR',
      properties: { message: toGangwayError(cause).shortMessage },
    })
    const message = namespace
      ? ERROR_MESSAGES.disconnectChainFailed.replace('{ns}', namespace)
      : ERROR_MESSAGES.disconnectFailed
    throw new GangwayError(message, { cause })
  }

  // The social provider belongs to the embedded wallet: it goes once no namespace is signed in through it.
  const authRemains = connectedNamespaces(ctx).some(
    (ns) => chain.state.chains[ns]?.accountState.connectedWalletInfo?.type === 'AUTH',
  )
  if (!authRemains) storage.removeSocialProvider()
  connection.setConnectingWallet(undefined)
  events.send({ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace } })
  if (stillConnected) {
    router.reset('Account')
    return
  }
  router.reset('Connect')
  modal.close({ force: true })
}

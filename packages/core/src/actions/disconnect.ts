import { type ChainNamespace, ERROR_MESSAGES, GangwayError, toGangwayError } from '@gangway/common'
import type { CoreContext } from './context.js'
import { endSession, isNamespaceConnected, syncConnectionStatus } from './session.js'

/**
 * SPEC §4: disconnect resets account and network per chain, clears the wallet connection and the stored social
 * provider, and reports success or error events. Without a namespace every connected one is disconnected.
 */
export async function disconnect(ctx: CoreContext, namespace?: ChainNamespace): Promise<void> {
  const { chain, connection, events, storage, router, modal } = ctx.store
  const namespaces = namespace
    ? [namespace]
    : (Object.keys(chain.state.chains) as ChainNamespace[]).filter((ns) => isNamespaceConnected(ctx, ns))

  for (const ns of namespaces) ctx.disconnecting.add(ns)
  const outcomes = await Promise.allSettled(namespaces.map((ns) => ctx.adapters.get(ns)?.disconnect()))
  for (const ns of namespaces) ctx.disconnecting.delete(ns)

  // A namespace whose wallet did disconnect is reset even when another one failed.
  namespaces.forEach((ns, index) => {
    if (outcomes[index]?.status === 'fulfilled') endSession(ctx, ns)
  })
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

  storage.removeSocialProvider()
  connection.setConnectingWallet(undefined)
  events.send({ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace } })
  router.reset('Connect')
  modal.close({ force: true })
}

import type { ChainNamespace } from '@gangway/common'
import type { ConnectResult } from '../adapter.js'
import type { CoreContext } from './context.js'
import {
  activateRemainingConnection,
  applySession,
  endSession,
  isNamespaceConnected,
  syncConnectionStatus,
} from './session.js'
import { updateNativeBalance } from './update-native-balance.js'

/**
 * Restores the wallet sessions of every namespace with a stored active connector id, without prompting.
 * A wallet that no longer authorises the app (or fails) has its stored id removed and stays disconnected.
 * When that happens to the active namespace while another one's session came back, the restored one becomes
 * active: the instance is never connected with a namespace of no session as the active one.
 */
export async function restoreSessions(ctx: CoreContext): Promise<void> {
  const restorable = [...ctx.adapters.keys()].flatMap((namespace) => {
    const id = ctx.store.storage.getActiveConnectorId(namespace)
    return id ? [{ namespace, id }] : []
  })
  if (restorable.length === 0) return
  ctx.store.connection.setStatus('reconnecting')
  await Promise.all(restorable.map(({ namespace, id }) => restoreSession(ctx, namespace, id)))
  const active = ctx.store.chain.state.activeChain
  const activeLost =
    active !== undefined &&
    restorable.some(({ namespace }) => namespace === active) &&
    !isNamespaceConnected(ctx, active)
  if (activeLost) activateRemainingConnection(ctx)
  syncConnectionStatus(ctx)
}

async function restoreSession(ctx: CoreContext, namespace: ChainNamespace, id: string): Promise<void> {
  const { chain, connectors } = ctx.store
  const adapter = ctx.adapters.get(namespace)
  if (!adapter) return
  chain.setAccountState(namespace, { status: 'reconnecting' })
  let session: ConnectResult | undefined
  try {
    session = await adapter.reconnect({ id })
  } catch {
    // A failed silent reconnect means the same as an expired one: the visitor connects again.
    session = undefined
  }
  if (!session) {
    endSession(ctx, namespace)
    return
  }
  const reported = connectors.state.allConnectors.find(
    (connector) => connector.chain === namespace && connector.id === session.connectorId,
  )
  const connector = reported ?? connectors.getConnector(session.connectorId) ?? connectors.getConnector(id)
  // The active namespace stays the one the visitor last used; this namespace only learns its wallet's chain.
  applySession(ctx, namespace, session, connector, { activate: false })
  await updateNativeBalance(ctx, namespace)
}

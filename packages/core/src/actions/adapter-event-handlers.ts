// SPEC §4: what the store does when an adapter reports an account, a network or a disconnect. Loaded while the
// instance gets ready (actions/adapter-events.ts queues what arrives before).
import { type ChainId, type ChainNamespace, toCaipAddress } from '@gangway/common'
import type { AdapterEventMap } from '../adapter.js'
import type { CoreContext } from './context.js'
import {
  activateRemainingConnection,
  endSession,
  findNetworkByChainId,
  leaveUnsupportedChain,
  showUnsupportedChainIfNeeded,
  syncConnectionStatus,
  unknownNetwork,
} from './session.js'
import { updateNativeBalance } from './update-native-balance.js'

export function handleAccountChanged(
  ctx: CoreContext,
  namespace: ChainNamespace,
  { address, chainId, connectorId }: AdapterEventMap['accountChanged'],
): void {
  const { chain, connectors } = ctx.store
  const chainState = chain.state.chains[namespace]
  const currentChainId = chainState?.activeCaipNetwork?.id
  const caipChainId = chainId ?? currentChainId
  if (caipChainId === undefined) return
  const addressChanged = chainState?.accountState.address !== address
  const status = chainState?.accountState.status
  // connect() and reconnect set the status themselves when they finish.
  const settled = status !== 'connecting' && status !== 'reconnecting'
  chain.setAccountState(namespace, {
    address,
    caipAddress: toCaipAddress(namespace, caipChainId, address),
    ...(settled ? { status: 'connected' as const } : {}),
  })
  if (connectorId) connectors.setActiveConnectorId(namespace, connectorId)
  if (settled) syncConnectionStatus(ctx)
  if (chainId !== undefined && String(chainId) !== String(currentChainId))
    handleChainChanged(ctx, namespace, chainId)
  else if (addressChanged) void updateNativeBalance(ctx, namespace)
}

export function handleChainChanged(ctx: CoreContext, namespace: ChainNamespace, chainId: ChainId): void {
  const { chain, storage } = ctx.store
  const configured = findNetworkByChainId(ctx, namespace, chainId)
  const network = configured ?? unknownNetwork(namespace, chainId)
  const isActive = chain.state.activeChain === namespace
  if (isActive) chain.setActiveCaipNetwork(network)
  else chain.setNamespaceNetwork(network)
  if (configured) {
    if (isActive) storage.setActiveCaipNetworkId(configured.caipNetworkId)
    leaveUnsupportedChain(ctx)
  } else {
    showUnsupportedChainIfNeeded(ctx, network)
  }
  void updateNativeBalance(ctx, namespace)
}

export function handleDisconnect(ctx: CoreContext, namespace: ChainNamespace): void {
  // disconnect() resets and reports itself; the wallet echoing it must not do it twice.
  if (ctx.disconnecting.has(namespace)) return
  const { chain, router, events } = ctx.store
  const account = chain.state.chains[namespace]?.accountState
  if (!account || (account.status === 'disconnected' && !account.caipAddress)) return
  endSession(ctx, namespace)
  // Another namespace still connected keeps the visitor where they are.
  const stillConnected = activateRemainingConnection(ctx)
  syncConnectionStatus(ctx)
  if (!stillConnected) router.reset('Connect')
  events.send({ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace } })
}

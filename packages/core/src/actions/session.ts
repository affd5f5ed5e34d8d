import {
  type CaipNetwork,
  type ChainId,
  type ChainNamespace,
  toCaipAddress,
  toCaipNetworkId,
} from '@gangway/common'
import type { ConnectResult } from '../adapter.js'
import { AUTH_CONNECTOR_ID } from '../auth/types.js'
import { shouldShowUnsupportedChain } from '../rules/unsupported-chain.js'
import type { ConnectedWalletInfo, Connector } from '../types.js'
import type { CoreContext } from './context.js'

/** The configured network of a namespace with this chain id. */
export function findNetworkByChainId(
  ctx: CoreContext,
  namespace: ChainNamespace,
  chainId: ChainId,
): CaipNetwork | undefined {
  return ctx.store.chain.state.chains[namespace]?.caipNetworks.find(
    (network) => String(network.id) === String(chainId),
  )
}

/** A stand-in for a chain the wallet is on but the app did not configure. */
export function unknownNetwork(namespace: ChainNamespace, chainId: ChainId): CaipNetwork {
  return {
    id: chainId,
    name: 'Unknown Network',
    chainNamespace: namespace,
    caipNetworkId: toCaipNetworkId(namespace, chainId),
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}

export function walletInfoOf(connector: Connector | undefined, connectorId: string): ConnectedWalletInfo {
  if (!connector) return { name: connectorId }
  return {
    name: connector.name,
    icon: connector.imageUrl ?? connector.info?.icon,
    rdns: connector.info?.rdns,
    type: connector.type,
  }
}

/**
 * Records a wallet session of a namespace: account connected, network from the wallet's chain, active
 * connector stored. Returns the network the wallet is on.
 */
export function applySession(
  ctx: CoreContext,
  namespace: ChainNamespace,
  session: ConnectResult,
  connector: Connector | undefined,
  { activate }: { activate: boolean },
): CaipNetwork {
  const { chain, connectors } = ctx.store
  const network =
    findNetworkByChainId(ctx, namespace, session.chainId) ?? unknownNetwork(namespace, session.chainId)
  const embedded = connector?.type === 'AUTH' || session.connectorId === AUTH_CONNECTOR_ID
  chain.setAccountState(namespace, {
    address: session.address,
    caipAddress: toCaipAddress(namespace, session.chainId, session.address),
    status: 'connected',
    connectedWalletInfo: session.wallet
      ? {
          ...walletInfoOf(connector, session.connectorId),
          name: session.wallet.name,
          icon: session.wallet.icon,
        }
      : walletInfoOf(connector, session.connectorId),
    // The frame reported it with the user the adapter just adopted (sign-in, restore or chain switch).
    recoverySetUp: embedded ? ctx.auth?.isRecoverySetUp() : undefined,
  })
  if (activate) chain.setActiveCaipNetwork(network)
  else chain.setNamespaceNetwork(network)
  connectors.setActiveConnectorId(namespace, session.connectorId)
  return network
}

/** SPEC §4: account and network of the namespace back to start, its stored connector id cleared. */
export function endSession(ctx: CoreContext, namespace: ChainNamespace): void {
  ctx.store.chain.resetAccount(namespace)
  ctx.store.connectors.removeActiveConnectorId(namespace)
}

/** The instance is connected while any namespace is. */
export function syncConnectionStatus(ctx: CoreContext): void {
  const chains = Object.values(ctx.store.chain.state.chains)
  const connected = chains.some((chain) => chain?.accountState.status === 'connected')
  ctx.store.connection.setStatus(connected ? 'connected' : 'disconnected')
}

export function isNamespaceConnected(ctx: CoreContext, namespace: ChainNamespace): boolean {
  return Boolean(ctx.store.chain.state.chains[namespace]?.accountState.caipAddress)
}

/** The namespaces with a connected account, in the order they were registered. */
export function connectedNamespaces(ctx: CoreContext): ChainNamespace[] {
  return (Object.keys(ctx.store.chain.state.chains) as ChainNamespace[]).filter((namespace) =>
    isNamespaceConnected(ctx, namespace),
  )
}

/**
 * After one namespace's session ended, the others stay connected (SPEC §4: per chain). If the ended one was
 * active, a still-connected namespace becomes active on its own network, so the active address is a real
 * one. Returns whether any namespace is still connected.
 */
export function activateRemainingConnection(ctx: CoreContext): boolean {
  const { chain, storage } = ctx.store
  const remaining = connectedNamespaces(ctx)
  const [next] = remaining
  if (!next) return false
  const active = chain.state.activeChain
  if (active && remaining.includes(active)) return true
  chain.setActiveNamespace(next)
  storage.setActiveNamespace(next)
  const network = chain.state.activeCaipNetwork
  if (network && chain.findNetwork(network.caipNetworkId))
    storage.setActiveCaipNetworkId(network.caipNetworkId)
  return true
}

/** Opens the modal on UnsupportedChain when the wallet is on an unconfigured network and SPEC §2 says so. */
export function showUnsupportedChainIfNeeded(ctx: CoreContext, network: CaipNetwork): boolean {
  const { options, chain, modal } = ctx.store
  const showIt =
    chain.state.activeChain === network.chainNamespace &&
    shouldShowUnsupportedChain({
      activeNetworkRequested: chain.findNetwork(network.caipNetworkId) !== undefined,
      enableNetworkSwitch: options.state.enableNetworkSwitch ?? true,
      allowUnsupportedChain: options.state.allowUnsupportedChain ?? false,
      basic: options.state.basic ?? false,
    })
  if (showIt) void modal.open({ view: 'UnsupportedChain' })
  return showIt
}

/** Once the wallet is back on a configured network, the UnsupportedChain view has nothing left to ask. */
export function leaveUnsupportedChain(ctx: CoreContext): void {
  const { router, modal } = ctx.store
  if (modal.state.open && router.state.view === 'UnsupportedChain') modal.close()
}

import type { CaipNetwork, ChainNamespace } from '@gangway/common'
import { snapshot } from 'valtio/vanilla'
import type { CoreStore } from '../create-store.js'
import type { AccountState, ChainControllerState } from '../controllers/chain.js'
import type { AccountInfo, NetworkInfo, PublicState } from '../instance.js'
import type { ConnectedWalletInfo } from '../types.js'

/**
 * Read models of the public instance (API.md). They read snapshots, so callers get immutable values and a
 * subscription can tell a real change from a repeated notification.
 */
export function chainSnapshot(store: CoreStore): ChainControllerState {
  return snapshot(store.chain.state) as ChainControllerState
}

export function readAccountState(store: CoreStore, namespace?: ChainNamespace): AccountState | undefined {
  const chains = chainSnapshot(store)
  const key = namespace ?? chains.activeChain
  return key ? chains.chains[key]?.accountState : undefined
}

export function readPublicState(store: CoreStore, initialized: boolean): PublicState {
  const { activeCaipNetwork, activeChain } = store.chain.state
  const wallet = store.connection.state.connectingWallet
  return {
    open: store.modal.state.open,
    loading: store.modal.state.loading,
    selectedNetworkId: activeCaipNetwork?.caipNetworkId,
    activeChain,
    initialized,
    connectingWallet: wallet ? { id: wallet.id, name: wallet.name } : undefined,
  }
}

export function readAccount(store: CoreStore, namespace?: ChainNamespace): AccountInfo {
  const account = readAccountState(store, namespace)
  const isAuth = account?.connectedWalletInfo?.type === 'AUTH'
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: Boolean(account?.caipAddress),
    status: account?.status ?? 'disconnected',
    allAccounts: account?.allAccounts ?? [],
    embeddedWalletInfo:
      account && isAuth
        ? {
            user: account.user,
            authProvider: account.socialProvider ?? 'email',
            accountType: account.preferredAccountType,
            isSmartAccountDeployed: Boolean(account.smartAccountDeployed),
          }
        : undefined,
  }
}

export function readCaipNetwork(store: CoreStore, namespace?: ChainNamespace): CaipNetwork | undefined {
  const chains = chainSnapshot(store)
  return namespace ? chains.chains[namespace]?.activeCaipNetwork : chains.activeCaipNetwork
}

export function readNetwork(store: CoreStore): NetworkInfo {
  const chains = chainSnapshot(store)
  const caipNetwork = chains.activeCaipNetwork
  const networkState = chains.activeChain ? chains.chains[chains.activeChain]?.networkState : undefined
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    approvedCaipNetworkIds: networkState?.approvedCaipNetworkIds,
    supportsAllNetworks: networkState?.supportsAllNetworks ?? true,
  }
}

export function readCaipNetworks(store: CoreStore, namespace?: ChainNamespace): CaipNetwork[] {
  const { chains } = chainSnapshot(store)
  if (namespace) return chains[namespace]?.caipNetworks ?? []
  return Object.values(chains).flatMap((chain) => chain?.caipNetworks ?? [])
}

export function readWalletInfo(
  store: CoreStore,
  namespace?: ChainNamespace,
): ConnectedWalletInfo | undefined {
  return readAccountState(store, namespace)?.connectedWalletInfo
}

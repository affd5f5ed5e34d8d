import {
  type AccountType,
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  DEFAULT_ACCOUNT_TYPES,
  toCaipAddress,
} from '@gangway/common/start'
import { proxy } from 'valtio/vanilla'
import type { AccountStatus, ConnectedWalletInfo, SocialProvider } from '../types.js'
import { clonePlain } from '../utils/clone.js'
import { toStateNetwork } from '../utils/state-network.js'
import type { OptionsController } from './options.js'

/** Account state per chain (SPEC §3). */
export interface AccountState {
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  balanceLoading?: boolean
  profileName?: string | null
  profileImage?: string | null
  addressExplorerUrl?: string
  tokenBalance?: unknown[]
  connectedWalletInfo?: ConnectedWalletInfo
  preferredAccountType?: AccountType
  socialProvider?: SocialProvider
  farcasterUrl?: string
  allAccounts: {
    namespace: ChainNamespace
    address: string
    type: AccountType
    publicKey?: string
    path?: string
  }[]
  user?: unknown
  smartAccountDeployed?: boolean
  /**
   * The embedded wallet only: false while its recovery share is only on this device (no passkey or recovery code
   * protects it yet), true once one does; undefined for other wallets and for frames without key shares.
   */
  recoverySetUp?: boolean | undefined
  currentTab: number
  status: AccountStatus
}

export interface NetworkState {
  approvedCaipNetworkIds?: CaipNetworkId[]
  supportsAllNetworks: boolean
}

export interface ChainState {
  namespace: ChainNamespace
  caipNetworks: CaipNetwork[]
  activeCaipNetwork?: CaipNetwork
  accountState: AccountState
  networkState: NetworkState
}

export interface ChainControllerState {
  activeChain?: ChainNamespace
  activeCaipNetwork?: CaipNetwork
  activeCaipAddress?: CaipAddress
  chains: Partial<Record<ChainNamespace, ChainState>>
}

/**
 * SPEC §4 default account type per namespace (bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa);
 * the host's `defaultAccountTypes` option overrides it. Cosmos has none.
 */
export function defaultAccountType(
  namespace: ChainNamespace,
  overrides: Partial<Record<ChainNamespace, AccountType>> | undefined,
): AccountType | undefined {
  return overrides?.[namespace] ?? DEFAULT_ACCOUNT_TYPES[namespace as keyof typeof DEFAULT_ACCOUNT_TYPES]
}

/** Per-namespace account and network state (SPEC §3), plus which namespace and network are active. */
export function createChainController(deps: {
  options: Pick<OptionsController, 'state'>
  /** Called after the active namespace or the active network changed (SPEC §4: the send form resets). */
  onActiveNetworkChange?: (() => void) | undefined
}) {
  const state = proxy<ChainControllerState>({ chains: {} })

  function initialAccountState(namespace: ChainNamespace): AccountState {
    const preferredAccountType = defaultAccountType(namespace, deps.options.state.defaultAccountTypes)
    return { status: 'disconnected', currentTab: 0, allAccounts: [], preferredAccountType }
  }

  function initialNetworkState(): NetworkState {
    return { supportsAllNetworks: true }
  }

  function ensureChain(namespace: ChainNamespace): ChainState {
    const existing = state.chains[namespace]
    if (existing) return existing
    state.chains[namespace] = {
      namespace,
      caipNetworks: [],
      accountState: initialAccountState(namespace),
      networkState: initialNetworkState(),
    }
    return state.chains[namespace]
  }

  /** Keeps the global active network and address in step with the active namespace's own state. */
  function syncActive(): void {
    const active = state.activeChain ? state.chains[state.activeChain] : undefined
    state.activeCaipNetwork = active?.activeCaipNetwork
    state.activeCaipAddress = active?.accountState.caipAddress
  }

  /** Namespace and network together: making a namespace active changes it even when no network is known. */
  function activeNetworkKey(): string {
    return `${state.activeChain ?? ''}|${state.activeCaipNetwork?.caipNetworkId ?? ''}`
  }

  /** Runs a change and tells `onActiveNetworkChange` when it moved the active namespace or network. */
  function watchingActive(change: () => void): void {
    const before = activeNetworkKey()
    change()
    if (activeNetworkKey() !== before) deps.onActiveNetworkChange?.()
  }

  function setNamespaceNetwork(network: CaipNetwork): void {
    const chain = ensureChain(network.chainNamespace)
    chain.activeCaipNetwork = toStateNetwork(network)
    const { address } = chain.accountState
    // A CAIP-10 address names its chain, so it follows the network.
    if (address) chain.accountState.caipAddress = toCaipAddress(network.chainNamespace, network.id, address)
    syncActive()
  }

  return {
    state,
    /** Sets a namespace's own network without making that namespace active (a wallet switched on its own). */
    setNamespaceNetwork(network: CaipNetwork): void {
      watchingActive(() => setNamespaceNetwork(network))
    },
    /** Registers a namespace with its networks; called once per namespace at start. */
    addNamespace(namespace: ChainNamespace, networks: CaipNetwork[]): void {
      watchingActive(() => {
        const chain = ensureChain(namespace)
        chain.caipNetworks = toStateNetwork(networks)
        chain.activeCaipNetwork ??= networks[0] && toStateNetwork(networks[0])
        syncActive()
      })
    },
    setActiveNamespace(namespace: ChainNamespace): void {
      watchingActive(() => {
        ensureChain(namespace)
        state.activeChain = namespace
        syncActive()
      })
    },
    /** Sets the active network (and namespace); resets nothing else. */
    setActiveCaipNetwork(network: CaipNetwork): void {
      watchingActive(() => {
        state.activeChain = network.chainNamespace
        setNamespaceNetwork(network)
      })
    },
    /** Merges a patch into one namespace's account state; keeps `activeCaipAddress` in step. */
    setAccountState(namespace: ChainNamespace, patch: Partial<AccountState>): void {
      Object.assign(ensureChain(namespace).accountState, clonePlain(patch))
      syncActive()
    },
    /** SPEC §4: account and network of a namespace back to their start values; status disconnected. */
    resetAccount(namespace: ChainNamespace): void {
      const chain = ensureChain(namespace)
      chain.accountState = initialAccountState(namespace)
      chain.networkState = initialNetworkState()
      syncActive()
    },
    getAccountState(namespace?: ChainNamespace): AccountState | undefined {
      const key = namespace ?? state.activeChain
      return key ? state.chains[key]?.accountState : undefined
    },
    /** Network by CAIP-2 id among the configured ones, or undefined. */
    findNetwork(caipNetworkId: CaipNetworkId): CaipNetwork | undefined {
      for (const chain of Object.values(state.chains)) {
        const found = chain?.caipNetworks.find((network) => network.caipNetworkId === caipNetworkId)
        if (found) return found
      }
      return undefined
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface ChainController extends ReturnType<typeof createChainController> {}
/** The chain controller's former name for its full type, kept for callers that import it. */
export type ChainControllerWithNetworks = ChainController

import {
  type AccountType,
  type CaipNetwork,
  type ChainNamespace,
  DEFAULT_ACCOUNT_TYPES,
  toCaipAddress,
} from '@gangway/common'
import { proxy } from 'valtio/vanilla'
import type { ChainController, OptionsController } from '../store-types.js'
import type { AccountState, ChainControllerState, ChainState, NetworkState } from '../types.js'
import { clonePlain } from '../utils/clone.js'

export interface ChainControllerWithNetworks extends ChainController {
  /** Sets a namespace's own network without making that namespace active (a wallet switched on its own). */
  setNamespaceNetwork(network: CaipNetwork): void
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
}): ChainControllerWithNetworks {
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
    chain.activeCaipNetwork = clonePlain(network)
    const { address } = chain.accountState
    // A CAIP-10 address names its chain, so it follows the network.
    if (address) chain.accountState.caipAddress = toCaipAddress(network.chainNamespace, network.id, address)
    syncActive()
  }

  return {
    state,
    setNamespaceNetwork(network) {
      watchingActive(() => setNamespaceNetwork(network))
    },
    addNamespace(namespace, networks) {
      watchingActive(() => {
        const chain = ensureChain(namespace)
        chain.caipNetworks = clonePlain(networks)
        chain.activeCaipNetwork ??= clonePlain(networks[0])
        syncActive()
      })
    },
    setActiveNamespace(namespace) {
      watchingActive(() => {
        ensureChain(namespace)
        state.activeChain = namespace
        syncActive()
      })
    },
    setActiveCaipNetwork(network) {
      watchingActive(() => {
        state.activeChain = network.chainNamespace
        setNamespaceNetwork(network)
      })
    },
    setAccountState(namespace, patch) {
      Object.assign(ensureChain(namespace).accountState, clonePlain(patch))
      syncActive()
    },
    resetAccount(namespace) {
      const chain = ensureChain(namespace)
      chain.accountState = initialAccountState(namespace)
      chain.networkState = initialNetworkState()
      syncActive()
    },
    getAccountState(namespace) {
      const key = namespace ?? state.activeChain
      return key ? state.chains[key]?.accountState : undefined
    },
    findNetwork(caipNetworkId) {
      for (const chain of Object.values(state.chains)) {
        const found = chain?.caipNetworks.find((network) => network.caipNetworkId === caipNetworkId)
        if (found) return found
      }
      return undefined
    },
  }
}

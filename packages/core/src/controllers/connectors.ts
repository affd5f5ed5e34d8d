import type { ChainNamespace } from '@gangway/common'
import { proxy } from 'valtio/vanilla'
import { isBrowserWallet, shouldShowBrowserWallet } from '../rules/browser-wallet.js'
import type { Connector } from '../types.js'
import { toStateConnector } from '../utils/state-connector.js'
import type { StorageController } from './storage.js'

export interface ConnectorControllerState {
  /** Every connector every adapter reported, unmerged. */
  allConnectors: Connector[]
  /** Merged and filtered list shown to the user. */
  connectors: Connector[]
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  /** Namespace filters (SPEC §4): a namespace set to false is hidden. */
  namespaceFilter: Partial<Record<ChainNamespace, boolean>>
}

/**
 * SPEC §4: connectors with the same name on several chains merge into one MULTI_CHAIN entry; AUTH connectors
 * merge into one AUTH entry. The merged entry lists the per-chain connectors in `connectors`. A second
 * connector of the same name on the same chain is a duplicate and is dropped.
 */
export function mergeConnectors(list: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of list) {
    const key = connector.type === 'AUTH' ? 'auth' : `name:${connector.name.toLowerCase()}`
    const group = groups.get(key) ?? []
    if (!group.some((member) => member.chain === connector.chain)) group.push(connector)
    groups.set(key, group)
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [Connector, ...Connector[]]
    if (group.length === 1) return first
    return {
      id: first.id,
      name: first.name,
      type: first.type === 'AUTH' ? 'AUTH' : 'MULTI_CHAIN',
      chain: first.chain,
      imageUrl: first.imageUrl,
      imageId: first.imageId,
      explorerId: first.explorerId,
      info: first.info,
      connectors: group,
    }
  })
}

export function createConnectorsController(deps: {
  storage: Pick<StorageController, 'setActiveConnectorId' | 'removeActiveConnectorId'>
  /** Read on every recompute, so the SPEC §5 Browser Wallet rule follows the page. */
  isMobile?: () => boolean
  hasInjectedProvider?: () => boolean
  /** Called after a namespace filter changed (the wallet directory follows it). */
  onNamespaceFilterChange?: () => void
}) {
  const browserWalletShown = () =>
    shouldShowBrowserWallet({
      isMobile: deps.isMobile?.() ?? false,
      hasInjectedProvider: deps.hasInjectedProvider?.() ?? false,
    })
  const state = proxy<ConnectorControllerState>({
    allConnectors: [],
    connectors: [],
    activeConnectorIds: {},
    namespaceFilter: {},
  })

  /** SPEC §4: the shown list is recomputed on every change. */
  function recompute(): void {
    const showBrowserWallet = browserWalletShown()
    const visible = state.allConnectors.filter(
      (connector) =>
        state.namespaceFilter[connector.chain] !== false &&
        (showBrowserWallet || !isBrowserWallet(connector)),
    )
    state.connectors = mergeConnectors(visible).map(toStateConnector)
  }

  return {
    state,
    /** Replaces the connectors one namespace reported; the merged list is recomputed. */
    setConnectors(namespace: ChainNamespace, connectors: Connector[]): void {
      const others = state.allConnectors.filter((connector) => connector.chain !== namespace)
      const reported = connectors.map((connector) => toStateConnector({ ...connector, chain: namespace }))
      state.allConnectors = [...others, ...reported]
      recompute()
    },
    setActiveConnectorId(namespace: ChainNamespace, id: string): void {
      state.activeConnectorIds[namespace] = id
      deps.storage.setActiveConnectorId(namespace, id)
    },
    removeActiveConnectorId(namespace: ChainNamespace): void {
      delete state.activeConnectorIds[namespace]
      deps.storage.removeActiveConnectorId(namespace)
    },
    setNamespaceFilter(namespace: ChainNamespace, enabled: boolean): void {
      state.namespaceFilter[namespace] = enabled
      recompute()
      deps.onNamespaceFilterChange?.()
    },
    getConnector(id: string): Connector | undefined {
      return (
        state.connectors.find((connector) => connector.id === id) ??
        state.allConnectors.find((connector) => connector.id === id)
      )
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface ConnectorController extends ReturnType<typeof createConnectorsController> {}

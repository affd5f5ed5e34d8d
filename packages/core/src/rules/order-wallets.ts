import { CONNECTOR_TYPE_ORDER } from '@gangway/common'
import type { ConnectorTypeOrder } from '../options.js'
import type { ListedWallet } from '../types.js'
import { isInstalledConnector, isWalletConnectConnector, type OrderableConnector } from './connector-kind.js'
import { isExcludedWallet } from './wallet-filter.js'

export { isInstalledConnector, isWalletConnectConnector, type OrderableConnector }

/** The connector order's groups, plus the rest of the directory after them (AllWallets). */
export type WalletGroup = ConnectorTypeOrder | 'directory'

export interface OrderedWallet<C extends OrderableConnector = OrderableConnector> {
  id: string
  name: string
  group: WalletGroup
  /** Set when the wallet is a connector the adapters reported: it connects in this browser. */
  connector?: C
  /** Set when the wallet is a directory listing or a custom wallet. */
  wallet?: ListedWallet
  /** Runs in this browser (announced or injected). */
  installed: boolean
  recent: boolean
}

export interface OrderWalletsInput<C extends OrderableConnector> {
  /** `features.connectorTypeOrder`; groups it leaves out follow in the SPEC order. */
  order?: readonly ConnectorTypeOrder[] | undefined
  /** The merged connectors; AUTH entries (e-mail, social) are not wallets and are left out. */
  connectors: readonly C[]
  /** Recently used wallet ids, newest first. */
  recentWalletIds: readonly string[]
  featured?: readonly ListedWallet[]
  custom?: readonly ListedWallet[]
  recommended?: readonly ListedWallet[]
  /** The rest of the directory, listed after every group. */
  directory?: readonly ListedWallet[]
  /** SPEC §5: hidden wherever they come from. */
  excludeWalletIds?: readonly string[] | undefined
}

function connectorGroup(connector: OrderableConnector): ConnectorTypeOrder {
  if (isWalletConnectConnector(connector)) return 'walletConnect'
  return isInstalledConnector(connector) ? 'injected' : 'external'
}

/**
 * SPEC §9 connector order: walletConnect, recent, injected, featured, custom, external, recommended (or the
 * host's `features.connectorTypeOrder`), then the rest of the directory. A recently used wallet moves to
 * `recent`. A listed wallet that is also a connector (same rdns, or its id is the connector's id or explorer
 * id) shows once, as the connector; listed wallets repeat in no group (the first by the order wins).
 * Excluded wallets (SPEC §5) are left out everywhere.
 */
export function orderWallets<C extends OrderableConnector>(input: OrderWalletsInput<C>): OrderedWallet<C>[] {
  const { connectors, recentWalletIds, excludeWalletIds } = input
  const recentIds = new Set(recentWalletIds)
  const visible = (wallet: { id: string; name: string; rdns?: string | null | undefined }) =>
    !isExcludedWallet(wallet, excludeWalletIds)

  const walletConnectors = connectors.filter(
    (connector) => connector.type !== 'AUTH' && visible({ ...connector, rdns: connector.info?.rdns }),
  )
  const connectorKeys = new Set(
    walletConnectors.flatMap((connector) =>
      [connector.id, connector.explorerId, connector.info?.rdns].filter((key): key is string => !!key),
    ),
  )
  const isConnector = (wallet: ListedWallet) =>
    connectorKeys.has(wallet.id) || (!!wallet.rdns && connectorKeys.has(wallet.rdns))

  const groups = new Map<WalletGroup, OrderedWallet<C>[]>()
  const add = (group: WalletGroup, entry: OrderedWallet<C>) => {
    const members = groups.get(group)
    if (members) members.push(entry)
    else groups.set(group, [entry])
  }

  for (const connector of walletConnectors) {
    const recent = recentIds.has(connector.id)
    const group = recent ? 'recent' : connectorGroup(connector)
    add(group, {
      id: connector.id,
      name: connector.name,
      group,
      connector,
      installed: isInstalledConnector(connector),
      recent,
    })
  }
  const listedGroups: [WalletGroup, readonly ListedWallet[] | undefined][] = [
    ['featured', input.featured],
    ['custom', input.custom],
    ['recommended', input.recommended],
    ['directory', input.directory],
  ]
  for (const [group, wallets] of listedGroups) {
    for (const wallet of wallets ?? []) {
      if (!visible(wallet) || isConnector(wallet)) continue
      const recent = recentIds.has(wallet.id)
      const target = recent ? 'recent' : group
      add(target, { id: wallet.id, name: wallet.name, group: target, wallet, installed: false, recent })
    }
  }
  // Recent wallets keep the order they were used in, newest first.
  groups.get('recent')?.sort((a, b) => recentWalletIds.indexOf(a.id) - recentWalletIds.indexOf(b.id))

  const order = [...new Set([...(input.order ?? []), ...CONNECTOR_TYPE_ORDER, 'directory' as const])]
  const seen = new Set<string>()
  const ordered: OrderedWallet<C>[] = []
  for (const group of order) {
    for (const entry of groups.get(group) ?? []) {
      if (seen.has(entry.id)) continue
      seen.add(entry.id)
      ordered.push(entry)
    }
  }
  return ordered
}

import type { Connector } from '@gangway/core'

/** One row of a wallet list: a connector today, a wallet-directory listing later. */
export interface WalletEntry {
  id: string
  name: string
  imageUrl?: string
  installed: boolean
  recent: boolean
}

type ConnectorLike = Pick<Connector, 'id' | 'name' | 'type' | 'imageUrl'> & {
  readonly info?: Readonly<NonNullable<Connector['info']>>
  readonly connectors?: readonly ConnectorLike[]
}

export interface WalletEntryContext {
  recentIds?: ReadonlySet<string>
  /** `options.connectorImages`: the host's images by connector id win over the wallet's own. */
  connectorImages?: Readonly<Record<string, string>>
}

/** Announced (EIP-6963) and injected wallets run in this browser; a merged entry if any part does. */
export function isInstalled(connector: ConnectorLike): boolean {
  if (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') return true
  return connector.type === 'MULTI_CHAIN' && (connector.connectors ?? []).some(isInstalled)
}

/**
 * The wallets a person can pick, installed ones first (SPEC §2: a browser wallet comes first), in
 * core's order otherwise. AUTH entries are the e-mail and social sign-in, not wallets.
 */
export function toWalletEntries(
  connectors: readonly ConnectorLike[],
  { recentIds = new Set(), connectorImages = {} }: WalletEntryContext = {},
): WalletEntry[] {
  const entries = connectors
    .filter((connector) => connector.type !== 'AUTH')
    .map((connector) => ({
      id: connector.id,
      name: connector.name,
      imageUrl: connectorImages[connector.id] ?? connector.imageUrl ?? connector.info?.icon,
      installed: isInstalled(connector),
      recent: recentIds.has(connector.id),
    }))
  return [...entries.filter((entry) => entry.installed), ...entries.filter((entry) => !entry.installed)]
}

/** Case-insensitive name search (AllWallets). */
export function filterWalletEntries(entries: readonly WalletEntry[], query: string): WalletEntry[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...entries]
  return entries.filter((entry) => entry.name.toLowerCase().includes(needle))
}

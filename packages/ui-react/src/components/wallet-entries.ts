import {
  type Connector,
  isWalletConnectConnector,
  type ListedWallet,
  type OrderedWallet,
} from '@gangway/core'
import type { Snapshot } from 'valtio'
import type { Translate } from '../messages.js'

/** One row of a wallet list: a connector of this browser, a directory listing or a custom wallet. */
export interface WalletEntry {
  id: string
  name: string
  imageUrl?: string | undefined
  installed: boolean
  recent: boolean
  /** Set when the wallet connects in this browser. */
  connectorId?: string
  /** Set for a directory or custom wallet: picking it offers its links (Downloads). */
  wallet?: ListedWallet
  /** The WalletConnect entry: without an image of its own it shows the WalletConnect mark. */
  walletConnect?: true
}

export interface WalletEntryContext {
  /** `options.connectorImages`: the host's images by connector id win over the wallet's own. */
  connectorImages?: Readonly<Record<string, string>> | undefined
  /** The directory's image of a listing, when a directory is configured. */
  walletImageUrl?: (imageId: string) => string | undefined
}

/** Rows for wallets already in core's order (`orderWallets`). */
export function toWalletEntries(
  ordered: readonly OrderedWallet<Snapshot<Connector>>[],
  { connectorImages = {}, walletImageUrl = () => undefined }: WalletEntryContext = {},
): WalletEntry[] {
  return ordered.map(({ id, name, installed, recent, connector, wallet }) => ({
    id,
    name,
    installed,
    recent,
    ...(connector
      ? {
          connectorId: connector.id,
          imageUrl: connectorImages[connector.id] ?? connector.imageUrl ?? connector.info?.icon,
          ...(isWalletConnectConnector(connector) ? { walletConnect: true as const } : {}),
        }
      : {
          wallet,
          imageUrl: wallet?.image_url ?? (wallet?.image_id ? walletImageUrl(wallet.image_id) : undefined),
        }),
  }))
}

/** Case-insensitive name search over the rows already loaded. */
export function filterWalletEntries(entries: readonly WalletEntry[], query: string): WalletEntry[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...entries]
  return entries.filter((entry) => entry.name.toLowerCase().includes(needle))
}

/**
 * Connect shows every browser and custom wallet, but at most `limit` (SPEC §9 recommended count: 4)
 * of the directory's featured and recommended ones; the rest are one click away in All Wallets.
 */
export function limitDirectoryEntries(entries: readonly WalletEntry[], limit: number): WalletEntry[] {
  let shown = 0
  return entries.filter((entry) => {
    if (entry.wallet?.source !== 'directory') return true
    shown += 1
    return shown <= limit
  })
}

/** The directory's wallet count, rounded down to tens past ten as AppKit shows it ('620+'). */
export function walletCountLabel(count: number, t: Translate): string {
  return count > 10 ? t('walletCountAtLeast', { count: Math.floor(count / 10) * 10 }) : String(count)
}

import type { ChainNamespace } from '@gangway/common'
import {
  type DirectoryListing,
  fromCustomWallet,
  fromDirectoryListing,
  isListingInNamespaces,
  orderWallets,
  type WalletListing,
} from '@gangway/core'
import { useMemo } from 'react'
import type { Snapshot } from 'valtio'
import { useSnapshot } from 'valtio/react'
import { toWalletEntries, type WalletEntry } from '../components/wallet-entries.js'
import { useCore } from '../context.js'
import { useConfiguredNamespaces } from './use-namespaces.js'

/**
 * The wallets a list shows, in core's connector order (SPEC §9): browser wallets, recent, featured,
 * custom and recommended ones, then `directory` (the directory's pages, or its search results).
 * Excluded wallets (SPEC §5) never appear; a listing of an installed wallet shows once. Under the SPEC §4
 * namespace filters, a directory wallet shows when it supports a chain of a namespace left on (core filters
 * the connectors itself).
 */
export function useWalletEntries(directory: readonly Snapshot<WalletListing>[] = []): WalletEntry[] {
  const core = useCore()
  const { connectors, namespaceFilter } = useSnapshot(core.store.connectors.state)
  const options = useSnapshot(core.store.options.state)
  const { featured, recommended } = useSnapshot(core.store.directory.state)
  // Compared as text, so the list is only rebuilt when they change: stored ids, and the configured namespaces.
  const recentWalletIds = JSON.stringify(core.store.storage.getRecentWallets().map(({ id }) => id))
  const configured = useConfiguredNamespaces().join()
  return useMemo(() => {
    const namespaces = configured.split(',') as ChainNamespace[]
    const shown = (listings: readonly Snapshot<WalletListing>[]): DirectoryListing[] =>
      listings.filter((listing) => isListingInNamespaces(listing, namespaces, namespaceFilter))
    const ordered = orderWallets({
      order: options.features.connectorTypeOrder,
      connectors,
      recentWalletIds: JSON.parse(recentWalletIds) as string[],
      featured: shown(featured).map(fromDirectoryListing),
      custom: (options.customWallets ?? []).map(fromCustomWallet),
      recommended: shown(recommended).map(fromDirectoryListing),
      directory: shown(directory).map(fromDirectoryListing),
      excludeWalletIds: options.excludeWalletIds,
    })
    return toWalletEntries(ordered, {
      connectorImages: options.connectorImages,
      walletImageUrl: (imageId) => core.store.directory.getWalletImageUrl(imageId),
    })
  }, [
    core,
    options,
    connectors,
    namespaceFilter,
    configured,
    recentWalletIds,
    featured,
    recommended,
    directory,
  ])
}

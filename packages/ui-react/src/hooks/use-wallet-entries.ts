import { type DirectoryListing, fromCustomWallet, fromDirectoryListing, orderWallets } from '@gangway/core'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio/react'
import { toWalletEntries, type WalletEntry } from '../components/wallet-entries.js'
import { useCore } from '../context.js'

/**
 * The wallets a list shows, in core's connector order (SPEC §9): browser wallets, recent, featured,
 * custom and recommended ones, then `directory` (the directory's pages, or its search results).
 * Excluded wallets (SPEC §5) never appear; a listing of an installed wallet shows once.
 */
export function useWalletEntries(directory: readonly DirectoryListing[] = []): WalletEntry[] {
  const core = useCore()
  const { connectors } = useSnapshot(core.store.connectors.state)
  const options = useSnapshot(core.store.options.state)
  const { featured, recommended } = useSnapshot(core.store.directory.state)
  // Stored, not in state: compared as text so the list is only rebuilt when it changes.
  const recentWalletIds = JSON.stringify(core.store.storage.getRecentWallets().map(({ id }) => id))
  return useMemo(() => {
    const ordered = orderWallets({
      order: options.features.connectorTypeOrder,
      connectors,
      recentWalletIds: JSON.parse(recentWalletIds) as string[],
      featured: featured.map(fromDirectoryListing),
      custom: (options.customWallets ?? []).map(fromCustomWallet),
      recommended: recommended.map(fromDirectoryListing),
      directory: directory.map(fromDirectoryListing),
      excludeWalletIds: options.excludeWalletIds,
    })
    return toWalletEntries(ordered, {
      connectorImages: options.connectorImages,
      walletImageUrl: (imageId) => core.store.directory.getWalletImageUrl(imageId),
    })
  }, [core, options, connectors, recentWalletIds, featured, recommended, directory])
}

import type { WalletListing } from '@gangway/api'
import type { CustomWallet } from '../options.js'
import type { ListedWallet } from '../types.js'

/** What a list needs of a directory listing; snapshots fit. */
export type DirectoryListing = Readonly<Omit<WalletListing, 'chains' | 'badge_type'>>

/** A directory listing as the lists show it. Links stay as the directory sent them (already sanitised). */
export function fromDirectoryListing(listing: DirectoryListing): ListedWallet {
  return {
    id: listing.id,
    name: listing.name,
    source: 'directory',
    rdns: listing.rdns,
    image_id: listing.image_id,
    mobile_link: listing.mobile_link,
    desktop_link: listing.desktop_link,
    webapp_link: listing.webapp_link,
    homepage: listing.homepage,
    app_store: listing.app_store,
    play_store: listing.play_store,
  }
}

/** One of the host's `customWallets` as the lists show it. */
export function fromCustomWallet(wallet: Readonly<CustomWallet>): ListedWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    source: 'custom',
    image_url: wallet.image_url,
    mobile_link: wallet.mobile_link,
    desktop_link: wallet.desktop_link,
    webapp_link: wallet.webapp_link,
    homepage: wallet.homepage,
    app_store: wallet.app_store,
    play_store: wallet.play_store,
  }
}

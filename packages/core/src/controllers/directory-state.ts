import type { DirectoryClient, WalletListing } from '@gangway/api'
import type { NamespaceFilter } from '../rules/namespace-filter.js'
import type { Timers } from '../utils/timers.js'
import type { AlertController } from './alert.js'
import type { EventsController } from './events.js'
import type { OptionsController } from './options.js'

export interface DirectorySearchState {
  /** The query of the latest search; '' when none. */
  query: string
  /** At most WALLET_LIST.searchResults (100) listings, shown no sooner than 300 ms after the search began. */
  results: WalletListing[]
  loading: boolean
  /** A catalogue message when the search failed. */
  error?: string
}

/** The wallet directory as loaded so far (SPEC §7 GET /getWallets, §9 wallet lists). */
export interface DirectoryControllerState {
  /** Whether the first page, featured and recommended wallets were asked for (on first open or `prefetch()`). */
  prefetched: boolean
  /** `featuredWalletIds`, in the host's order. */
  featured: WalletListing[]
  /** WALLET_LIST.recommendedCount (4) wallets. */
  recommended: WalletListing[]
  /** Every page loaded so far, WALLET_LIST.pageSize (40) per page. */
  wallets: WalletListing[]
  /** The directory's total of matching wallets; undefined until the first page arrives. */
  count?: number
  /** The last page loaded (1-based); 0 before the first. */
  page: number
  /** A page request is in flight. */
  loading: boolean
  /** A catalogue message when a directory request failed; installed wallets keep working. */
  error?: string
  search: DirectorySearchState
}

/** What the directory learns of the SDK (SPEC §7 `st` and `sv`). */
export const DIRECTORY_SDK = { sdkType: 'appkit', sdkVersion: 'gangway-core-0.0.0' } as const

/** What the directory controller asks the wallet directory. */
export type DirectoryCalls = Pick<DirectoryClient, 'getWallets' | 'getAllowedOrigins' | 'getWalletImageUrl'>

export interface DirectoryDeps {
  options: Pick<OptionsController, 'state'>
  events: Pick<EventsController, 'send'>
  alert: Pick<AlertController, 'open'>
  timers: Timers
  /** The page's origin, checked against the project's allow-list; undefined where there is no page. */
  pageOrigin: () => string | undefined
  /** SPEC §4 namespace filters (the connectors controller's): the list asks for the chains left on. */
  namespaceFilter?: () => NamespaceFilter
}

import { WALLET_LIST } from '@gangway/common'
import type { AppKitCore, AppKitOptions, DirectoryControllerState, WalletListing } from '@gangway/core'

/**
 * Stories never need the real services: their directory "is" here, where nothing answers, and the
 * stories put the directory's state in directly (presentation only). Images fall back to placeholders.
 */
export const STORY_DIRECTORY = {
  services: { apiUrl: 'https://directory.gangway.test' },
} satisfies Partial<AppKitOptions>

export function listing(id: string, name: string, overrides: Partial<WalletListing> = {}): WalletListing {
  return {
    id,
    name,
    image_id: id,
    rdns: null,
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    homepage: null,
    app_store: null,
    play_store: null,
    badge_type: undefined,
    ...overrides,
  }
}

export const LISTINGS = {
  rainbow: listing('rainbow', 'Rainbow', {
    rdns: 'me.rainbow',
    mobile_link: 'rainbow://',
    webapp_link: 'https://rnbwapp.com',
    homepage: 'https://rainbow.me/',
  }),
  zerion: listing('zerion', 'Zerion', { homepage: 'https://zerion.io/', mobile_link: 'zerion://' }),
  safe: listing('safe', 'Safe', { webapp_link: 'https://app.safe.global', homepage: 'https://safe.global/' }),
  ledger: listing('ledger', 'Ledger Live', { homepage: 'https://www.ledger.com/ledger-live' }),
  evil: listing('gangway-hostile-javascript-link', 'Evil Link Wallet', {
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
  }),
  longName: listing(
    'gangway-hostile-long-name',
    `Long Name Wallet that goes on and on ${'and on '.repeat(13)}`.trim(),
  ),
} satisfies Record<string, WalletListing>

/** `count` generated wallets, as the reference directory names them. */
export function generatedListings(count: number): WalletListing[] {
  return Array.from({ length: count }, (_, index) =>
    listing(`generated-${index + 1}`, `Harbor Wallet ${index + 1}`),
  )
}

/** The directory as if its first pages had loaded (or as the story says). */
export function setDirectory(core: AppKitCore, state: Partial<DirectoryControllerState>): void {
  Object.assign(core.store.directory.state, { prefetched: true, ...state })
}

/** Answers searches from `listings` by name, as the directory would (presentation only). */
export function searchFrom(core: AppKitCore, listings: readonly WalletListing[]): void {
  core.store.directory.search = async (query) => {
    const text = query.trim().toLowerCase()
    core.store.directory.state.search = {
      query: query.trim(),
      results: text
        ? listings
            .filter((wallet) => wallet.name.toLowerCase().includes(text))
            .slice(0, WALLET_LIST.searchResults)
        : [],
      loading: false,
    }
  }
}

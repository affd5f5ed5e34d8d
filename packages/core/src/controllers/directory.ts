import type { DirectoryClient, DirectoryClientOptions, WalletListing } from '@gangway/api'
import { directoryImageUrl } from '@gangway/api/directory-urls'
import { isRequestAborted } from '@gangway/api/errors'
import { ALERT_MESSAGES, isOriginAllowed, WALLET_LIST } from '@gangway/common'
import { proxy } from 'valtio/vanilla'
import type { NamespaceFilter } from '../rules/namespace-filter.js'
import { isDirectoryWalletAllowed, isExcludedWallet } from '../rules/wallet-filter.js'
import { loadOnce } from '../utils/load-once.js'
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

/** Shown instead of the directory when a directory request failed. */
export const DIRECTORY_ERROR_MESSAGE = "Couldn't load the wallet directory. Installed wallets still work."

/** SPEC §8 alert for a page origin the project does not allow. */
export const ORIGIN_NOT_ALLOWED_MESSAGE = `${ALERT_MESSAGES.originNotAllowed.shortMessage}: ${ALERT_MESSAGES.originNotAllowed.longMessage}`

/** What the directory learns of the SDK (SPEC §7 `st` and `sv`). */
export const DIRECTORY_SDK = { sdkType: 'appkit', sdkVersion: 'gangway-core-0.0.0' } as const

/** The directory serves at most this many names in a search (GET /getWallets `search`). */
const MAX_SEARCH_LENGTH = 100

type Part = 'page' | 'featured' | 'recommended'

/** What the directory controller asks the wallet directory. */
type DirectoryCalls = Pick<DirectoryClient, 'getWallets' | 'getAllowedOrigins' | 'getWalletImageUrl'>

/**
 * The directory's calls, with its client and response schemas loaded on the first one: a page whose visitor never
 * opens the modal never downloads them. A failed download is tried again at the next call.
 */
function lazyDirectoryClient(clientOptions: DirectoryClientOptions): DirectoryCalls {
  const load = loadOnce(() =>
    import('../lazy/directory-client.js').then((api) => api.createDirectoryClient(clientOptions)),
  )
  return {
    getWallets: async (params) => (await load()).getWallets(params),
    getAllowedOrigins: async () => (await load()).getAllowedOrigins(),
    // An image URL is known without the client: wallet buttons show images before the directory loads.
    getWalletImageUrl: (id) => directoryImageUrl(clientOptions, 'wallet', id),
  }
}

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

/**
 * The wallet directory of one instance (SPEC §7, §9). It fetches nothing until `prefetch()` (called when the
 * modal first opens); without `services.apiUrl` every action does nothing. Options in code always win over what
 * the service answers (ARCHITECTURE Principle 6): included, excluded and featured ids are applied to every answer
 * again. No action throws: a failure sets a clear message in `error`.
 */
export function createDirectoryController(deps: DirectoryDeps) {
  const state = proxy<DirectoryControllerState>({
    prefetched: false,
    featured: [],
    recommended: [],
    wallets: [],
    page: 0,
    loading: false,
    search: { query: '', results: [], loading: false },
  })
  const options = deps.options.state
  const loaded = new Set<Part>()
  const failed = new Set<Part>()
  let client: { baseUrl: string; api: DirectoryCalls } | undefined
  let prefetching: Promise<void> | undefined
  let pageRequest: Promise<void> | undefined
  let latestSearch = 0
  let searchAbort: AbortController | undefined
  // Bumped when the namespace filter changes the chains asked for: answers for the old chains are dropped.
  let listGeneration = 0

  /** The client of the configured directory, or undefined when none is configured (the feature is hidden). */
  function directory(): DirectoryCalls | undefined {
    const baseUrl = options.services?.apiUrl
    if (!baseUrl) return undefined
    if (client?.baseUrl !== baseUrl) {
      client = {
        baseUrl,
        api: lazyDirectoryClient({ baseUrl, projectId: options.projectId, ...DIRECTORY_SDK }),
      }
    }
    return client.api
  }

  const filters = () => ({
    includeWalletIds: options.includeWalletIds,
    excludeWalletIds: options.excludeWalletIds,
  })
  const allowed = (listings: readonly WalletListing[]) =>
    listings.filter((listing) => isDirectoryWalletAllowed(listing, filters()))
  /** The configured networks (CAIP-2) of the namespaces the SPEC §4 filter leaves on. */
  const selectedChains = () => {
    const filter = deps.namespaceFilter?.() ?? {}
    return options.networks
      .filter((network) => filter[network.chainNamespace] !== false)
      .map((network) => network.caipNetworkId)
  }
  let listChains = selectedChains().join(',')
  /** The query of the main list: the host's lists and the networks of the namespaces shown (CAIP-2). */
  const listQuery = (exclude: readonly string[] = []) => ({
    include: nonEmpty(options.includeWalletIds),
    exclude: nonEmpty([...(options.excludeWalletIds ?? []), ...exclude]),
    chains: selectedChains(),
  })

  /** Runs `load`; once the filter changed the chains asked for (`generation` is old), its outcome is dropped. */
  async function attempt(part: Part, load: () => Promise<void>, generation?: number): Promise<void> {
    try {
      await load()
      if (generation !== undefined && generation !== listGeneration) return
      loaded.add(part)
      failed.delete(part)
    } catch {
      if (generation !== undefined && generation !== listGeneration) return
      failed.add(part)
      state.error = DIRECTORY_ERROR_MESSAGE
    }
  }

  function loadPage(api: DirectoryCalls, page: number): Promise<void> {
    const generation = listGeneration
    state.loading = true
    return attempt(
      'page',
      async () => {
        const response = await api.getWallets({ page, entries: WALLET_LIST.pageSize, ...listQuery() })
        if (generation !== listGeneration) return
        const known = new Set(state.wallets.map((wallet) => wallet.id))
        state.wallets.push(...allowed(response.data).filter((wallet) => !known.has(wallet.id)))
        state.count = response.count
        state.page = page
      },
      generation,
    ).finally(() => {
      if (generation === listGeneration) state.loading = false
    })
  }

  function loadFeatured(api: DirectoryCalls): Promise<void> {
    const ids = options.featuredWalletIds ?? []
    if (ids.length === 0 || loaded.has('featured')) return Promise.resolve()
    return attempt('featured', async () => {
      const requested = ids.slice(0, WALLET_LIST.searchResults)
      const response = await api.getWallets({ page: 1, entries: requested.length, include: requested })
      // The host's ids, in the host's order: whatever else the directory answered is not featured.
      const byId = new Map(response.data.map((wallet) => [wallet.id, wallet]))
      state.featured = requested.flatMap((id) => {
        const wallet = byId.get(id)
        return wallet && !isExcludedWallet(wallet, options.excludeWalletIds) ? [wallet] : []
      })
    })
  }

  function loadRecommended(api: DirectoryCalls): Promise<void> {
    if (loaded.has('recommended')) return Promise.resolve()
    const generation = listGeneration
    return attempt(
      'recommended',
      async () => {
        const response = await api.getWallets({
          page: 1,
          entries: WALLET_LIST.recommendedCount,
          ...listQuery(options.featuredWalletIds),
        })
        if (generation !== listGeneration) return
        state.recommended = allowed(response.data).slice(0, WALLET_LIST.recommendedCount)
      },
      generation,
    )
  }

  async function checkOrigin(api: DirectoryCalls): Promise<void> {
    const origin = deps.pageOrigin()
    if (!origin) return
    // An empty list (also the answer when the call fails, SPEC §7) means there is nothing to check against.
    const allowedOrigins = await api.getAllowedOrigins()
    if (allowedOrigins.length > 0 && !isOriginAllowed(origin, allowedOrigins)) {
      deps.alert.open(ORIGIN_NOT_ALLOWED_MESSAGE, 'error', false)
    }
  }

  const hasMorePages = () => state.count === undefined || state.page * WALLET_LIST.pageSize < state.count

  /** Loads the next page of WALLET_LIST.pageSize (40) wallets, unless every page is loaded. */
  function fetchNextPage(): Promise<void> {
    const api = directory()
    if (pageRequest) return pageRequest
    // After a failure, pages wait for retry() instead of failing again on every scroll.
    if (!api || failed.has('page') || !hasMorePages()) return Promise.resolve()
    const request = loadPage(api, state.page + 1).finally(() => {
      if (pageRequest === request) pageRequest = undefined
    })
    pageRequest = request
    return request
  }

  /**
   * SPEC §4: the namespace filter changed. When that changes the chains asked for, the list starts over for
   * the namespaces left on — its first page and the recommended wallets are asked for again once the directory
   * was prefetched, and a search runs again. Featured wallets are the host's ids: the UI filters them.
   */
  function onNamespaceFilterChange(): void {
    const chains = selectedChains().join(',')
    if (chains === listChains) return
    listChains = chains
    listGeneration += 1
    pageRequest = undefined
    for (const part of ['page', 'recommended'] as const) {
      loaded.delete(part)
      failed.delete(part)
    }
    if (failed.size === 0) delete state.error
    state.wallets = []
    state.page = 0
    state.loading = false
    delete state.count
    const api = directory()
    if (state.prefetched && api) {
      void fetchNextPage()
      void loadRecommended(api)
    }
    if (state.search.query) void search(state.search.query)
  }

  /** Searches by name; a newer search supersedes an older one; '' clears the results. */
  async function search(query: string): Promise<void> {
    const run = ++latestSearch
    searchAbort?.abort()
    searchAbort = undefined
    const api = directory()
    const text = query.trim().slice(0, MAX_SEARCH_LENGTH)
    if (!api || !text) {
      state.search = { query: text, results: [], loading: false }
      return
    }
    const abort = new AbortController()
    searchAbort = abort
    state.search = { query: text, results: [], loading: true }
    deps.events.send({ type: 'track', event: 'SEARCH_WALLET', properties: { search: text } })
    // SPEC §9: a search waits at least 300 ms, so results do not flicker in while the visitor types.
    const minimumWait = new Promise<void>((resolve) => deps.timers.after(WALLET_LIST.searchMinWait, resolve))
    let outcome: DirectorySearchState
    try {
      const response = await api.getWallets({
        page: 1,
        entries: WALLET_LIST.searchResults,
        search: text,
        signal: abort.signal,
        ...listQuery(),
      })
      outcome = {
        query: text,
        results: allowed(response.data).slice(0, WALLET_LIST.searchResults),
        loading: false,
      }
    } catch (error) {
      if (isRequestAborted(error) || run !== latestSearch) return
      outcome = { query: text, results: [], loading: false, error: DIRECTORY_ERROR_MESSAGE }
    }
    await minimumWait
    if (run === latestSearch) state.search = outcome
  }

  return {
    state,
    /** Checks the page origin and loads the first page, featured and recommended wallets; each at most once. */
    prefetch(): Promise<void> {
      const api = directory()
      if (prefetching || state.prefetched || !api) return prefetching ?? Promise.resolve()
      state.prefetched = true
      prefetching = Promise.all([
        checkOrigin(api),
        fetchNextPage(),
        loadFeatured(api),
        loadRecommended(api),
      ]).then(() => undefined)
      return prefetching
    },
    fetchNextPage,
    /** Loads again whatever failed. */
    async retry(): Promise<void> {
      const api = directory()
      if (!api || failed.size === 0) return
      const parts = [...failed]
      failed.clear()
      state.error = undefined
      await Promise.all([
        parts.includes('page') ? fetchNextPage() : undefined,
        parts.includes('featured') ? loadFeatured(api) : undefined,
        parts.includes('recommended') ? loadRecommended(api) : undefined,
      ])
    },
    search,
    onNamespaceFilterChange,
    /** The directory image of a wallet, or undefined without a directory. */
    getWalletImageUrl: (imageId: string): string | undefined => directory()?.getWalletImageUrl(imageId),
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface DirectoryController extends ReturnType<typeof createDirectoryController> {}

function nonEmpty(list: readonly string[] | undefined): readonly string[] | undefined {
  return list && list.length > 0 ? list : undefined
}

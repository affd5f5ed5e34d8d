// The wallet directory's requests and rules, loaded when the modal first opens (controllers/directory.ts keeps
// the state the views read, so the page's first download holds none of this).
import type { DirectoryClientOptions, WalletListing } from '@gangway/api'
import type { ChainNamespace } from '@gangway/common'
import { directoryImageUrl } from '@gangway/api/directory-urls'
import { isRequestAborted } from '@gangway/api/errors'
import { WALLET_LIST } from '@gangway/common'
import { isOriginAllowed } from '@gangway/common/origins'
import { isDirectoryWalletAllowed, isExcludedWallet } from '../rules/wallet-filter.js'
import type { ListedWallet } from '../types.js'
import { fromDirectoryListing } from '../utils/listed-wallet.js'
import { loadOnce } from '../utils/load-once.js'
import {
  DIRECTORY_SDK,
  type DirectoryCalls,
  type DirectoryControllerState,
  type DirectoryDeps,
  type DirectorySearchState,
} from './directory-state.js'
import { ORIGIN_NOT_ALLOWED_MESSAGE } from './origin-alert.js'

/** Shown instead of the directory when a directory request failed. */
export const DIRECTORY_ERROR_MESSAGE = "Couldn't load the wallet directory. Installed wallets still work."

/** The directory serves at most this many names in a search (GET /getWallets `search`). */
const MAX_SEARCH_LENGTH = 100
/** A directory wallet id: 64 hex digits. */
const DIRECTORY_ID = /^[0-9a-f]{64}$/iu

type Part = 'page' | 'featured' | 'recommended'

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

/** Every request of one instance's directory, over its state. */
export function createDirectoryActions(state: DirectoryControllerState, deps: DirectoryDeps) {
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

  /**
   * The directory wallets a wallet button may stand for: by directory id, else by a name search, as the lists show
   * them. The host's lists apply as to every answer, and with `namespace` only wallets on its configured networks
   * are asked for. Leaves the lists' state alone; rejects when the directory cannot be asked.
   */
  async function findWallets(name: string, namespace?: ChainNamespace): Promise<ListedWallet[]> {
    const api = directory()
    const text = name.trim().slice(0, MAX_SEARCH_LENGTH)
    const chains = namespace
      ? options.networks
          .filter((network) => network.chainNamespace === namespace)
          .map((network) => network.caipNetworkId)
      : selectedChains()
    if (!api || !text || chains.length === 0) return []
    const byId = DIRECTORY_ID.test(text)
    const response = await api.getWallets({
      page: 1,
      entries: WALLET_LIST.searchResults,
      ...listQuery(),
      chains,
      ...(byId ? { include: [text] } : { search: text }),
    })
    return allowed(response.data).map(fromDirectoryListing)
  }

  return {
    findWallets,
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
  }
}

function nonEmpty(list: readonly string[] | undefined): readonly string[] | undefined {
  return list && list.length > 0 ? list : undefined
}

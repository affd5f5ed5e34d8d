import { directoryImageUrl } from '@gangway/api/directory-urls'
import type { ChainNamespace } from '@gangway/common'
import { proxy } from 'valtio/vanilla'
import { lazyModule } from '../utils/lazy-module.js'
import { DIRECTORY_SDK, type DirectoryControllerState, type DirectoryDeps } from './directory-state.js'

export {
  DIRECTORY_SDK,
  type DirectoryCalls,
  type DirectoryControllerState,
  type DirectoryDeps,
  type DirectorySearchState,
} from './directory-state.js'

/**
 * The wallet directory of one instance (SPEC §7, §9). It fetches nothing until `prefetch()` (called when the
 * modal first opens); without `services.apiUrl` every action does nothing. Options in code always win over what
 * the service answers (ARCHITECTURE Principle 6): included, excluded and featured ids are applied to every answer
 * again. No action throws: a failure sets a clear message in `error`. The requests' code loads with the first
 * action; the state is here from the start, for the views and hooks to read.
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
  const actions = lazyModule(() =>
    import('./directory-actions.js').then((module) => module.createDirectoryActions(state, deps)),
  )
  /** Without a directory there is nothing to fetch, and nothing to download for it. */
  const whenConfigured = (call: (loaded: DirectoryActions) => Promise<void>): Promise<void> =>
    options.services?.apiUrl ? actions.run(call) : Promise.resolve()

  return {
    state,
    /** Checks the page origin and loads the first page, featured and recommended wallets; each at most once. */
    prefetch: () => whenConfigured((loaded) => loaded.prefetch()),
    /** Loads the next page of WALLET_LIST.pageSize (40) wallets, unless every page is loaded. */
    fetchNextPage: () => whenConfigured((loaded) => loaded.fetchNextPage()),
    /** Loads again whatever failed. */
    retry: () => whenConfigured((loaded) => loaded.retry()),
    /** Searches by name; a newer search supersedes an older one; '' clears the results. */
    search: (query: string) => actions.run((loaded) => loaded.search(query)),
    /** A wallet button's lookup (by directory id or name): none without a directory; rejects when it fails. */
    findWallets: (name: string, namespace?: ChainNamespace) =>
      options.services?.apiUrl
        ? actions.run((loaded) => loaded.findWallets(name, namespace))
        : Promise.resolve([]),
    /** SPEC §4: the namespace filter changed. Before the first request there is no list to start over. */
    onNamespaceFilterChange: () => actions.loaded()?.onNamespaceFilterChange(),
    /** The directory image of a wallet, or undefined without a directory: known before the directory loads. */
    getWalletImageUrl: (imageId: string): string | undefined => {
      const baseUrl = options.services?.apiUrl
      return baseUrl
        ? directoryImageUrl({ baseUrl, projectId: options.projectId, ...DIRECTORY_SDK }, 'wallet', imageId)
        : undefined
    },
  }
}

type DirectoryActions = ReturnType<typeof import('./directory-actions.js').createDirectoryActions>

// Derived from the factory, so the type cannot drift from what it returns.
export interface DirectoryController extends ReturnType<typeof createDirectoryController> {}

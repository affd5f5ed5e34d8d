import type { WalletListing } from '@gangway/core'
import { useCallback, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { SearchField } from '../../components/SearchField.js'
import { VirtualWalletList } from '../../components/VirtualWalletList.js'
import { filterWalletEntries } from '../../components/wallet-entries.js'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { useSelectWallet } from '../../hooks/use-connect-wallet.js'
import { useDebouncedValue } from '../../hooks/use-debounced-value.js'
import { useWalletEntries } from '../../hooks/use-wallet-entries.js'
import { useWalletConnectIntent } from '../../hooks/use-walletconnect-intent.js'
import { preloadWalletConnectViews } from '../../modal/lazy-views/connecting.js'
import { whenSettled } from '../../modal/when-settled.js'
import { DirectoryStatus } from './DirectoryStatus.js'

/** The pause after the last keystroke before the directory is searched. */
export const SEARCH_DEBOUNCE_MS = 300
/** The directory accepts searches up to this length. */
const MAX_QUERY_LENGTH = 100
const NO_LISTINGS: readonly WalletListing[] = []

/**
 * Every wallet: this browser's, recent, featured, custom and recommended ones, then the directory,
 * page by page as the visitor scrolls. The search box searches the directory (up to 100 results) and
 * the wallets already listed. Without the directory, the browser's wallets still work.
 */
export function AllWallets() {
  const core = useCore()
  const t = useMessages()
  const selectWallet = useSelectWallet()
  const [query, setQuery] = useState('')
  const text = query.trim()
  const settledText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS)
  const directory = useSnapshot(core.store.directory.state)
  const { services } = useSnapshot(core.store.options.state)
  const configured = Boolean(services?.apiUrl)
  const searching = text !== ''
  const resultsAreCurrent = directory.search.query === settledText && settledText === text

  // Showing this view is intent enough to load the directory (an embedded modal may never "open").
  useEffect(() => void core.prefetch(), [core])
  // Directory wallets connect over WalletConnect: its view's code loads now; the SDK and its relay socket wait for
  // the visitor to point at one (useWalletConnectIntent).
  useEffect(() => {
    if (core.walletConnectEnabled) return whenSettled(preloadWalletConnectViews)
  }, [core])
  const prepareOnIntent = useWalletConnectIntent()
  useEffect(() => void core.store.directory.search(settledText), [core, settledText])

  const listings = searching
    ? resultsAreCurrent
      ? directory.search.results
      : NO_LISTINGS
    : directory.wallets
  const allEntries = useWalletEntries(listings)
  const entries = searching ? filterWalletEntries(allEntries, text) : allEntries
  const searchPending = configured && searching && (!resultsAreCurrent || directory.search.loading)
  // After a failure the Try again button takes over, so scrolling does not fail again and again.
  const canLoadMore = configured && !searching && !directory.loading && !directory.error
  const loadNextPage = useCallback(() => void core.store.directory.fetchNextPage(), [core])
  const retry = () =>
    void (searching ? core.store.directory.search(settledText) : core.store.directory.retry())

  return (
    <div className="gw-stack">
      <SearchField label={t('searchWallet')} value={query} onChange={setQuery} maxLength={MAX_QUERY_LENGTH} />
      <DirectoryStatus
        configured={configured}
        searchPending={searchPending}
        loading={!searching && directory.loading}
        failed={Boolean(searching ? resultsAreCurrent && directory.search.error : directory.error)}
        onRetry={retry}
      />
      {entries.length > 0 ? (
        <VirtualWalletList
          entries={entries}
          onSelect={selectWallet}
          onIntent={prepareOnIntent}
          onEndReached={canLoadMore ? loadNextPage : undefined}
        />
      ) : (
        !searchPending && !directory.loading && <p className="gw-empty">{t('noWalletFound')}</p>
      )}
    </div>
  )
}

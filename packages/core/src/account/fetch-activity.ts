import { ERROR_MESSAGES } from '@gangway/common'
import { visibleActivity } from '../rules/activity.js'
import { accountData, accountKey, isFresh, type RefreshOptions } from './account-data.js'
import { type AccountHost, activeAccount } from './host.js'
import { blockchainServices } from './services.js'

/** Reads of each list, counted: a read started again (a forced refresh) makes the answers of earlier ones stale. */
const reads = new WeakMap<object, number>()
const startRead = (list: object) => {
  const read = (reads.get(list) ?? 0) + 1
  reads.set(list, read)
  return read
}

/**
 * The first page of the active account's activity (SPEC §5: eip155 only, the active chain only, spam hidden).
 * On failure the tab shows the error and the toast 'Failed to fetch transactions'. Never throws.
 */
export async function fetchActivity(host: AccountHost, options: RefreshOptions = {}): Promise<void> {
  const activity = accountData(host).activity
  const account = activeAccount(host)
  const client = blockchainServices(host)
  // Without the services there is nothing to read; what the state holds (e.g. a story's) stays.
  if (!client) return
  if (account?.namespace !== 'eip155') {
    Object.assign(activity, {
      key: undefined,
      status: 'idle',
      transactions: [],
      next: null,
      loadingMore: false,
    })
    return
  }
  const key = accountKey(account.namespace, account.address, account.network.caipNetworkId)
  // Shown again within 30 s: the pages already read (and the place scrolled to) stay.
  if (!options.force && isFresh(activity, key)) return
  Object.assign(activity, { key, status: 'loading', transactions: [], next: null, loadingMore: false })
  await loadPage(host, key, undefined, startRead(activity), options.quiet)
}

/** The next page, when there is one and none is loading (infinite scroll asks often). Never throws. */
export async function fetchMoreActivity(host: AccountHost): Promise<void> {
  const activity = accountData(host).activity
  const { key, next } = activity
  if (!key || next === null || activity.loadingMore || activity.status !== 'ready') return
  activity.loadingMore = true
  await loadPage(host, key, next, reads.get(activity) ?? 0)
}

async function loadPage(
  host: AccountHost,
  key: string,
  cursor: string | undefined,
  read: number,
  quiet = false,
): Promise<void> {
  const activity = accountData(host).activity
  const stale = () => activity.key !== key || reads.get(activity) !== read
  const account = activeAccount(host)
  const client = blockchainServices(host)
  // A page belongs to the account and network the list was read for: once another is active (the tab has
  // not read it yet), its cursor means nothing there, and the list waits for that read.
  const current = account && accountKey(account.namespace, account.address, account.network.caipNetworkId)
  if (!account || !client || current !== key) {
    if (activity.key === key) activity.loadingMore = false
    return
  }
  try {
    const page = await client.fetchTransactions({
      account: account.address,
      chainId: account.network.caipNetworkId,
      cursor,
    })
    if (stale()) return
    const known = new Set(activity.transactions.map((transaction) => transaction.id))
    const fresh = visibleActivity(page.data, account.network.caipNetworkId).filter(
      (transaction) => !known.has(transaction.id),
    )
    activity.transactions.push(...fresh)
    activity.next = page.next ?? null
    activity.status = 'ready'
    if (cursor === undefined) activity.loadedAt = Date.now()
  } catch {
    if (stale()) return
    // A failed later page keeps what is shown; the visitor can scroll again to retry.
    if (cursor === undefined) activity.status = 'error'
    if (!quiet) host.store.snack.show(ERROR_MESSAGES.fetchTransactionsFailed, 'error')
  } finally {
    if (!stale()) activity.loadingMore = false
  }
}

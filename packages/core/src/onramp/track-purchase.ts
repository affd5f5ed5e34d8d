import type { Transaction } from '@gangway/api'
import { fetchActivity } from '../account/fetch-activity.js'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import type { AccountHost } from '../account/host.js'
import { blockchainServices } from '../account/services.js'
import { transactionExplorerUrl } from '../utils/explorer.js'
import {
  FINAL_PURCHASE_PHASES,
  type OnrampPurchase,
  type OnrampRuntime,
  onrampRuntime,
  onrampState,
} from './onramp-state.js'

/** How often the provider's history is read while a purchase is under way. */
export const PURCHASE_POLL_INTERVAL_MS = 3_000
/** How soon to look again while the checkout is still being made (no history to read yet). */
const OPENING_POLL_MS = 250
/** How long after the checkout opened the tracking gives up (a provider's checkout expires in about as long). */
export const PURCHASE_TRACKING_TIMEOUT_MS = 30 * 60_000

export interface TrackPurchaseOptions {
  intervalMs?: number | undefined
  timeoutMs?: number | undefined
}

/** Ends the tracking under way, if any (the Buy view left, or a new purchase started). */
export function stopPurchaseTracking(host: AccountHost): void {
  onrampRuntime(host).stopTracking?.()
}

/**
 * Follows `onrampState(host).purchase` until it is over: every `intervalMs` the provider's history of the address
 * is read fresh (SPEC §7 `history?onramp=…`, not cached) and the purchase not listed before the checkout opened is
 * the one followed — waiting for payment, pending on chain (it has a hash), confirmed or failed. Once confirmed the
 * balances (past their cache) and the activity are read again. Stops at the end, after `timeoutMs` from the
 * checkout's start ('timed-out'), or when the returned function is called. Never throws.
 */
export function trackPurchase(host: AccountHost, options: TrackPurchaseOptions = {}): () => void {
  const purchase = onrampState(host).purchase
  const runtime = onrampRuntime(host)
  runtime.stopTracking?.()
  if (!purchase || FINAL_PURCHASE_PHASES.includes(purchase.phase)) return () => {}
  const intervalMs = options.intervalMs ?? PURCHASE_POLL_INTERVAL_MS
  const timeoutMs = options.timeoutMs ?? PURCHASE_TRACKING_TIMEOUT_MS
  const reads = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    reads.abort()
    clearTimeout(timer)
    if (runtime.stopTracking === stop) runtime.stopTracking = undefined
  }
  runtime.stopTracking = stop

  const tick = async () => {
    if (reads.signal.aborted) return
    if (onrampState(host).purchase !== purchase) return stop()
    noticeClosedWindow(runtime, purchase)
    if (Date.now() - purchase.startedAt > timeoutMs) purchase.phase = 'timed-out'
    else if (purchase.phase !== 'opening' && runtime.knownPurchases) {
      await readHistory(host, purchase, runtime.knownPurchases, reads.signal)
    }
    if (reads.signal.aborted) return
    if (FINAL_PURCHASE_PHASES.includes(purchase.phase)) return stop()
    timer = setTimeout(() => void tick(), purchase.phase === 'opening' ? OPENING_POLL_MS : intervalMs)
  }
  void tick()
  return stop
}

/** A checkout window the visitor closed before paying: the view offers to reopen it. */
function noticeClosedWindow(runtime: OnrampRuntime, purchase: OnrampPurchase): void {
  if (purchase.checkout === 'open' && runtime.checkoutWindow?.closed) purchase.checkout = 'closed'
}

/** One read of the provider's history; a failed read is tried again at the next tick. */
async function readHistory(
  host: AccountHost,
  purchase: OnrampPurchase,
  known: ReadonlySet<string>,
  signal: AbortSignal,
): Promise<void> {
  const client = blockchainServices(host)
  if (!client) return
  let entry: Transaction | undefined
  try {
    const page = await client.fetchTransactions({
      account: purchase.address,
      onramp: purchase.provider,
      chainId: purchase.caipNetworkId,
      cache: 'no-store',
      signal,
    })
    entry = page.data.find((item) => !known.has(item.id))
  } catch {
    return
  }
  if (!entry || signal.aborted) return
  applyEntry(host, purchase, entry)
}

/** What the history says of the purchase, into its phase; on arrival the balances and activity are read again. */
function applyEntry(host: AccountHost, purchase: OnrampPurchase, entry: Transaction): void {
  const { status, hash } = entry.metadata
  if (status === 'failed') {
    purchase.phase = 'failed'
    return
  }
  if (status === 'pending') {
    purchase.phase = hash ? 'pending' : 'waiting'
    purchase.hash = hash
    return
  }
  const transfer = entry.transfers[0]
  const network = host.store.chain.findNetwork(purchase.caipNetworkId)
  Object.assign(purchase, {
    phase: 'confirmed',
    hash,
    received: {
      amount: transfer?.quantity.numeric ?? purchase.quote.purchaseAmount.amount,
      symbol: transfer?.fungible_info?.symbol ?? purchase.quote.purchaseAmount.currency,
    },
    explorerUrl: network && hash ? transactionExplorerUrl(network, hash) : undefined,
  })
  void fetchTokenBalances(host, { forceUpdate: `${purchase.caipNetworkId}:native` })
  void host.updateNativeBalance?.('eip155')
  void fetchActivity(host, { force: true })
}

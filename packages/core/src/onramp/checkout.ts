import { type AccountHost, activeAccount } from '../account/host.js'
import { blockchainServices } from '../account/services.js'
import { purchaseNetwork } from './offers.js'
import { type CheckoutWindow, type OnrampPurchase, onrampRuntime, onrampState } from './onramp-state.js'
import { findOnrampProvider } from './providers.js'
import { readQuoteInput } from './quotes.js'
import { stopPurchaseTracking } from './track-purchase.js'

/** Opens the window a checkout is shown in; null when the browser refused (a popup blocker). */
export type OpenCheckoutWindow = () => CheckoutWindow | null

export interface OpenCheckoutOptions {
  /** How the window opens (default {@link openBlankWindow}); tests and hosts without `window` pass their own. */
  openWindow?: OpenCheckoutWindow | undefined
}

/**
 * A blank window, opened within the visitor's click: the checkout's address needs a request first, and popup
 * blockers only let a window open at once (Safari refuses one opened after an await). The handle is kept — rather
 * than opening with 'noopener', which returns none — so the view can tell a blocked or closed checkout and offer
 * to reopen it. The checkout must not reach back into the app, so the new window's `opener` is cut before the
 * provider's page loads in it (what 'noopener' would do).
 */
function openBlankWindow(): CheckoutWindow | null {
  if (typeof globalThis.open !== 'function') return null
  const opened = globalThis.open('', '_blank')
  if (!opened) return null
  opened.opener = null
  return opened
}

/** Shows `url` in the window; false when it is gone (closed meanwhile). */
function navigate(window: CheckoutWindow | undefined, url: string): boolean {
  if (!window || window.closed) return false
  try {
    window.location.replace(url)
    return true
  } catch {
    return false
  }
}

/** What a purchase through `providerId` would be, read from the selection; undefined unless its quote is in. */
function readOrder(host: AccountHost, providerId: string) {
  const state = onrampState(host)
  const account = activeAccount(host)
  const provider = findOnrampProvider(providerId)
  const { input } = readQuoteInput(host)
  const quote = state.quotes.byProvider[providerId]
  const currency = state.options.purchaseCurrencies.find(
    (item) => item.id === input?.request.purchaseCurrency,
  )
  const network = account && currency && purchaseNetwork(currency, account.network)
  if (!account || !provider || !input || !network || !currency) return undefined
  if (state.quotes.key !== input.key || quote?.status !== 'ready') return undefined
  return { account, provider, input, network, currency, quote: quote.quote }
}

/**
 * Buys through `providerId` what its quote shows (SPEC §7 POST /v1/generators/onrampurl with the amount, the
 * payment currency and the provider), and shows the checkout in a new window. Call it from the click itself (see
 * {@link openBlankWindow}). The purchase lands in `onrampState(host).purchase`, which {@link trackPurchase}
 * follows. Does nothing unless the provider's quote for the selection is in; never throws (a failure is the
 * purchase's 'error' phase, and the window closes).
 */
export async function openCheckout(
  host: AccountHost,
  providerId: string,
  options: OpenCheckoutOptions = {},
): Promise<void> {
  const order = readOrder(host, providerId)
  const client = blockchainServices(host)
  if (!order || !client) return
  const checkoutWindow = (options.openWindow ?? openBlankWindow)() ?? undefined
  stopPurchaseTracking(host)
  const state = onrampState(host)
  const runtime = onrampRuntime(host)
  Object.assign(runtime, { checkoutWindow, knownPurchases: undefined })
  const { account, provider, input, network, currency, quote } = order
  state.purchase = {
    provider: provider.id,
    phase: 'opening',
    checkout: checkoutWindow ? 'open' : 'blocked',
    address: account.address,
    caipNetworkId: account.network.caipNetworkId,
    quote,
    startedAt: Date.now(),
  } satisfies OnrampPurchase
  const purchase = state.purchase
  host.store.events.send({
    type: 'track',
    event: 'SELECT_BUY_PROVIDER',
    address: account.address,
    properties: {
      provider: provider.id,
      purchaseCurrency: currency.id,
      paymentCurrency: input.request.paymentCurrency,
    },
  })
  try {
    // The provider's purchases before this one: the new one is the one the history lists next.
    const before = await client.fetchTransactions({
      account: account.address,
      onramp: provider.id,
      chainId: account.network.caipNetworkId,
      cache: 'no-store',
    })
    const url = await client.generateOnRampUrl({
      destinationWallets: [
        { address: account.address, blockchains: [network.name], assets: [currency.symbol] },
      ],
      defaultNetwork: network.name,
      partnerUserId: account.address,
      presetFiatAmount: Number(input.request.amount),
      provider: provider.id,
      paymentCurrency: input.request.paymentCurrency,
    })
    if (state.purchase !== purchase) return
    runtime.knownPurchases = new Set(before.data.map((entry) => entry.id))
    Object.assign(purchase, { url, phase: 'waiting' })
    if (!navigate(runtime.checkoutWindow, url) && purchase.checkout === 'open') purchase.checkout = 'closed'
  } catch {
    if (state.purchase !== purchase) return
    runtime.checkoutWindow?.close()
    Object.assign(purchase, { phase: 'error', checkout: 'closed' })
  }
}

/**
 * Opens the checkout again (blocked, or closed before paying), from the visitor's click. Does nothing once the
 * purchase is paid, over, or has no checkout yet.
 */
export function reopenCheckout(host: AccountHost, options: OpenCheckoutOptions = {}): void {
  const purchase = onrampState(host).purchase
  if (!purchase?.url || purchase.phase !== 'waiting') return
  const runtime = onrampRuntime(host)
  const checkoutWindow = (options.openWindow ?? openBlankWindow)() ?? undefined
  runtime.checkoutWindow = checkoutWindow
  purchase.checkout = navigate(checkoutWindow, purchase.url) ? 'open' : 'blocked'
}

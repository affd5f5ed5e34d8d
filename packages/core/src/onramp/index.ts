// Buy crypto (SPEC §2 on-ramp views, §3 options and quote, §5 payment limits, §7 on-ramp calls), published as
// `@gangway/core/onramp` so an app pays for it only once a visitor opens Buy.
export type {
  OnrampOptions,
  OnrampQuote,
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
} from '@gangway/api'
// SPEC §7: what the options read as when the service fails.
export { DEFAULT_ONRAMP_OPTIONS } from '@gangway/api'
export {
  checkOnrampAmount,
  ONRAMP_PAYMENT_METHOD,
  type OnrampAmountProblem,
  onrampAmountMessage,
  type ParsedFiatAmount,
  parseFiatAmount,
  paymentLimit,
} from './amount.js'
export {
  type OpenCheckoutOptions,
  type OpenCheckoutWindow,
  openCheckout,
  reopenCheckout,
} from './checkout.js'
export { offeredPurchaseCurrencies, purchaseNetwork } from './offers.js'
export {
  type CheckoutWindow,
  FINAL_PURCHASE_PHASES,
  type OnrampPurchase,
  type OnrampState,
  onrampState,
  type ProviderQuote,
  type PurchasePhase,
} from './onramp-state.js'
export {
  loadOnrampOptions,
  type OnrampUnavailable,
  onrampUnavailable,
  selectPaymentCurrency,
  selectPurchaseCurrency,
} from './options.js'
export { findOnrampProvider, ONRAMP_PROVIDERS, type OnrampProvider } from './providers.js'
export {
  QUOTE_DEBOUNCE_MS,
  type QuoteInput,
  readQuoteInput,
  refreshOnrampQuotes,
  setOnrampAmount,
} from './quotes.js'
export {
  PURCHASE_POLL_INTERVAL_MS,
  PURCHASE_TRACKING_TIMEOUT_MS,
  type TrackPurchaseOptions,
  trackPurchase,
} from './track-purchase.js'

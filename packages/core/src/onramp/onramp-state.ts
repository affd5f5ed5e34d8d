import type { OnrampQuote, PaymentCurrency, PurchaseCurrency } from '@gangway/api'
import type { CaipNetworkId } from '@gangway/common'
import { proxy } from 'valtio/vanilla'
import type { Store } from '../create-store.js'
import { ONRAMP_PAYMENT_METHOD, type OnrampAmountProblem } from './amount.js'

/** A provider's quote for the selection: asked for, in, or failed (the SPEC §7 placeholder came back). */
export type ProviderQuote =
  | { status: 'loading' }
  | { status: 'ready'; quote: OnrampQuote }
  | { status: 'failed' }

/**
 * Where a purchase stands: its checkout being made ('opening'); open and not paid yet ('waiting'); paid, the
 * coins on their way on chain ('pending'); arrived ('confirmed'), refused or expired ('failed'); no news before
 * the tracking gave up ('timed-out'); or the checkout could not be made ('error').
 */
export type PurchasePhase = 'opening' | 'waiting' | 'pending' | 'confirmed' | 'failed' | 'timed-out' | 'error'

/** Phases after which nothing changes any more. */
export const FINAL_PURCHASE_PHASES: readonly PurchasePhase[] = ['confirmed', 'failed', 'timed-out', 'error']

/** A purchase the visitor started: what was quoted, and what the provider's history says of it since. */
export interface OnrampPurchase {
  provider: string
  phase: PurchasePhase
  /** The checkout window: open, blocked by the browser, or closed (by the visitor, or after a failure). */
  checkout: 'open' | 'blocked' | 'closed'
  /** Who receives the coins, and on which network (CAIP-2). */
  address: string
  caipNetworkId: CaipNetworkId
  /** The quote shown when the provider was picked: what is paid and what should arrive. */
  quote: OnrampQuote
  /** When the checkout was asked for (ms since the epoch): the tracking gives up some time after. */
  startedAt: number
  /** The checkout's address, once made: "Reopen checkout" opens it again. */
  url?: string | undefined
  /** What arrived, as the provider's history says: its amount, symbol and transaction. */
  received?: { amount: string; symbol: string } | undefined
  hash?: string | undefined
  explorerUrl?: string | undefined
}

/** The Buy views' state: plain data, one per instance. */
export interface OnrampState {
  /** SPEC §3 on-ramp options (the built-in defaults when the service failed, SPEC §7). */
  options: {
    status: 'idle' | 'loading' | 'ready'
    purchaseCurrencies: PurchaseCurrency[]
    paymentCurrencies: PaymentCurrency[]
  }
  selection: {
    /** The purchase currency's id; picked when the options arrive (the network's own coin when offered). */
    purchaseCurrency?: string | undefined
    paymentCurrency: string
    /** Always a card: the providers' checkouts take one. Its limits apply (SPEC §5). */
    paymentMethod: string
    /** The fiat amount as typed. */
    amount: string
  }
  /** What is wrong with the amount, found before any request; undefined when it is empty or fine. */
  amountProblem?: OnrampAmountProblem | undefined
  /** Each provider's quote for the selection `key` stands for; empty until an amount passes the checks. */
  quotes: { key?: string | undefined; byProvider: Record<string, ProviderQuote> }
  purchase?: OnrampPurchase | undefined
}

function initialOnrampState(): OnrampState {
  return {
    options: { status: 'idle', purchaseCurrencies: [], paymentCurrencies: [] },
    selection: { paymentCurrency: 'USD', paymentMethod: ONRAMP_PAYMENT_METHOD, amount: '' },
    quotes: { byProvider: {} },
  }
}

const states = new WeakMap<Store, OnrampState>()

/** The instance's on-ramp state, made on first use (an app that never opens Buy pays nothing). */
export function onrampState({ store }: { store: Store }): OnrampState {
  let state = states.get(store)
  if (!state) {
    state = proxy(initialOnrampState())
    states.set(store, state)
  }
  return state
}

/** What the actions hold beside the state: timers, requests in flight and the checkout window are not data. */
export interface OnrampRuntime {
  quoteTimer?: ReturnType<typeof setTimeout> | undefined
  quoteRequests?: AbortController | undefined
  checkoutWindow?: CheckoutWindow | undefined
  /** Purchases the provider's history listed before the checkout was made: the new one is the one not among them. */
  knownPurchases?: ReadonlySet<string> | undefined
  stopTracking?: (() => void) | undefined
}

/** The part of a browser window the checkout needs: it is navigated, watched and closed. */
export interface CheckoutWindow {
  readonly closed: boolean
  close(): void
  location: { replace(url: string): void }
}

const runtimes = new WeakMap<Store, OnrampRuntime>()

export function onrampRuntime({ store }: { store: Store }): OnrampRuntime {
  let runtime = runtimes.get(store)
  if (!runtime) {
    runtime = {}
    runtimes.set(store, runtime)
  }
  return runtime
}

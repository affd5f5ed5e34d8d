import { type OnrampQuoteParams, PLACEHOLDER_QUOTE_ID } from '@gangway/api'
import { type AccountHost, activeAccount } from '../account/host.js'
import { blockchainServices } from '../account/services.js'
import { checkOnrampAmount, type OnrampAmountProblem, paymentLimit, parseFiatAmount } from './amount.js'
import { purchaseNetwork } from './offers.js'
import { type OnrampRuntime, onrampRuntime, onrampState, type ProviderQuote } from './onramp-state.js'
import { ONRAMP_PROVIDERS } from './providers.js'

/** How long typing must pause before the providers are asked for quotes. */
export const QUOTE_DEBOUNCE_MS = 400

/** A quote request for every provider, and the key of the selection it stands for. */
export interface QuoteInput {
  key: string
  request: Omit<OnrampQuoteParams, 'provider' | 'signal'>
}

/**
 * The selection as a quote request, or what is wrong with its amount (SPEC §5 limits, checked here so a refused
 * amount is never sent), or neither while something is missing (an amount, the options, an offered coin).
 */
export function readQuoteInput(host: AccountHost): { input?: QuoteInput; problem?: OnrampAmountProblem } {
  const { selection, options } = onrampState(host)
  const parsed = parseFiatAmount(selection.amount)
  // A malformed amount is wrong whatever the limits: said at once, before the options are in.
  if (!parsed.ok) return parsed.problem === 'empty' ? {} : { problem: { kind: parsed.problem } }
  const account = activeAccount(host)
  if (options.status !== 'ready' || account?.namespace !== 'eip155') return {}
  const { paymentCurrency, paymentMethod } = selection
  const checked = checkOnrampAmount(
    selection.amount,
    paymentLimit(options, paymentCurrency, paymentMethod),
    paymentCurrency,
    paymentMethod,
  )
  if (!checked) return {}
  if ('problem' in checked) return { problem: checked.problem }
  const currency = options.purchaseCurrencies.find((item) => item.id === selection.purchaseCurrency)
  const network = currency && purchaseNetwork(currency, account.network)
  if (!currency || !network) return {}
  const request = {
    purchaseCurrency: currency.id,
    paymentCurrency,
    paymentMethod,
    amount: checked.amount,
    network: network.name,
  }
  const key = [
    account.network.caipNetworkId,
    currency.id,
    paymentCurrency,
    paymentMethod,
    checked.amount,
  ].join('|')
  return { input: { key, request } }
}

function cancelQuotes(runtime: OnrampRuntime): void {
  clearTimeout(runtime.quoteTimer)
  runtime.quoteTimer = undefined
  runtime.quoteRequests?.abort()
  runtime.quoteRequests = undefined
}

/**
 * Checks the selection at once and asks every provider for a quote once typing pauses ({@link QUOTE_DEBOUNCE_MS}).
 * A newer selection supersedes: the pending ask is cancelled, requests in flight are aborted and their answers
 * dropped. The same selection again keeps its quotes, unless `force` (Try again).
 */
export function refreshOnrampQuotes(host: AccountHost, { force = false }: { force?: boolean } = {}): void {
  const state = onrampState(host)
  const { input, problem } = readQuoteInput(host)
  state.amountProblem = problem
  // Without the services there is nothing to ask; the quotes the state holds (e.g. a story's) stay.
  if (!blockchainServices(host)) return
  if (!force && input?.key !== undefined && input.key === state.quotes.key) return
  const runtime = onrampRuntime(host)
  cancelQuotes(runtime)
  if (!input) {
    state.quotes = { byProvider: {} }
    return
  }
  const loading: ProviderQuote = { status: 'loading' }
  state.quotes = {
    key: input.key,
    byProvider: Object.fromEntries(ONRAMP_PROVIDERS.map(({ id }) => [id, { ...loading }])),
  }
  runtime.quoteTimer = setTimeout(() => {
    runtime.quoteTimer = undefined
    void fetchQuotes(host, input)
  }, QUOTE_DEBOUNCE_MS)
}

/** The fiat amount as typed: checked at once, quoted after the pause. */
export function setOnrampAmount(host: AccountHost, amount: string): void {
  onrampState(host).selection.amount = amount
  refreshOnrampQuotes(host)
}

/** Every provider's quote; a placeholder (SPEC §7: the quote call failed) is that provider's failure. */
async function fetchQuotes(host: AccountHost, input: QuoteInput): Promise<void> {
  const state = onrampState(host)
  const runtime = onrampRuntime(host)
  const client = blockchainServices(host)
  if (!client) return
  const requests = new AbortController()
  runtime.quoteRequests = requests
  await Promise.all(
    ONRAMP_PROVIDERS.map(async ({ id }) => {
      let result: ProviderQuote
      try {
        const quote = await client.getOnrampQuote({ ...input.request, provider: id, signal: requests.signal })
        result = quote.quoteId === PLACEHOLDER_QUOTE_ID ? { status: 'failed' } : { status: 'ready', quote }
      } catch {
        // Only an abort throws: a newer selection took over.
        result = { status: 'failed' }
      }
      if (requests.signal.aborted || state.quotes.key !== input.key) return
      state.quotes.byProvider[id] = result
    }),
  )
  if (runtime.quoteRequests === requests) runtime.quoteRequests = undefined
}

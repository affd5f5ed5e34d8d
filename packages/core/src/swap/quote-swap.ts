import { type AccountHost, activeAccount } from '../account/host.js'
import { blockchainServices } from '../account/services.js'
import { parseSendAmount } from '../rules/send-form.js'
import { SwapError, toSwapError } from './swap-error.js'
import { type SwapState, stopSwapQuote, swapRuntime, swapState } from './swap-state.js'

/**
 * How long typing must pause before a quote is asked for: long enough that typing "0.15" asks once, short
 * enough that the quote shows well within a third of a second of the last key.
 */
export const SWAP_QUOTE_DEBOUNCE_MS = 150

/** What a quote is for: the pair and the amount in base units. */
export function swapQuoteKey(from: string, to: string, amount: bigint): string {
  return `${from.toLowerCase()}|${to.toLowerCase()}|${amount}`
}

interface QuoteRequest {
  key: string
  amount: bigint
  from: string
  to: string
  userAddress: string
}

/** The quote the form asks for, or undefined while a token or a readable amount is missing. */
function quoteRequest(host: AccountHost, state: SwapState): QuoteRequest | undefined {
  const account = activeAccount(host)
  const { from, to } = state
  if (!account || !from || !to) return undefined
  const parsed = parseSendAmount(state.fromAmount, from.decimals)
  if (!parsed.ok) return undefined
  return {
    key: swapQuoteKey(from.address, to.address, parsed.value),
    amount: parsed.value,
    from: from.address,
    to: to.address,
    userAddress: account.address,
  }
}

/** The form's inputs changed: the error of the previous quote no longer holds. */
function clearQuoteError(state: SwapState): void {
  const reason = state.error?.reason
  if (reason === 'quote-failed' || reason === 'no-liquidity') state.error = undefined
}

/**
 * Asks for a quote of the form as it is, once `delayMs` passed without another input: each call supersedes the
 * previous one (its timer is cleared, its request aborted, and a late answer dropped). Without a readable amount
 * and both tokens there is nothing to quote. Never throws; a failure is the state's `error`.
 */
export function scheduleSwapQuote(host: AccountHost, delayMs = SWAP_QUOTE_DEBOUNCE_MS): void {
  const state = swapState(host)
  // Without the services there is nothing to ask; what the state holds (e.g. a story's) stays.
  if (!blockchainServices(host)) return
  const sequence = stopSwapQuote(state)
  clearQuoteError(state)
  const request = state.error ? undefined : quoteRequest(host, state)
  if (!request) {
    state.quote = { status: 'idle' }
    return
  }
  // Shown at once, so the view says a quote is coming while the typing settles.
  state.quote = { status: 'loading', key: request.key }
  swapRuntime(state).timer = setTimeout(() => void fetchQuote(host, request, sequence), delayMs)
}

/** A decimal string from the services as a bigint; undefined when absent or unreadable. */
function toUnits(value: string | undefined): bigint | undefined {
  return value !== undefined && /^\d+$/u.test(value) ? BigInt(value) : undefined
}

async function fetchQuote(host: AccountHost, request: QuoteRequest, sequence: number): Promise<void> {
  const state = swapState(host)
  const runtime = swapRuntime(state)
  runtime.timer = undefined
  const client = blockchainServices(host)
  if (!client) return
  const controller = new AbortController()
  runtime.controller = controller
  const current = () => runtime.sequence === sequence
  const { key } = request
  try {
    const { quotes } = await client.fetchSwapQuote({
      amount: request.amount.toString(),
      userAddress: request.userAddress,
      from: request.from,
      to: request.to,
      gasPrice: state.gasPrice?.toString(),
      signal: controller.signal,
    })
    if (!current()) return
    const [quote] = quotes
    const toAmount = toUnits(quote?.toAmount)
    if (!quote || !toAmount) {
      state.quote = { status: 'error', key }
      state.error = new SwapError('no-liquidity').toInfo()
      return
    }
    const priceImpact = quote.priceImpact === undefined ? undefined : Number(quote.priceImpact)
    state.quote = { status: 'ready', key, toAmount, priceImpact, fee: toUnits(quote.fee) }
  } catch (error) {
    // An aborted request was superseded by a newer input, which has its own.
    if (!current()) return
    state.quote = { status: 'error', key }
    state.error = toSwapError(error, 'quote-failed').toInfo()
  } finally {
    if (runtime.controller === controller) runtime.controller = undefined
  }
}

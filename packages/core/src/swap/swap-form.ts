import { formatUnits, GangwayError } from '@gangway/common'
import type { AccountHost } from '../account/host.js'
import { scheduleSwapQuote } from './quote-swap.js'
import { refreshSwapAllowance } from './swap-allowance.js'
import { type SwapToken, swapState } from './swap-state.js'
import { sameSwapToken } from './token-list.js'

export type SwapSide = 'from' | 'to'

/** The visitor typed an amount of the from-token: a quote follows once the typing pauses. */
export function setSwapAmount(host: AccountHost, amount: string): void {
  swapState(host).fromAmount = amount
  scheduleSwapQuote(host)
}

/**
 * Puts `token` on one side of the swap. Picking the token of the other side swaps the sides, as a pair of one
 * token is no swap. A new pair is quoted at once (no typing to wait for).
 */
export function setSwapToken(host: AccountHost, side: SwapSide, token: SwapToken): void {
  const state = swapState(host)
  const other = side === 'from' ? state.to : state.from
  if (sameSwapToken(other?.address, token.address)) {
    flipSwapTokens(host)
    return
  }
  if (sameSwapToken(state[side]?.address, token.address)) return
  state[side] = { ...token }
  if (side === 'from') void refreshSwapAllowance(host)
  scheduleSwapQuote(host, 0)
}

/**
 * Swaps the sides. What was to be received becomes the amount to pay (the quote's amount, when there is one), so
 * the same trade can be undone.
 */
export function flipSwapTokens(host: AccountHost): void {
  const state = swapState(host)
  const { from, to, quote } = state
  if (quote.status === 'ready' && quote.toAmount !== undefined && to) {
    state.fromAmount = formatUnits(quote.toAmount, to.decimals)
  }
  state.from = to
  state.to = from
  void refreshSwapAllowance(host)
  scheduleSwapQuote(host, 0)
}

/**
 * The slippage tolerance in percent (SPEC §9 default 1): a price that moved further between the quote and the
 * block makes the pool refuse the swap. The services accept 0 up to, not including, 100.
 */
export function setSwapSlippage(host: AccountHost, percent: number): void {
  if (!Number.isFinite(percent) || percent < 0 || percent >= 100) {
    throw new GangwayError('Invalid slippage', {
      details: `Slippage must be a percentage from 0 up to 100, not ${percent}.`,
    })
  }
  swapState(host).slippage = percent
}

/** The review's outcome is behind the visitor (back on the form, or done): the steps start over next time. */
export function clearSwapOutcome(host: AccountHost): void {
  const state = swapState(host)
  if (state.execution.status === 'success' || state.execution.status === 'failed') {
    state.execution = { status: 'idle', approval: false }
  }
}

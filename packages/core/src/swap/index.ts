// The swap feature (SPEC §2 Swap views, §5 swap networks, §7 convert calls), published as `@gangway/core/swap` so
// an app pays for it only once a visitor opens Swap.
export { scheduleSwapQuote, SWAP_QUOTE_DEBOUNCE_MS, swapQuoteKey } from './quote-swap.js'
export { loadSwapTokens } from './load-swap-tokens.js'
export { openSwap } from './open-swap.js'
export {
  APPROVE_GAS_ESTIMATE,
  readSwap,
  type SwapBalances,
  type SwapFormStatus,
  type SwapSummary,
} from './read-swap.js'
export { refreshSwapAllowance } from './swap-allowance.js'
export { SwapError, toSwapError } from './swap-error.js'
export type { SwapEventName, SwapEventTrade } from './swap-events.js'
export {
  clearSwapOutcome,
  flipSwapTokens,
  type SwapSide,
  setSwapAmount,
  setSwapSlippage,
  setSwapToken,
} from './swap-form.js'
export { setSwapMax } from './swap-max.js'
export {
  DEFAULT_SWAP_SLIPPAGE,
  NATIVE_SWAP_ADDRESS,
  SWAP_GAS_ESTIMATE,
  SWAP_NAMESPACES,
  SWAP_VIEWS,
  type SwapErrorInfo,
  type SwapErrorReason,
  type SwapExecutionState,
  type SwapExecutionStatus,
  type SwapPreset,
  type SwapQuoteState,
  type SwapState,
  type SwapToken,
  swapState,
} from './swap-state.js'
export { type SwapResult, swapTokens } from './swap-tokens.js'
export {
  balanceOfSwapToken,
  findSwapToken,
  isNativeSwapToken,
  matchesSwapToken,
  orderSwapTokens,
  sameSwapToken,
  type SwapTokenOption,
} from './token-list.js'
export { type Receipt, waitForReceipt } from './wait-for-receipt.js'

import type { SwapErrorReason, SwapFormStatus } from '@gangway/core/swap'
import type { PartTranslate } from '../../message-parts.js'

/**
 * The Swap views' strings: a catalogue part that travels in their chunk (the feature button's "Swap" and the
 * titles are in the start-up catalogue). Hosts override these keys through `options.messages` like any other.
 */
export const swapMessages = {
  // Swap: the form
  swapYouPay: 'You pay',
  swapYouReceive: 'You receive',
  swapSelectToken: 'Select token',
  swapBalance: 'Balance: {balance}',
  swapMax: 'Max',
  swapMaxFailed: "Couldn't read the network fee, so Max is not available",
  swapFlip: 'Switch tokens',
  swapUsdValue: '≈ {value}',
  swapRate: 'Rate',
  swapRateValue: '1 {from} = {rate} {to}',
  swapNetworkFee: 'Network fee',
  swapNetworkFeeUnknown: 'Unknown',
  swapPriceImpact: 'Price impact',
  swapPoolFee: 'Pool fee',
  swapSlippage: 'Max. slippage',
  swapPercent: '{value}%',
  swapMinimumReceived: 'Minimum received',
  swapQuoteLoading: 'Getting a quote...',
  swapQuoteShown: 'You receive about {amount} {symbol}',
  swapTokensLoading: 'Loading tokens...',
  swapTryAgain: 'Try again',

  // Swap: what the action button says
  swapActionSelectToken: 'Select a token',
  swapActionEnterAmount: 'Enter an amount',
  swapActionNotANumber: 'Enter a number, such as 0.5',
  swapActionNegative: 'The amount cannot be negative',
  swapActionZero: 'Enter an amount above zero',
  swapActionTooManyDecimals: '{symbol} has at most {decimals} decimals',
  swapActionInsufficientBalance: 'Insufficient {symbol} balance',
  swapActionInsufficientFee: 'Insufficient {symbol} for the network fee',
  swapActionQuoting: 'Getting quote...',
  swapActionNoLiquidity: 'Not enough liquidity',
  swapActionQuoteFailed: 'Quote unavailable',
  swapActionReview: 'Review swap',

  // Swap: why the form stops
  swapNetworkUnsupported: 'Network not supported for Swaps',
  swapNetworkUnsupportedBody: 'Switch to a network that supports swaps to continue.',
  swapTokensFailed: "Couldn't load the tokens to swap.",
  swapNotConnected: 'Connect a wallet to swap.',
  swapNoLiquidityBody: "The pool can't fill this trade. Try a smaller amount or another token.",
  swapQuoteFailedBody: "Couldn't get a quote for this swap.",

  // SwapSelectToken
  swapSearchToken: 'Search token',
  swapYourTokens: 'Your tokens',
  swapAllTokens: 'All tokens',
  swapNoTokenFound: 'No token found',
  swapTokensEmpty: 'No tokens to swap on this network.',

  // SwapPreview
  swapReviewPay: 'You pay',
  swapReviewReceive: 'You receive',
  swapStepsLabel: 'Wallet requests',
  swapStepApprove: 'Approve {symbol}',
  swapStepSwap: 'Swap {from} for {to}',
  swapStepWaiting: 'Waiting',
  swapStepInWallet: 'Confirm in your wallet',
  swapStepMining: 'Confirming...',
  swapStepDone: 'Done',
  swapStepFailed: 'Failed',
  swapApprovalNote: 'Your wallet asks twice: first to let the pool use your {symbol}, then to swap.',
  swapPreparing: 'Preparing the swap...',
  swapApproveInWallet: 'Approve {symbol} in your wallet',
  swapApproveMining: 'Waiting for the approval to confirm...',
  swapSwapInWallet: 'Swap in your wallet',
  swapSwapMining: 'Waiting for the swap to confirm...',
  swapConfirm: 'Confirm swap',
  swapNothingToReview: 'There is nothing to swap yet.',
  swapBack: 'Back to swap',

  // SwapPreview: the end
  swapSuccess: 'Swap complete',
  swapSuccessBody: 'You swapped {fromAmount} {fromSymbol} for {toAmount} {toSymbol}.',
  swapOpenExplorer: 'View transaction on explorer',
  swapDone: 'Done',
  swapFailedTitle: 'Swap failed',
  swapErrorRejected: 'You declined the request in your wallet.',
  swapErrorApproval: "The approval didn't go through, so nothing was swapped.",
  swapErrorSlippage:
    'The price moved more than your {slippage}% slippage tolerance, so nothing was swapped. Try again for a new quote.',
  swapErrorReverted:
    'The swap was reverted on chain, most likely because the price moved more than your {slippage}% slippage tolerance.',
  swapErrorInsufficientBalance: 'Your balance is too low for this swap.',
  swapErrorFailed: "The swap couldn't be completed.",
} as const

export type SwapMessageKey = keyof typeof swapMessages
export type SwapTranslate = PartTranslate<typeof swapMessages>

/** The action button's words for each form status. */
export const SWAP_ACTION_MESSAGES: Record<SwapFormStatus, SwapMessageKey> = {
  'loading-tokens': 'swapTokensLoading',
  'network-unsupported': 'swapNetworkUnsupported',
  'tokens-failed': 'swapTokensFailed',
  'select-token': 'swapActionSelectToken',
  'enter-amount': 'swapActionEnterAmount',
  'not-a-number': 'swapActionNotANumber',
  negative: 'swapActionNegative',
  zero: 'swapActionZero',
  'too-many-decimals': 'swapActionTooManyDecimals',
  'insufficient-balance': 'swapActionInsufficientBalance',
  'insufficient-fee': 'swapActionInsufficientFee',
  quoting: 'swapActionQuoting',
  'no-liquidity': 'swapActionNoLiquidity',
  'quote-failed': 'swapActionQuoteFailed',
  ready: 'swapActionReview',
}

/** The words of a failed swap, for the preview. */
export const SWAP_ERROR_MESSAGES: Record<SwapErrorReason, SwapMessageKey> = {
  'network-unsupported': 'swapNetworkUnsupported',
  'tokens-failed': 'swapTokensFailed',
  'invalid-amount': 'swapNothingToReview',
  'quote-failed': 'swapQuoteFailedBody',
  'no-liquidity': 'swapNoLiquidityBody',
  'insufficient-balance': 'swapErrorInsufficientBalance',
  rejected: 'swapErrorRejected',
  'approval-failed': 'swapErrorApproval',
  'slippage-exceeded': 'swapErrorSlippage',
  'swap-reverted': 'swapErrorReverted',
  'swap-failed': 'swapErrorFailed',
}

import { ERROR_MESSAGES, GangwayError, isUserRejection } from '@gangway/common'
import type { SwapErrorInfo, SwapErrorReason } from './swap-state.js'

const MESSAGES: Record<SwapErrorReason, string> = {
  'network-unsupported': ERROR_MESSAGES.swapsUnsupported,
  'tokens-failed': 'The tokens to swap could not be loaded',
  'invalid-amount': 'Two tokens and an amount are required',
  'quote-failed': 'The swap could not be quoted',
  'no-liquidity': 'Not enough liquidity for this swap',
  'insufficient-balance': 'Insufficient balance for this swap',
  rejected: 'The request was declined in the wallet',
  'approval-failed': 'The approval failed',
  'slippage-exceeded': 'The price moved beyond the slippage tolerance',
  'swap-reverted': 'The swap was reverted',
  'swap-failed': 'The swap failed',
}

/** A swap failure (SPEC §8 style: a short message, the cause kept), with the reason the views word. */
export class SwapError extends GangwayError {
  override name = 'SwapError'
  readonly reason: SwapErrorReason

  constructor(reason: SwapErrorReason, options: { cause?: unknown; details?: string | undefined } = {}) {
    super(MESSAGES[reason], options)
    this.reason = reason
  }

  /** As the state holds it: plain data. */
  toInfo(): SwapErrorInfo {
    return { reason: this.reason, message: this.shortMessage }
  }
}

/** The network is not a swap network: the services answer 400 with the SPEC §8 words (gas price has its own). */
const NETWORK_UNSUPPORTED = [ERROR_MESSAGES.swapsUnsupported, ERROR_MESSAGES.gasPriceUnsupported]

/**
 * A pool's refusal of the minimum out: ours says 'insufficient output amount', Uniswap-style routers
 * 'INSUFFICIENT_OUTPUT_AMOUNT' or 'Too little received'.
 */
const SLIPPAGE_REVERT = /insufficient[ _]output[ _]amount|too little received/iu

/** Every message and detail along the cause chain, where a service's or a node's words may sit. */
function chainText(error: unknown): string {
  const parts: string[] = []
  let current = error
  for (let depth = 0; depth < 16 && current && typeof current === 'object'; depth++) {
    const { message, details, shortMessage, cause } = current as Record<string, unknown>
    for (const part of [message, details, shortMessage]) if (typeof part === 'string') parts.push(part)
    current = cause
  }
  if (typeof error === 'string') parts.push(error)
  return parts.join('\n')
}

/**
 * Any failure of a swap step as a SwapError: a declined wallet request, the services' 'Network not supported for
 * Swaps', a slippage revert, or else `fallback`.
 */
export function toSwapError(error: unknown, fallback: SwapErrorReason): SwapError {
  if (error instanceof SwapError) return error
  if (isUserRejection(error)) return new SwapError('rejected', { cause: error })
  const text = chainText(error)
  if (NETWORK_UNSUPPORTED.some((message) => text.includes(message))) {
    return new SwapError('network-unsupported', { cause: error })
  }
  if (SLIPPAGE_REVERT.test(text)) return new SwapError('slippage-exceeded', { cause: error })
  return new SwapError(fallback, { cause: error })
}

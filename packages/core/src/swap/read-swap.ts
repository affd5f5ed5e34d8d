import { formatUnits } from '@gangway/common'
import type { Snapshot } from 'valtio/vanilla'
import type { LoadStatus } from '../account/account-data.js'
import { parseSendAmount, type SendAmountProblem } from '../rules/send-form.js'
import type { TokenBalance } from '../types.js'
import { swapQuoteKey } from './quote-swap.js'
import type { SwapState, SwapToken } from './swap-state.js'
import { balanceOfSwapToken, balanceUnits, isNativeSwapToken, sameSwapToken } from './token-list.js'

/** Gas of an ERC-20 `approve` (about 46,500), added to the fee shown when the swap needs one first. */
export const APPROVE_GAS_ESTIMATE = 50_000n

/** Where the Swap form stands, in the order a visitor meets it; the action button says it. */
export type SwapFormStatus =
  | 'loading-tokens'
  | 'network-unsupported'
  | 'tokens-failed'
  | 'select-token'
  | 'enter-amount'
  | Exclude<SendAmountProblem, 'empty'>
  | 'insufficient-balance'
  /** The native coin left cannot pay the network fee. */
  | 'insufficient-fee'
  | 'quoting'
  | 'no-liquidity'
  | 'quote-failed'
  | 'ready'

/** The account's balances as the form reads them (the Tokens tab's). */
export interface SwapBalances {
  status: LoadStatus
  balances: readonly Pick<TokenBalance, 'chainId' | 'address' | 'price' | 'value' | 'quantity'>[]
}

/** What the Swap views show of the form: all derived, nothing fetched. Amounts in base units. */
export interface SwapSummary {
  status: SwapFormStatus
  /** The amount typed, when it reads. */
  amount?: bigint | undefined
  /** What the account holds of the from-token (0 while unknown). */
  balance: bigint
  /** The quote for the form as it is now. */
  toAmount?: bigint | undefined
  /** To-token units one from-token buys, as a decimal string. */
  rate?: string | undefined
  /** The least the swap may give before the pool refuses it (the slippage tolerance). */
  minimumReceived?: bigint | undefined
  priceImpact?: number | undefined
  /** The pool's fee, in the from-token. */
  poolFee?: bigint | undefined
  /** The network fee in the native coin (`native`), when the gas price is known. */
  networkFee?: bigint | undefined
  native?: Snapshot<SwapToken> | undefined
  fromUsd?: number | undefined
  toUsd?: number | undefined
  networkFeeUsd?: number | undefined
  /** The from-token must be approved first (assumed while its allowance is unknown). */
  approvalNeeded: boolean
}

/** Parts per million of a percentage, for exact bigint arithmetic. */
const PER_MILLION = 1_000_000n

function usdOf(
  state: Snapshot<SwapState>,
  token: Snapshot<SwapToken> | undefined,
  amount: bigint | undefined,
  account: SwapBalances,
): number | undefined {
  if (!token || amount === undefined) return undefined
  const price =
    state.prices[token.address.toLowerCase()] ?? balanceOfSwapToken(token, account.balances)?.price
  return price !== undefined && price > 0 ? Number(formatUnits(amount, token.decimals)) * price : undefined
}

/** The form's status and figures, from the state and the account's balances (pure: views call it on render). */
export function readSwap(state: Snapshot<SwapState>, account: SwapBalances): SwapSummary {
  const { from, to, quote, allowance } = state
  const parsed = from ? parseSendAmount(state.fromAmount, from.decimals) : undefined
  const amount = parsed?.ok ? parsed.value : undefined
  const fromBalance = from && balanceOfSwapToken(from, account.balances)
  const balance = from ? balanceUnits(fromBalance, from.decimals) : 0n
  const current =
    from && to && amount !== undefined ? swapQuoteKey(from.address, to.address, amount) : undefined
  const quoted = quote.status === 'ready' && quote.key === current ? quote : undefined
  const toAmount = quoted?.toAmount
  const native = state.tokens.list.find(isNativeSwapToken)
  const fromNative = from !== undefined && isNativeSwapToken(from)
  const approvalNeeded =
    from !== undefined &&
    !fromNative &&
    !(
      sameSwapToken(allowance.token, from.address) &&
      allowance.value !== undefined &&
      amount !== undefined &&
      allowance.value >= amount
    )
  const gas = state.gas + (approvalNeeded ? APPROVE_GAS_ESTIMATE : 0n)
  const networkFee = state.gasPrice === undefined ? undefined : gas * state.gasPrice
  const slippage = BigInt(Math.round(state.slippage * 10_000))
  const summary: SwapSummary = {
    status: 'ready',
    amount,
    balance,
    toAmount,
    rate:
      toAmount !== undefined && amount && from && to
        ? formatUnits((toAmount * 10n ** BigInt(from.decimals)) / amount, to.decimals)
        : undefined,
    minimumReceived: toAmount === undefined ? undefined : (toAmount * (PER_MILLION - slippage)) / PER_MILLION,
    priceImpact: quoted?.priceImpact,
    poolFee: quoted?.fee,
    networkFee,
    native,
    fromUsd: usdOf(state, from, amount, account),
    toUsd: usdOf(state, to, toAmount, account),
    networkFeeUsd: usdOf(state, native, networkFee, account),
    approvalNeeded,
  }
  summary.status = formStatus(state, account, summary, parsed)
  return summary
}

function formStatus(
  state: Snapshot<SwapState>,
  account: SwapBalances,
  summary: SwapSummary,
  parsed: ReturnType<typeof parseSendAmount> | undefined,
): SwapFormStatus {
  const { error, quote } = state
  if (error?.reason === 'network-unsupported' || error?.reason === 'tokens-failed') return error.reason
  if (state.tokens.status === 'loading' || (state.tokens.status === 'idle' && !state.from)) {
    return 'loading-tokens'
  }
  if (!state.from || !state.to) return 'select-token'
  if (!parsed?.ok) return parsed && parsed.problem !== 'empty' ? parsed.problem : 'enter-amount'
  // Balances still loading are not a shortfall.
  if (account.status === 'ready') {
    if (parsed.value > summary.balance) return 'insufficient-balance'
    if (summary.networkFee !== undefined && summary.native) {
      const nativeBalance = balanceUnits(
        balanceOfSwapToken(summary.native, account.balances),
        summary.native.decimals,
      )
      const spent = isNativeSwapToken(state.from) ? parsed.value : 0n
      if (spent + summary.networkFee > nativeBalance) return 'insufficient-fee'
    }
  }
  if (error?.reason === 'no-liquidity' || error?.reason === 'quote-failed') return error.reason
  if (summary.toAmount === undefined || quote.status === 'loading') return 'quoting'
  return 'ready'
}

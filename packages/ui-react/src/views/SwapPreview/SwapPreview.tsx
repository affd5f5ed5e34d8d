import { accountData } from '@gangway/core/account'
import {
  readSwap,
  refreshSwapAllowance,
  type SwapExecutionStatus,
  type SwapSummary,
  type SwapToken,
  swapState,
  swapTokens,
} from '@gangway/core/swap'
import { useEffect } from 'react'
import type { Snapshot } from 'valtio'
import { useSnapshot } from 'valtio/react'
import { localizeDecimal } from '@gangway/common'
import { useFormatUsd } from '../../components/use-format-usd.js'
import { useLocale } from '../../i18n/use-locale.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { SwapDetails } from '../Swap/SwapDetails.js'
import { formatSwapAmount, shortSymbol } from '../Swap/swap-format.js'
import {
  SWAP_ACTION_MESSAGES,
  SWAP_ERROR_MESSAGES,
  type SwapMessageKey,
  swapMessages,
} from '../Swap/swap-messages.js'
import { useSwapPartStyles } from '../Swap/use-swap-styles.js'
import { SwapResult } from './SwapResult.js'
import { SwapSteps } from './SwapSteps.js'

/** What the wallet is asked, or what is awaited, while the swap runs. */
const RUNNING_MESSAGES: Partial<Record<SwapExecutionStatus, SwapMessageKey>> = {
  preparing: 'swapPreparing',
  'approve-wallet': 'swapApproveInWallet',
  'approve-mining': 'swapApproveMining',
  'swap-wallet': 'swapSwapInWallet',
  'swap-mining': 'swapSwapMining',
}

/** One side of the trade: the token, the amount and its USD value ("You pay 0.1 ETH ≈ $300.00"). */
function TradeSide({
  label,
  token,
  amount,
  usd,
}: {
  label: string
  token: Snapshot<SwapToken>
  amount: bigint | undefined
  usd: number | undefined
}) {
  const formatUsd = useFormatUsd()
  const locale = useLocale()
  const t = usePartMessages(swapMessages)
  const text = amount === undefined ? '…' : localizeDecimal(formatSwapAmount(amount, token.decimals), locale)
  return (
    <div className="gw-swap-side">
      <span className="gw-label">{label}</span>
      <p className="gw-swap-summary-row">
        <WalletImage src={token.logoUri} className="gw-token-icon" />
        <span className="gw-swap-summary-amount">{text}</span>
        <span className="gw-swap-token-symbol" title={token.symbol}>
          {token.symbol}
        </span>
      </p>
      {usd !== undefined && <p className="gw-swap-note">{t('swapUsdValue', { value: formatUsd(usd) })}</p>}
    </div>
  )
}

/**
 * SwapPreview: what is paid and received, the quote's terms, and the wallet requests in order — an approval first
 * when the pool may not take the token yet, then the swap — each shown as it is asked and confirmed. Confirm runs
 * them (core's swapTokens); a failure says why (declined, the price moved beyond the slippage, reverted…) with
 * Try again and Back to swap; success shows the transaction.
 */
export function SwapPreview() {
  useSwapPartStyles()
  const core = useCore()
  const t = usePartMessages(swapMessages)
  const state = useSnapshot(swapState(core))
  const balances = useSnapshot(accountData(core).tokens)
  const summary: SwapSummary = readSwap(state, balances)
  const { execution, from, to } = state

  // Whether the approval step is needed is read again: the visitor may have approved elsewhere meanwhile.
  useEffect(() => void refreshSwapAllowance(core), [core])

  if (execution.status === 'success') return <SwapResult execution={execution} />
  if (!from || !to || summary.amount === undefined) {
    return (
      <div className="gw-center gw-form">
        <p className="gw-muted">{t('swapNothingToReview')}</p>
        <button type="button" className="gw-secondary" onClick={() => core.store.router.goBack()}>
          {t('swapBack')}
        </button>
      </div>
    )
  }

  // Symbols are untrusted text of any length: running text gets them cut.
  const fromSymbol = shortSymbol(from.symbol)
  const toSymbol = shortSymbol(to.symbol)
  const running = RUNNING_MESSAGES[execution.status]
  const failed = execution.status === 'failed'
  const approval = execution.status === 'idle' ? summary.approvalNeeded : execution.approval
  const canConfirm = !running && (summary.status === 'ready' || failed)
  const confirm = () => {
    if (!canConfirm) return
    // The outcome is in the state (the steps, the failure); the promise has nothing more to tell.
    swapTokens(core).catch(() => undefined)
  }
  const label = running
    ? t(running, { symbol: fromSymbol })
    : failed
      ? t('swapTryAgain')
      : summary.status === 'ready'
        ? t('swapConfirm')
        : t(SWAP_ACTION_MESSAGES[summary.status], { symbol: fromSymbol, decimals: from.decimals })

  return (
    <div className="gw-stack gw-form">
      <div className="gw-swap-summary">
        <TradeSide label={t('swapReviewPay')} token={from} amount={summary.amount} usd={summary.fromUsd} />
        <TradeSide label={t('swapReviewReceive')} token={to} amount={summary.toAmount} usd={summary.toUsd} />
      </div>
      <SwapDetails summary={summary} />
      {approval && execution.status === 'idle' && (
        <p className="gw-muted gw-break">{t('swapApprovalNote', { symbol: fromSymbol })}</p>
      )}
      <SwapSteps execution={execution} approval={approval} fromSymbol={fromSymbol} toSymbol={toSymbol} />
      <p className="gw-visually-hidden" role="status">
        {running ? t(running, { symbol: fromSymbol }) : ''}
      </p>
      {failed && execution.error && (
        <p className="gw-error-text gw-break" role="alert">
          {t(SWAP_ERROR_MESSAGES[execution.error.reason], { slippage: state.slippage })}
        </p>
      )}
      {/* aria-disabled while the wallet is asked: the button keeps focus, and a second click does nothing. */}
      <button
        type="button"
        className="gw-primary gw-confirm"
        aria-disabled={!canConfirm || undefined}
        aria-busy={running ? true : undefined}
        onClick={confirm}
      >
        {running && <span className="gw-spinner gw-spinner--s" aria-hidden="true" />}
        {label}
      </button>
      {failed && (
        <button type="button" className="gw-secondary" onClick={() => core.store.router.goBack()}>
          {t('swapBack')}
        </button>
      )}
    </div>
  )
}

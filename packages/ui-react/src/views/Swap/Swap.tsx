import { accountData } from '@gangway/core/account'
import {
  clearSwapOutcome,
  flipSwapTokens,
  loadSwapTokens,
  openSwap,
  readSwap,
  type SwapState,
  type SwapSummary,
  scheduleSwapQuote,
  swapState,
} from '@gangway/core/swap'
import { type FormEvent, useEffect } from 'react'
import type { Snapshot } from 'valtio'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'
import { useActiveAccount } from '../../hooks/use-active-account.js'
import { usePartMessages } from '../../message-parts.js'
import { preloadSwapSteps } from '../../modal/lazy-views/feature-steps.js'
import { whenSettled } from '../../modal/when-settled.js'
import { FromField, ToField } from './SwapFields.js'
import { SwapDetails } from './SwapDetails.js'
import { formatSwapAmount, shortSymbol } from './swap-format.js'
import { localizeDecimal } from '@gangway/common'
import { useLocale } from '../../i18n/use-locale.js'
import { SWAP_ACTION_MESSAGES, type SwapTranslate, swapMessages } from './swap-messages.js'
import { useSwapPartStyles } from './use-swap-styles.js'

/** What the action button says: the next thing the form needs, or "Review swap". */
function actionLabel(t: SwapTranslate, summary: SwapSummary, state: Snapshot<SwapState>): string {
  return t(SWAP_ACTION_MESSAGES[summary.status], {
    symbol: shortSymbol(
      (summary.status === 'insufficient-fee' ? summary.native?.symbol : state.from?.symbol) ?? '',
    ),
    decimals: state.from?.decimals ?? 0,
  })
}

/** The form cannot be used at all: the network has no swaps, or the token list could not be read. */
function Blocked({ summary }: { summary: SwapSummary }) {
  const core = useCore()
  const t = usePartMessages(swapMessages)
  const unsupported = summary.status === 'network-unsupported'
  return (
    <div className="gw-center gw-form">
      <p className="gw-error-text" role="alert">
        {unsupported ? t('swapNetworkUnsupported') : t('swapTokensFailed')}
      </p>
      {unsupported ? (
        <p className="gw-muted">{t('swapNetworkUnsupportedBody')}</p>
      ) : (
        <button type="button" className="gw-secondary" onClick={() => void loadSwapTokens(core)}>
          {t('swapTryAgain')}
        </button>
      )}
    </div>
  )
}

/** Why there is no quote (no liquidity, the quote failed), with Try again. */
function QuoteProblem({ summary }: { summary: SwapSummary }) {
  const core = useCore()
  const t = usePartMessages(swapMessages)
  if (summary.status !== 'no-liquidity' && summary.status !== 'quote-failed') return null
  return (
    <div className="gw-swap-problem" role="alert">
      <p className="gw-error-text">
        {summary.status === 'no-liquidity' ? t('swapNoLiquidityBody') : t('swapQuoteFailedBody')}
      </p>
      <button type="button" className="gw-secondary" onClick={() => scheduleSwapQuote(core, 0)}>
        {t('swapTryAgain')}
      </button>
    </div>
  )
}

/**
 * Swap (SPEC §2; §5: eip155, on the networks the services swap on): what is paid and what is received, each with
 * its token, amount and USD value; switching the sides, Max; then the quote's terms. Quotes follow the typing once
 * it pauses (core's debounce). The action button says what the form still needs, and opens the review once it is
 * ready. The host may open it with `arguments: { fromToken, toToken, amount }`.
 */
export function Swap() {
  useSwapPartStyles()
  const core = useCore()
  const t = usePartMessages(swapMessages)
  const locale = useLocale()
  const { network, account } = useActiveAccount()
  const state = useSnapshot(swapState(core), { sync: true })
  const balances = useSnapshot(accountData(core).tokens)
  const summary = readSwap(state, balances)
  const networkId = network?.caipNetworkId
  const address = account?.address

  useEffect(() => {
    // The account or network of the form changed: core started it over; the tokens are read for the new one.
    if (networkId && address) void openSwap(core, core.store.router.state.data)
  }, [core, networkId, address])
  useEffect(() => {
    // Back from a finished review: its steps start over next time.
    clearSwapOutcome(core)
    // The next two steps render at once when the visitor gets there.
    return whenSettled(() => void preloadSwapSteps())
  }, [core])

  // Opened by the host before a wallet is connected: nothing to swap from yet.
  if (!address) {
    return (
      <div className="gw-center gw-form">
        <p className="gw-muted">{t('swapNotConnected')}</p>
      </div>
    )
  }
  if (summary.status === 'network-unsupported' || summary.status === 'tokens-failed') {
    return <Blocked summary={summary} />
  }

  const ready = summary.status === 'ready'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready) core.store.router.push('SwapPreview')
  }
  const announcement =
    summary.status === 'quoting' && state.fromAmount
      ? t('swapQuoteLoading')
      : ready && state.to && summary.toAmount !== undefined
        ? t('swapQuoteShown', {
            amount: localizeDecimal(formatSwapAmount(summary.toAmount, state.to.decimals), locale),
            symbol: shortSymbol(state.to.symbol),
          })
        : ''

  return (
    <form className="gw-stack gw-form" onSubmit={submit} noValidate>
      <FromField summary={summary} />
      <button
        type="button"
        className="gw-icon-btn gw-swap-flip"
        aria-label={t('swapFlip')}
        disabled={!state.from && !state.to}
        onClick={() => flipSwapTokens(core)}
      >
        <span aria-hidden="true">↓↑</span>
      </button>
      <ToField summary={summary} />
      <QuoteProblem summary={summary} />
      {summary.toAmount !== undefined && <SwapDetails summary={summary} />}
      {/* Polite: the quote is said once it settles, not at every key. */}
      <p className="gw-visually-hidden" role="status">
        {announcement}
      </p>
      {/* aria-disabled rather than disabled: it stays in the tab order, so what is missing is heard too. */}
      <button type="submit" className="gw-primary" aria-disabled={!ready || undefined}>
        {actionLabel(t, summary, state)}
      </button>
    </form>
  )
}

import { formatBalance } from '@gangway/common'
import { accountData } from '@gangway/core/account'
import {
  balanceOfSwapToken,
  type SwapSide,
  type SwapSummary,
  type SwapToken,
  setSwapAmount,
  setSwapMax,
  swapState,
} from '@gangway/core/swap'
import { useId, useState } from 'react'
import type { Snapshot } from 'valtio'
import { useSnapshot } from 'valtio/react'
import { formatUsd } from '../../components/format-usd.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { formatSwapAmount, shortSymbol } from './swap-format.js'
import { SWAP_ACTION_MESSAGES, swapMessages } from './swap-messages.js'

/** Form statuses that are a problem of the amount typed: the field says them, tied to it. */
const AMOUNT_PROBLEMS: readonly SwapSummary['status'][] = [
  'not-a-number',
  'negative',
  'zero',
  'too-many-decimals',
  'insufficient-balance',
]

/** The account's balance of `token` as a row shows it ('0' when it holds none). */
function useBalanceText(token: Snapshot<SwapToken> | undefined): string | undefined {
  const balances = useSnapshot(accountData(useCore()).tokens).balances
  if (!token) return undefined
  const balance = balanceOfSwapToken(token, balances)
  return `${formatBalance(balance?.quantity.numeric ?? '0')} ${token.symbol}`
}

/**
 * The token of one side (icon and symbol, or 'Select token'); it opens the token list for that side. Its name is
 * the side's label and what it shows ("You pay ETH").
 */
function TokenButton({ side, labelId }: { side: SwapSide; labelId: string }) {
  const core = useCore()
  const t = usePartMessages(swapMessages)
  const token = useSnapshot(swapState(core))[side]
  const buttonId = useId()
  return (
    <button
      id={buttonId}
      type="button"
      className="gw-swap-token"
      aria-labelledby={`${labelId} ${buttonId}`}
      onClick={() => core.store.router.push('SwapSelectToken', { side })}
    >
      {token ? (
        <>
          <WalletImage src={token.logoUri} className="gw-token-icon" />
          <span className="gw-swap-token-symbol" title={token.symbol}>
            {token.symbol}
          </span>
        </>
      ) : (
        <span>{t('swapSelectToken')}</span>
      )}
      <span className="gw-swap-chevron" aria-hidden="true">
        ▾
      </span>
    </button>
  )
}

/**
 * What is paid: the amount (text with a decimal keyboard, as typed), the token, its USD value, the balance and
 * Max (the whole balance; of the native coin, less the swap's fee). A problem of the amount is said under it.
 */
export function FromField({ summary }: { summary: SwapSummary }) {
  const core = useCore()
  const t = usePartMessages(swapMessages)
  const state = useSnapshot(swapState(core), { sync: true })
  const inputId = useId()
  const labelId = `${inputId}-label`
  const problemId = `${inputId}-problem`
  const [max, setMax] = useState<'idle' | 'busy' | 'failed'>('idle')
  const balance = useBalanceText(state.from)
  const problem = AMOUNT_PROBLEMS.includes(summary.status)
    ? t(SWAP_ACTION_MESSAGES[summary.status], {
        symbol: shortSymbol(state.from?.symbol ?? ''),
        decimals: state.from?.decimals ?? 0,
      })
    : undefined

  const fillMax = async () => {
    if (max === 'busy') return
    setMax('busy')
    try {
      await setSwapMax(core)
      setMax('idle')
    } catch {
      setMax('failed')
    }
  }

  return (
    <div className="gw-swap-side">
      <label id={labelId} htmlFor={inputId} className="gw-label">
        {t('swapYouPay')}
      </label>
      <div className="gw-swap-side-row">
        <input
          id={inputId}
          className="gw-swap-amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          value={state.fromAmount}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            if (max === 'failed') setMax('idle')
            setSwapAmount(core, event.target.value)
          }}
        />
        <TokenButton side="from" labelId={labelId} />
      </div>
      {problem && (
        <p id={problemId} className="gw-swap-note gw-error-text">
          {problem}
        </p>
      )}
      {max === 'failed' && <p className="gw-swap-note gw-error-text">{t('swapMaxFailed')}</p>}
      <p className="gw-swap-note">
        <span>
          {summary.fromUsd !== undefined && t('swapUsdValue', { value: formatUsd(summary.fromUsd) })}
        </span>
        {balance && (
          <span className="gw-swap-side-row">
            <span className="gw-ellipsis" title={balance}>
              {t('swapBalance', { balance })}
            </span>
            <button
              type="button"
              className="gw-swap-max"
              aria-busy={max === 'busy' || undefined}
              onClick={() => void fillMax()}
            >
              {t('swapMax')}
            </button>
          </span>
        )}
      </p>
    </div>
  )
}

/** What is received: the quote (read-only, empty while it loads), the token, its USD value and the balance. */
export function ToField({ summary }: { summary: SwapSummary }) {
  const core = useCore()
  const t = usePartMessages(swapMessages)
  const to = useSnapshot(swapState(core)).to
  const inputId = useId()
  const labelId = `${inputId}-label`
  const balance = useBalanceText(to)
  const quoting = summary.status === 'quoting'
  const amount = to && summary.toAmount !== undefined ? formatSwapAmount(summary.toAmount, to.decimals) : ''
  return (
    <div className="gw-swap-side">
      <label id={labelId} htmlFor={inputId} className="gw-label">
        {t('swapYouReceive')}
      </label>
      <div className="gw-swap-side-row">
        <input
          id={inputId}
          className="gw-swap-amount"
          type="text"
          readOnly
          placeholder="0"
          value={amount}
          title={amount || undefined}
          aria-busy={quoting || undefined}
        />
        <TokenButton side="to" labelId={labelId} />
      </div>
      <p className="gw-swap-note">
        <span>
          {quoting ? (
            <span className="gw-skeleton" aria-hidden="true" />
          ) : (
            summary.toUsd !== undefined && t('swapUsdValue', { value: formatUsd(summary.toUsd) })
          )}
        </span>
        {balance && (
          <span className="gw-ellipsis" title={balance}>
            {t('swapBalance', { balance })}
          </span>
        )}
      </p>
    </div>
  )
}

import { formatBalance, localizeDecimal } from '@gangway/common'
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
import { useId } from 'react'
import type { Snapshot } from 'valtio'
import { useSnapshot } from 'valtio/react'
import { AmountField, type AmountFieldProps } from '../../components/forms/AmountField.js'
import { useFormatUsd } from '../../components/use-format-usd.js'
import { useLocale } from '../../i18n/use-locale.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { formatSwapAmount, shortSymbol } from './swap-format.js'
import { SWAP_ACTION_MESSAGES, type SwapTranslate, swapMessages } from './swap-messages.js'

/** Form statuses that are a problem of the amount typed: the field says them, tied to it. */
const AMOUNT_PROBLEMS: readonly SwapSummary['status'][] = [
  'not-a-number',
  'negative',
  'zero',
  'too-many-decimals',
  'insufficient-balance',
]

/** The account's balance of `token` as a side shows it ('0' when it holds none). */
function useBalance(token: Snapshot<SwapToken> | undefined, t: SwapTranslate): AmountFieldProps['balance'] {
  const balances = useSnapshot(accountData(useCore()).tokens).balances
  const locale = useLocale()
  if (!token) return undefined
  const balance = balanceOfSwapToken(token, balances)
  const title = `${localizeDecimal(formatBalance(balance?.quantity.numeric ?? '0'), locale)} ${token.symbol}`
  return { text: t('swapBalance', { balance: title }), title }
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
 * What is paid: the amount (as typed), the token, its USD value, the balance and Max (the whole balance; of the
 * native coin, less the swap's fee). A problem of the amount is said under it.
 */
export function FromField({ summary }: { summary: SwapSummary }) {
  const formatUsd = useFormatUsd()
  const core = useCore()
  const t = usePartMessages(swapMessages)
  const state = useSnapshot(swapState(core), { sync: true })
  const balance = useBalance(state.from, t)
  const problem = AMOUNT_PROBLEMS.includes(summary.status)
    ? t(SWAP_ACTION_MESSAGES[summary.status], {
        symbol: shortSymbol(state.from?.symbol ?? ''),
        decimals: state.from?.decimals ?? 0,
      })
    : undefined

  return (
    <AmountField
      look="swap"
      label={t('swapYouPay')}
      value={state.fromAmount}
      onChange={(text) => setSwapAmount(core, text)}
      problem={problem}
      fiat={
        summary.fromUsd === undefined ? undefined : t('swapUsdValue', { value: formatUsd(summary.fromUsd) })
      }
      balance={balance}
      max={{ label: t('swapMax'), fill: () => setSwapMax(core), failedText: t('swapMaxFailed') }}
      addon={(labelId) => <TokenButton side="from" labelId={labelId} />}
    />
  )
}

/** What is received: the quote (read-only, empty while it loads), the token, its USD value and the balance. */
export function ToField({ summary }: { summary: SwapSummary }) {
  const formatUsd = useFormatUsd()
  const core = useCore()
  const t = usePartMessages(swapMessages)
  const to = useSnapshot(swapState(core)).to
  const balance = useBalance(to, t)
  const quoting = summary.status === 'quoting'
  const amount = to && summary.toAmount !== undefined ? formatSwapAmount(summary.toAmount, to.decimals) : ''
  return (
    <AmountField
      look="swap"
      label={t('swapYouReceive')}
      value={amount}
      busy={quoting}
      fiat={summary.toUsd === undefined ? undefined : t('swapUsdValue', { value: formatUsd(summary.toUsd) })}
      fiatLoading={quoting}
      balance={balance}
      addon={(labelId) => <TokenButton side="to" labelId={labelId} />}
    />
  )
}

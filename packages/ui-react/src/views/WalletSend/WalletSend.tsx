import { setSendPhase } from '../WalletSendPreview/send-phase.js'
import { useFormatUsd } from '../../components/use-format-usd.js'
import { useFormatAmount } from '../../components/use-format-amount.js'
import { maxSendAmount, SEND_NAMESPACES, type TokenBalance } from '@gangway/core'
import { accountData, fetchTokenBalances, readSendForm } from '@gangway/core/account'
import { type FormEvent, useEffect } from 'react'
import type { Snapshot } from 'valtio'
import { useSnapshot } from 'valtio/react'
import { AmountField } from '../../components/forms/AmountField.js'
import { PickField } from '../../components/forms/PickField.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { errorText } from '../../hooks/error-text.js'
import { useActiveAccount } from '../../hooks/use-active-account.js'
import { usePartTranslateError } from '../../hooks/use-part-translate-error.js'
import { usePartMessages } from '../../message-parts.js'
import { preloadSendSteps } from '../../modal/lazy-views/feature-steps.js'
import { whenSettled } from '../../modal/when-settled.js'
import { ReceiverField } from './ReceiverField.js'
import {
  amountInUsd,
  amountProblem,
  estimateFeeFor,
  isNativeToken,
  tokenDecimals,
  tokenKey,
} from './send-helpers.js'
import { useSendPartStyles } from '../../theme/part-styles.js'
import { type SendMessageKey, sendMessages } from '../send-messages.js'

/**
 * WalletSend (SPEC §3 Send state, §5 send rules): the token, the amount (with Max) and the receiver (an
 * address or a name). The action button says what is still missing in the SPEC's words and opens the review
 * once the form is valid. Only eip155 and solana can send ('Unsupported chain' elsewhere).
 */
export function WalletSend() {
  useSendPartStyles()
  const core = useCore()
  const t = usePartMessages(sendMessages)
  const translateError = usePartTranslateError(sendMessages)
  const { namespace } = useActiveAccount()
  const send = useSnapshot(core.store.send.state, { sync: true })
  const tokens = useSnapshot(accountData(core).tokens)

  useEffect(() => {
    void fetchTokenBalances(core)
    // The next two steps render at once when the visitor gets there.
    return whenSettled(() => void preloadSendSteps())
  }, [core])

  // A fresh balance of the picked token (after a send, a refresh) replaces the one the form holds.
  const picked = send.token
  useEffect(() => {
    if (!picked) return
    const fresh = tokens.balances.find((token) => tokenKey(token) === tokenKey(picked))
    if (fresh && (fresh.quantity.numeric !== picked.quantity.numeric || fresh.price !== picked.price)) {
      core.store.send.setToken(fresh as TokenBalance)
    }
  }, [core, picked, tokens.balances])

  if (!namespace || !SEND_NAMESPACES.includes(namespace)) {
    return (
      <div className="gw-center">
        <p className="gw-error-text" role="alert">
          {t('sendUnsupportedChain')}
        </p>
        <p className="gw-muted">{t('sendUnsupportedChainBody')}</p>
      </div>
    )
  }

  const problem = amountProblem(send.sendTokenAmount, send.token)
  // readSendForm reads the live form; reading the receiver here re-renders the view when it changes.
  void send.receiverAddress
  let action: { label: string; ready: boolean }
  try {
    readSendForm(core)
    action = problem ? { label: t(problem), ready: false } : { label: t('sendPreview'), ready: true }
  } catch (error) {
    action = { label: translateError(errorText(error, t('sendAmountAndReceiverRequired'))), ready: false }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!action.ready) return
    setSendPhase(core, { status: 'review' })
    core.store.router.push('WalletSendPreview')
  }

  return (
    <form className="gw-stack gw-form" onSubmit={submit} noValidate>
      <TokenButton token={send.token} />
      <SendAmount problem={problem} />
      <ReceiverField namespace={namespace} />
      {/* aria-disabled rather than disabled: it stays in the tab order, so what is missing is heard too. */}
      <button type="submit" className="gw-primary" aria-disabled={!action.ready || undefined}>
        {action.label}
      </button>
    </form>
  )
}

/** The picked token (icon, symbol, balance) or 'Select token'; it opens the token list. */
function TokenButton({ token }: { token: Snapshot<TokenBalance> | undefined }) {
  const core = useCore()
  const t = usePartMessages(sendMessages)
  const formatAmount = useFormatAmount()
  return (
    <PickField
      label={t('sendTokenLabel')}
      placeholder={t('sendSelectToken')}
      picked={
        token && {
          icon: <WalletImage src={token.iconUrl} className="gw-token-icon" />,
          name: token.symbol,
          detail: t('sendTokenBalance', {
            balance: `${formatAmount(token.quantity.numeric)} ${token.symbol}`,
          }),
          detailTitle: `${token.quantity.numeric} ${token.symbol}`,
        }
      }
      onOpen={() => core.store.router.push('WalletSendSelectToken')}
    />
  )
}

/**
 * The amount, in the token's units, its USD value, and Max: the whole balance, less the network fee for the
 * native coin.
 */
function SendAmount({ problem }: { problem: SendMessageKey | undefined }) {
  const formatUsd = useFormatUsd()
  const core = useCore()
  const t = usePartMessages(sendMessages)
  const send = useSnapshot(core.store.send.state, { sync: true })
  const token = send.token
  const usd = amountInUsd(send.sendTokenAmount, token)

  const fillMax = (): Promise<void> | undefined => {
    if (!token) return undefined
    const native = isNativeToken(token)
    if (!native) {
      core.store.send.setTokenAmount(maxSendAmount(token as TokenBalance, { native }))
      return undefined
    }
    const receiver = core.store.send.state.receiverAddress
    return estimateFeeFor(core, token, receiver).then((fee) => {
      core.store.send.setTokenAmount(maxSendAmount(token as TokenBalance, { native, fee }))
    })
  }

  return (
    <AmountField
      label={t('sendAmount')}
      value={send.sendTokenAmount ?? ''}
      onChange={(text) => core.store.send.setTokenAmount(text)}
      problem={problem && t(problem, token ? { decimals: tokenDecimals(token) } : undefined)}
      fiat={usd === undefined ? undefined : t('sendUsdValue', { value: formatUsd(usd) })}
      max={{ label: t('sendMax'), fill: fillMax, failedText: t('sendMaxFeeFailed'), disabled: !token }}
    />
  )
}

import { ADDRESS_DISPLAY, formatUnits, isUserRejection, truncateAddress } from '@gangway/common'
import { tokenBalanceUnits, type ValidSend } from '@gangway/core'
import { accountData, estimateSendFee, readSendForm, type SendFee, sendToken } from '@gangway/core/account'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { Avatar } from '../../components/Avatar.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { useNetworkImage } from '../../hooks/use-network-image.js'
import { errorText } from '../../hooks/error-text.js'
import { useActiveAccount } from '../../hooks/use-active-account.js'
import { usePartTranslateError } from '../../hooks/use-part-translate-error.js'
import { usePartMessages } from '../../message-parts.js'
import { useFormatUsd } from '../../components/use-format-usd.js'
import { isNativeToken, tokenDecimals } from '../WalletSend/send-helpers.js'
import { SendResult } from './SendResult.js'
import { type SendPhase, sendPhaseOf, setSendPhase } from './send-phase.js'
import { useSendPartStyles } from '../../theme/part-styles.js'
import { sendMessages } from '../send-messages.js'

type Fee = { status: 'loading' } | { status: 'ready'; fee: SendFee } | { status: 'failed' }

/**
 * WalletSendPreview: what is sent (amount, token, USD value), to whom, on which network and for what fee;
 * Send asks the wallet, then shows the transaction (with its explorer link) or why it failed, with Try again.
 */
export function WalletSendPreview() {
  const formatUsd = useFormatUsd()
  useSendPartStyles()
  const core = useCore()
  const networkImage = useNetworkImage()
  const t = usePartMessages(sendMessages)
  const tMain = useMessages()
  const translateError = usePartTranslateError(sendMessages)
  const send = useSnapshot(core.store.send.state)
  const tokens = useSnapshot(accountData(core).tokens)
  const { network } = useActiveAccount()
  const phase = useSnapshot(sendPhaseOf(core)).current as SendPhase
  const setPhase = (next: SendPhase) => setSendPhase(core, next)

  let form: ValidSend | undefined
  let formError: unknown
  // readSendForm reads the live form; reading its fields here re-renders the view when they change.
  void [send.token, send.sendTokenAmount, send.receiverAddress]
  try {
    form = readSendForm(core)
  } catch (error) {
    formError = error
  }
  const fee = useSendFee(form)

  if (phase.status === 'sent') return <SendResult transaction={phase.transaction} summary={phase.summary} />
  if (!form) {
    return (
      <div className="gw-center">
        <p className="gw-error-text" role="alert">
          {translateError(errorText(formError, t('sendAmountAndReceiverRequired')))}
        </p>
        <button type="button" className="gw-secondary" onClick={() => core.store.router.goBack()}>
          {tMain('back')}
        </button>
      </div>
    )
  }

  const { token, value, receiverAddress } = form
  const amount = formatUnits(value, tokenDecimals(token))
  const usd = token.price > 0 ? Number(amount) * token.price : undefined
  const nativeToken = tokens.balances.find(isNativeToken)
  const nativeBalance = isNativeToken(token)
    ? tokenBalanceUnits(token)
    : nativeToken && tokenBalanceUnits(nativeToken)
  const feeTooHigh =
    fee.status === 'ready' &&
    nativeBalance !== undefined &&
    (isNativeToken(token) ? value : 0n) + fee.fee.fee > nativeBalance
  const sending = phase.status === 'sending'

  const submit = async () => {
    if (sending || feeTooHigh) return
    setPhase({ status: 'sending' })
    try {
      const transaction = await sendToken(core)
      setPhase({ status: 'sent', transaction, summary: { amount, symbol: token.symbol } })
      // Sent: the form is done with, so going back cannot send it twice.
      core.store.send.reset()
    } catch (error) {
      setPhase({ status: 'failed', error })
    }
  }

  const failure =
    phase.status === 'failed'
      ? isUserRejection(phase.error)
        ? t('sendDeclined')
        : translateError(errorText(phase.error, messageOf(phase.error) ?? t('sendFailed')))
      : undefined

  return (
    <div className="gw-stack gw-form">
      <div className="gw-send-summary">
        <WalletImage src={token.iconUrl} className="gw-token-icon" />
        <p className="gw-heading gw-send-amount-text">
          <span className="gw-visually-hidden">{t('sendYouSend')} </span>
          {amount}{' '}
          <span className="gw-send-symbol" title={token.symbol}>
            {token.symbol}
          </span>
        </p>
        {usd !== undefined && <p className="gw-muted">{t('sendUsdValue', { value: formatUsd(usd) })}</p>}
      </div>
      <dl className="gw-details gw-send-details">
        <dt>{t('sendReceiver')}</dt>
        <dd className="gw-send-receiver">
          <Avatar address={receiverAddress} className="gw-send-receiver-avatar" />
          <span className="gw-token-main">
            {send.receiverProfileName && (
              <span className="gw-ellipsis gw-token-name" title={send.receiverProfileName}>
                {send.receiverProfileName}
              </span>
            )}
            <span className="gw-ellipsis" title={receiverAddress}>
              {truncateAddress(receiverAddress, ADDRESS_DISPLAY.charsStart, ADDRESS_DISPLAY.charsEnd)}
            </span>
          </span>
        </dd>
        <dt>{t('sendNetwork')}</dt>
        <dd className="gw-send-network">
          <WalletImage src={networkImage(network)} className="gw-network-icon" />
          <span className="gw-ellipsis">{network?.name ?? tMain('unknownNetwork')}</span>
        </dd>
        <dt>{t('sendNetworkFee')}</dt>
        <dd aria-live="polite" aria-busy={fee.status === 'loading'}>
          {fee.status === 'loading' ? (
            <>
              <span className="gw-skeleton" aria-hidden="true" />
              <span className="gw-visually-hidden">{t('sendFeeLoading')}</span>
            </>
          ) : fee.status === 'failed' ? (
            <span className="gw-muted">{t('sendFeeFailed')}</span>
          ) : (
            <FeeValue fee={fee.fee} price={nativeToken?.price} />
          )}
        </dd>
      </dl>
      {feeTooHigh && (
        <p className="gw-error-text" role="alert">
          {t('sendFeeInsufficient')}
        </p>
      )}
      {failure && (
        <p className="gw-error-text gw-break" role="alert">
          {failure}
        </p>
      )}
      {/* Said once to assistive technology; the button shows it. */}
      <p className="gw-visually-hidden" role="status">
        {sending ? t('sendConfirmInWallet') : ''}
      </p>
      {/* aria-disabled while the wallet is asked: the button keeps focus, and a second click does nothing. */}
      <button
        type="button"
        className="gw-primary gw-confirm"
        aria-disabled={sending || feeTooHigh || undefined}
        aria-busy={sending || undefined}
        onClick={() => void submit()}
      >
        {sending && <span className="gw-spinner gw-spinner--s" aria-hidden="true" />}
        {sending
          ? t('sendConfirmInWallet')
          : phase.status === 'failed'
            ? tMain('tryAgain')
            : t('sendConfirm')}
      </button>
    </div>
  )
}

/** The fee in the native coin, and in USD when the coin's price is known. */
function FeeValue({ fee, price }: { fee: SendFee; price: number | undefined }) {
  const formatUsd = useFormatUsd()
  const t = usePartMessages(sendMessages)
  const amount = formatUnits(fee.fee, fee.decimals)
  const usd = price && price > 0 ? Number(amount) * price : undefined
  return (
    <span className="gw-send-fee">
      <span className="gw-ellipsis" title={`${amount} ${fee.symbol}`}>
        {amount} {fee.symbol}
      </span>
      {usd !== undefined && <span className="gw-muted">{t('sendUsdValue', { value: formatUsd(usd) })}</span>}
    </span>
  )
}

/** The message of a thrown value, when it has one. */
function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined
}

/** The fee of the send in the form, estimated again whenever the token, amount, receiver or network change. */
function useSendFee(form: ValidSend | undefined): Fee {
  const core = useCore()
  const { network } = useActiveAccount()
  const [fee, setFee] = useState<Fee>({ status: 'loading' })
  const key = form
    ? [network?.caipNetworkId, form.token.chainId, form.token.address, form.value, form.receiverAddress].join(
        '|',
      )
    : undefined
  useEffect(() => {
    if (!key) return
    let current = true
    setFee({ status: 'loading' })
    estimateSendFee(core).then(
      (estimate) => current && setFee({ status: 'ready', fee: estimate }),
      () => current && setFee({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [core, key])
  return fee
}

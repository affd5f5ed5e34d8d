import { truncateAddress } from '@gangway/common'
import { isSafeUrl } from '@gangway/core'
import {
  FINAL_PURCHASE_PHASES,
  findOnrampProvider,
  type OnrampPurchase,
  reopenCheckout,
  refreshOnrampQuotes,
  trackPurchase,
} from '@gangway/core/onramp'
import { useEffect, useRef } from 'react'
import type { Snapshot } from 'valtio'
import { ExternalIcon } from '../../components/icons.js'
import type { PartTranslate } from '../../message-parts.js'
import type { onrampMessages } from '../OnRampProviders/onramp-messages.js'
import { useOnramp } from '../OnRampProviders/use-onramp.js'
import { useOnrampStyles } from '../OnRampProviders/use-onramp-styles.js'

type T = PartTranslate<typeof onrampMessages>
type Purchase = Snapshot<OnrampPurchase>

/** How much of a transaction hash shows on each side of the ellipsis. */
const HASH_CHARS = 6

/**
 * BuyInProgress: the checkout is open in a new window; this view follows the purchase (core's trackPurchase,
 * while it shows) and says where it stands in a polite live region: waiting for payment, on its way, arrived
 * (the amount and a link to the transaction), or failed (Try again). A blocked or closed checkout can be reopened.
 */
export function BuyInProgress() {
  useOnrampStyles()
  const { core, t, state } = useOnramp()
  const purchase = state.purchase
  const heading = useRef<HTMLParagraphElement>(null)
  const over = purchase ? FINAL_PURCHASE_PHASES.includes(purchase.phase) : false

  // Followed while the view shows: leaving it stops the reads.
  useEffect(() => trackPurchase(core), [core])
  // The button that led here is gone (and so is Reopen once it is over): focus goes to what is said.
  useEffect(() => {
    if (over) heading.current?.focus()
  }, [over])

  if (!purchase) {
    return (
      <div className="gw-center gw-form">
        <p className="gw-muted">{t('buyNothing')}</p>
        <button
          type="button"
          className="gw-primary"
          onClick={() => core.store.router.replace('OnRampProviders')}
        >
          {t('buyStart')}
        </button>
      </div>
    )
  }

  const provider = findOnrampProvider(purchase.provider)?.name ?? purchase.provider
  const symbol = purchase.quote.purchaseAmount.currency
  const tryAgain = () => {
    const { history } = core.store.router.state
    if (history.at(-2) === 'OnRampProviders') core.store.router.goBack()
    else core.store.router.replace('OnRampProviders')
    refreshOnrampQuotes(core, { force: true })
  }
  const failed = purchase.phase === 'failed' || purchase.phase === 'error' || purchase.phase === 'timed-out'

  return (
    <div className="gw-center gw-form">
      <div className="gw-onramp-progress" aria-hidden="true">
        {over ? (
          <span className={failed ? 'gw-onramp-mark gw-error-text' : 'gw-onramp-mark gw-success'}>
            {failed ? '!' : '✓'}
          </span>
        ) : (
          <span className="gw-spinner" />
        )}
      </div>
      <p ref={heading} className="gw-heading gw-break" tabIndex={-1}>
        {purchase.phase === 'confirmed'
          ? t('buyDoneHeading')
          : failed
            ? t('buyFailedHeading')
            : t('buyHeading', { symbol })}
      </p>
      <p role="status" className="gw-muted gw-break">
        {statusText(t, purchase, provider)}
      </p>
      <Reopen purchase={purchase} />
      <Summary purchase={purchase} provider={provider} />
      {purchase.phase === 'confirmed' && isSafeUrl(purchase.explorerUrl) && (
        <a
          className="gw-secondary gw-link-button gw-explorer"
          href={purchase.explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('buyViewTransaction')}
          <ExternalIcon />
        </a>
      )}
      {failed && (
        <button type="button" className="gw-primary" onClick={tryAgain}>
          {t('buyTryAgain')}
        </button>
      )}
      {over && (
        <button
          type="button"
          className={failed ? 'gw-secondary' : 'gw-primary'}
          onClick={() => core.store.router.reset('Account')}
        >
          {t('buyDone')}
        </button>
      )}
    </div>
  )
}

/** What the live region says of the purchase. */
function statusText(t: T, purchase: Purchase, provider: string): string {
  const quoted = purchase.quote.purchaseAmount
  const received = purchase.received ?? { amount: quoted.amount, symbol: quoted.currency }
  switch (purchase.phase) {
    case 'opening':
      return t('buyOpening', { provider })
    case 'waiting':
      return t('buyWaiting', { provider })
    case 'pending':
      return t('buyPending', received)
    case 'confirmed':
      return t('buyConfirmed', received)
    case 'failed':
      return t('buyFailed')
    case 'timed-out':
      return t('buyTimedOut', { provider })
    case 'error':
      return t('buyError', { provider })
  }
}

/** Before the payment: the checkout window was blocked or closed, and can be opened again from here. */
function Reopen({ purchase }: { purchase: Purchase }) {
  const { core, t } = useOnramp()
  const away = purchase.checkout !== 'open'
  if (!away || (purchase.phase !== 'waiting' && purchase.phase !== 'opening')) return null
  return (
    <>
      <p className="gw-muted">{purchase.checkout === 'blocked' ? t('buyBlocked') : t('buyClosed')}</p>
      <button
        type="button"
        className="gw-primary"
        // Until the checkout's address is there, there is nothing to open.
        aria-disabled={!purchase.url || undefined}
        onClick={() => reopenCheckout(core)}
      >
        {t('buyReopen')}
      </button>
    </>
  )
}

/** What is paid, what is bought (quoted, then what arrived), through whom, and the transaction once there. */
function Summary({ purchase, provider }: { purchase: Purchase; provider: string }) {
  const { t } = useOnramp()
  const { paymentTotal, purchaseAmount } = purchase.quote
  const got = purchase.received ?? { amount: purchaseAmount.amount, symbol: purchaseAmount.currency }
  return (
    <dl className="gw-details gw-full-width">
      <dt>{t('buyYouPay')}</dt>
      <dd>{t('onrampAmountOf', { amount: paymentTotal.amount, symbol: paymentTotal.currency })}</dd>
      <dt>{t('buyYouGet')}</dt>
      <dd>{t('onrampAmountOf', got)}</dd>
      <dt>{t('buyProvider')}</dt>
      <dd>{provider}</dd>
      {purchase.hash && (
        <>
          <dt>{t('buyTransaction')}</dt>
          <dd>
            <code className="gw-hash" title={purchase.hash}>
              {truncateAddress(purchase.hash, HASH_CHARS, HASH_CHARS)}
            </code>
          </dd>
        </>
      )}
    </dl>
  )
}

import {
  loadOnrampOptions,
  type OnrampAmountProblem,
  type OnrampProvider,
  ONRAMP_PROVIDERS,
  openCheckout,
  paymentLimit,
  type ProviderQuote,
  refreshOnrampQuotes,
  setOnrampAmount,
} from '@gangway/core/onramp'
import { useEffect, useId } from 'react'
import type { Snapshot } from 'valtio'
import { preloadOnrampSteps } from '../../modal/lazy-views/feature-steps.js'
import { whenSettled } from '../../modal/when-settled.js'
import { AmountField } from '../../components/forms/AmountField.js'
import { PickField } from '../../components/forms/PickField.js'
import type { PartTranslate } from '../../message-parts.js'
import type { onrampMessages } from './onramp-messages.js'
import { UNAVAILABLE_MESSAGES, useOnramp } from './use-onramp.js'
import { useOnrampStyles } from './use-onramp-styles.js'

type T = PartTranslate<typeof onrampMessages>

/**
 * OnRampProviders (Buy): the amount in a payment currency, checked against the card limits as it is typed
 * (SPEC §5), the coin to buy on the active network, and each provider with its quote and fees. Picking a
 * provider opens its checkout in a new window and shows the purchase's progress (BuyInProgress).
 */
export function OnRampProviders() {
  useOnrampStyles()
  const { core, t, state, network, unavailable, offered } = useOnramp()
  const caipNetworkId = network?.caipNetworkId

  // The options once, then the selection fitted to the network (on every switch) and quoted.
  useEffect(() => {
    if (!unavailable && caipNetworkId) void loadOnrampOptions(core)
  }, [core, unavailable, caipNetworkId])
  // The next steps render at once when the visitor gets there.
  useEffect(() => whenSettled(() => void preloadOnrampSteps()), [])

  if (unavailable) return <p className="gw-empty">{t(UNAVAILABLE_MESSAGES[unavailable])}</p>
  if (state.options.status !== 'ready') {
    return (
      <div className="gw-center gw-onramp-progress" role="status">
        <span className="gw-spinner" aria-hidden="true" />
        {t('onrampOptionsLoading')}
      </div>
    )
  }
  if (offered.length === 0) {
    return <p className="gw-empty">{t('onrampNetworkNotServed', { network: network?.name ?? '' })}</p>
  }
  return (
    <div className="gw-stack gw-form">
      <BuyAmount />
      <CoinField />
      <ProviderList />
    </div>
  )
}

/** The problem with the amount, in the catalogue's words (the limits read as the services word them). */
function problemText(t: T, problem: Snapshot<OnrampAmountProblem>): string {
  switch (problem.kind) {
    case 'not-a-number':
      return t('onrampAmountNotANumber')
    case 'too-many-decimals':
      return t('onrampAmountTooManyDecimals')
    case 'out-of-limits':
      return t('onrampAmountLimits', { min: problem.min, max: problem.max, currency: problem.currency })
    case 'method-unavailable':
      return t('onrampMethodUnavailable', { method: problem.method, currency: problem.currency })
  }
}

/**
 * The fiat amount (as typed) and its currency, which opens the currency list. Below it the card limits, or what
 * is wrong, tied to the field.
 */
function BuyAmount() {
  const { core, t, state } = useOnramp({ sync: true })
  const { selection, amountProblem, options } = state
  const limit = paymentLimit(options, selection.paymentCurrency, selection.paymentMethod)

  return (
    <AmountField
      label={t('onrampAmount')}
      value={selection.amount}
      placeholder="0.00"
      onChange={(text) => setOnrampAmount(core, text)}
      problem={amountProblem && problemText(t, amountProblem)}
      hint={
        limit && t('onrampLimits', { min: limit.min, max: limit.max, currency: selection.paymentCurrency })
      }
      addon={() => <CurrencyButton />}
    />
  )
}

/** The payment currency beside the amount; it opens the currency list. */
function CurrencyButton() {
  const { core, t, state } = useOnramp()
  const labelId = useId()
  const buttonId = useId()
  const currency = state.selection.paymentCurrency
  return (
    <>
      <span id={labelId} className="gw-visually-hidden">
        {t('onrampPaymentCurrency')}
      </span>
      <button
        id={buttonId}
        type="button"
        className="gw-secondary gw-onramp-pick"
        aria-labelledby={`${labelId} ${buttonId}`}
        onClick={() => core.store.router.push('OnRampFiatSelect')}
      >
        <span className="gw-ellipsis" title={currency}>
          {currency}
        </span>
        <span className="gw-send-chevron" aria-hidden="true">
          ›
        </span>
      </button>
    </>
  )
}

/** The coin to buy (symbol and name); it opens the list of coins offered on the network. */
function CoinField() {
  const { core, t, state, offered } = useOnramp()
  const coin = offered.find((currency) => currency.id === state.selection.purchaseCurrency)
  return (
    <PickField
      label={t('onrampPurchaseCurrency')}
      placeholder={t('onrampPickCoin')}
      picked={coin && { name: coin.symbol, detail: coin.name }}
      onOpen={() => core.store.router.push('OnRampTokenSelect')}
    />
  )
}

/** Every provider with its quote; a polite status says while quotes are on their way. */
function ProviderList() {
  const { core, t, state } = useOnramp()
  const headingId = useId()
  const quotes = Object.values(state.quotes.byProvider)
  const loading = quotes.some((quote) => quote.status === 'loading')
  const failed = quotes.some((quote) => quote.status === 'failed')
  return (
    <section className="gw-stack" aria-labelledby={headingId}>
      <div className="gw-onramp-heading">
        <h3 id={headingId} className="gw-label gw-receive-heading">
          {t('onrampProviders')}
        </h3>
        {/* Always in the tree, so what it comes to say is announced. */}
        <p role="status" className="gw-muted gw-field-note">
          {loading ? t('onrampQuotesLoading') : ''}
        </p>
      </div>
      <ul className="gw-list gw-onramp-providers">
        {ONRAMP_PROVIDERS.map((provider) => (
          <ProviderRow key={provider.id} provider={provider} quote={state.quotes.byProvider[provider.id]} />
        ))}
      </ul>
      {quotes.length === 0 && !state.amountProblem && (
        <p className="gw-muted gw-field-note">{t('onrampEnterAmount')}</p>
      )}
      {failed && !loading && (
        <button
          type="button"
          className="gw-secondary"
          onClick={() => refreshOnrampQuotes(core, { force: true })}
        >
          {t('onrampRetryQuotes')}
        </button>
      )}
    </section>
  )
}

/** What a provider's row says beside its name: what its quote buys, the quote's state, or its fee range. */
function quoteSummary(t: T, provider: OnrampProvider, quote: Snapshot<ProviderQuote> | undefined): string {
  switch (quote?.status) {
    case 'ready':
      return t('onrampAmountOf', {
        amount: quote.quote.purchaseAmount.amount,
        symbol: quote.quote.purchaseAmount.currency,
      })
    case 'loading':
      return t('onrampQuoteLoading')
    case 'failed':
      return t('onrampQuoteFailed')
    case undefined:
      return t('onrampFeeRange', provider.feePercent)
  }
}

/**
 * A provider: its name and what its quote buys (else its fee range, or the quote's state). Only a quoted
 * provider can be picked; the button stays in the tab order either way. Its fees are listed under it.
 */
function ProviderRow({
  provider,
  quote,
}: {
  provider: OnrampProvider
  quote: Snapshot<ProviderQuote> | undefined
}) {
  const { core, t } = useOnramp()
  const detailsId = useId()
  const ready = quote?.status === 'ready' ? quote.quote : undefined
  const summary = quoteSummary(t, provider, quote)
  const fiat = (amount: { amount: string; currency: string }) =>
    t('onrampAmountOf', { amount: amount.amount, symbol: amount.currency })

  const choose = () => {
    if (!ready) return
    // Within the click: the checkout's window opens before anything is awaited (popup blockers).
    void openCheckout(core, provider.id)
    core.store.router.push('BuyInProgress')
  }

  return (
    <li className="gw-onramp-provider">
      <button
        type="button"
        className="gw-item"
        aria-disabled={!ready || undefined}
        aria-busy={quote?.status === 'loading' || undefined}
        aria-describedby={ready ? detailsId : undefined}
        onClick={choose}
      >
        <span className="gw-item-name">{provider.name}</span>
        <span className={ready ? 'gw-onramp-quote gw-ellipsis' : 'gw-onramp-quote gw-muted'} title={summary}>
          {summary}
        </span>
      </button>
      {ready && (
        <dl id={detailsId} className="gw-details gw-onramp-fees">
          <dt>{t('onrampProviderFee')}</dt>
          <dd>{fiat(ready.coinbaseFee)}</dd>
          <dt>{t('onrampNetworkFee')}</dt>
          <dd>{fiat(ready.networkFee)}</dd>
          <dt>{t('onrampSubtotal')}</dt>
          <dd>{fiat(ready.paymentSubtotal)}</dd>
          <dt>{t('onrampTotal')}</dt>
          <dd>{fiat(ready.paymentTotal)}</dd>
        </dl>
      )}
    </li>
  )
}

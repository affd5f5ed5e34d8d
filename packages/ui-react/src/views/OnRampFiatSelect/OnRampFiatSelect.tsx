import { loadOnrampOptions, paymentLimit, selectPaymentCurrency } from '@gangway/core/onramp'
import { useEffect } from 'react'
import { UNAVAILABLE_MESSAGES, useOnramp } from '../OnRampProviders/use-onramp.js'
import { useOnrampStyles } from '../OnRampProviders/use-onramp-styles.js'

/**
 * OnRampFiatSelect: the currencies the visitor can pay in, each with its card limits (SPEC §5); picking one goes
 * back to Buy, where the amount is checked against its limits.
 */
export function OnRampFiatSelect() {
  useOnrampStyles()
  const { core, t, state, unavailable } = useOnramp()
  useEffect(() => {
    if (!unavailable) void loadOnrampOptions(core)
  }, [core, unavailable])

  if (unavailable) return <p className="gw-empty">{t(UNAVAILABLE_MESSAGES[unavailable])}</p>
  const { options, selection } = state
  const pick = (id: string) => {
    selectPaymentCurrency(core, id)
    core.store.router.goBack()
  }
  return (
    <ul
      className="gw-list gw-form"
      aria-label={t('onrampCurrencyList')}
      aria-busy={options.status !== 'ready' || undefined}
    >
      {options.paymentCurrencies.map((currency) => {
        const limit = paymentLimit(options, currency.id, selection.paymentMethod)
        const limits = limit
          ? t('onrampCurrencyLimits', { min: limit.min, max: limit.max })
          : t('onrampCurrencyNoCard')
        return (
          <li key={currency.id}>
            <button
              type="button"
              className="gw-item"
              aria-current={currency.id === selection.paymentCurrency || undefined}
              onClick={() => pick(currency.id)}
            >
              <span className="gw-token-main">
                <span className="gw-ellipsis gw-token-name" title={currency.id}>
                  {currency.id}
                </span>
                <span className="gw-muted gw-ellipsis" title={limits}>
                  {limits}
                </span>
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

import { loadOnrampOptions, selectPurchaseCurrency } from '@gangway/core/onramp'
import { useEffect } from 'react'
import { UNAVAILABLE_MESSAGES, useOnramp } from '../OnRampProviders/use-onramp.js'
import { useOnrampStyles } from '../OnRampProviders/use-onramp-styles.js'

/** OnRampTokenSelect: the coins the on-ramp sells on the active network; picking one goes back to Buy. */
export function OnRampTokenSelect() {
  useOnrampStyles()
  const { core, t, state, network, unavailable, offered } = useOnramp()
  useEffect(() => {
    if (!unavailable) void loadOnrampOptions(core)
  }, [core, unavailable])

  if (unavailable) return <p className="gw-empty">{t(UNAVAILABLE_MESSAGES[unavailable])}</p>
  if (state.options.status === 'ready' && offered.length === 0) {
    return <p className="gw-empty">{t('onrampNetworkNotServed', { network: network?.name ?? '' })}</p>
  }
  const pick = (id: string) => {
    selectPurchaseCurrency(core, id)
    core.store.router.goBack()
  }
  return (
    <ul
      className="gw-list gw-form"
      aria-label={t('onrampCoinList', { network: network?.name ?? '' })}
      aria-busy={state.options.status !== 'ready' || undefined}
    >
      {offered.map((currency) => (
        <li key={currency.id}>
          <button
            type="button"
            className="gw-item"
            aria-current={currency.id === state.selection.purchaseCurrency || undefined}
            onClick={() => pick(currency.id)}
          >
            <span className="gw-token-main">
              <span className="gw-ellipsis gw-token-name" title={currency.symbol}>
                {currency.symbol}
              </span>
              <span className="gw-muted gw-ellipsis" title={currency.name}>
                {currency.name}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}

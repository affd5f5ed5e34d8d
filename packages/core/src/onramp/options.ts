import { DEFAULT_ONRAMP_OPTIONS } from '@gangway/api'
import { type AccountHost, activeAccount } from '../account/host.js'
import { blockchainServices } from '../account/services.js'
import { offeredPurchaseCurrencies } from './offers.js'
import { onrampState } from './onramp-state.js'
import { refreshOnrampQuotes } from './quotes.js'

/** Why Buy is not offered to the active account: nothing connected, not EVM, no service, or turned off. */
export type OnrampUnavailable = 'not-connected' | 'unsupported-namespace' | 'no-service' | 'feature-off'

/**
 * Whether the active account can buy: the `onramp` feature on (SPEC §9), an eip155 account (the providers pay
 * out to EVM addresses), and a blockchain service to ask (ARCHITECTURE: a feature without its service is hidden).
 * Whether its network is served shows once the options are in ({@link offeredPurchaseCurrencies}).
 */
export function onrampUnavailable(host: AccountHost): OnrampUnavailable | undefined {
  if (host.store.options.state.features.onramp === false) return 'feature-off'
  if (!host.store.options.state.services?.blockchainApiUrl) return 'no-service'
  const account = activeAccount(host)
  if (!account) return 'not-connected'
  return account.namespace === 'eip155' ? undefined : 'unsupported-namespace'
}

/**
 * Reads the SPEC §3 options once per instance (the api client answers the built-in defaults when the service
 * fails, SPEC §7), then makes the selection fit the active network and quotes it. Never throws.
 */
export async function loadOnrampOptions(host: AccountHost): Promise<void> {
  const { options } = onrampState(host)
  const client = blockchainServices(host)
  // Without the services there is nothing to read; what the state holds (e.g. a story's) stays.
  if (!client || options.status !== 'idle') {
    if (options.status === 'ready') syncOnrampSelection(host)
    return
  }
  options.status = 'loading'
  let answer = DEFAULT_ONRAMP_OPTIONS
  try {
    answer = await client.getOnrampOptions()
  } catch {
    // Only an abort throws, and nothing aborts this read: the defaults stand in all the same.
  }
  Object.assign(options, {
    status: 'ready',
    purchaseCurrencies: structuredClone(answer.purchaseCurrencies),
    paymentCurrencies: structuredClone(answer.paymentCurrencies),
  })
  syncOnrampSelection(host)
}

/**
 * The selection made to fit the options and the active network (after they load, and on a network change):
 * a purchase currency sold there (its own coin first), a payment currency offered (USD first). Then quoted.
 */
function syncOnrampSelection(host: AccountHost): void {
  const { options, selection } = onrampState(host)
  if (options.status === 'ready') {
    const offered = offeredPurchaseCurrencies(host)
    if (!offered.some((currency) => currency.id === selection.purchaseCurrency)) {
      const nativeSymbol = activeAccount(host)?.network.nativeCurrency.symbol
      selection.purchaseCurrency = (
        offered.find((currency) => currency.symbol === nativeSymbol) ?? offered[0]
      )?.id
    }
    if (!options.paymentCurrencies.some((currency) => currency.id === selection.paymentCurrency)) {
      selection.paymentCurrency = options.paymentCurrencies[0]?.id ?? selection.paymentCurrency
    }
  }
  refreshOnrampQuotes(host)
}

/** The coin to buy (an id of the offered purchase currencies); quoted again. */
export function selectPurchaseCurrency(host: AccountHost, id: string): void {
  onrampState(host).selection.purchaseCurrency = id
  refreshOnrampQuotes(host)
}

/** The fiat currency to pay in (an id of the options' payment currencies): its limits apply; quoted again. */
export function selectPaymentCurrency(host: AccountHost, id: string): void {
  onrampState(host).selection.paymentCurrency = id
  refreshOnrampQuotes(host)
}

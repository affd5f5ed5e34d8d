import type { PurchaseCurrency } from '@gangway/api'
import type { CaipNetwork } from '@gangway/common'
import { type AccountHost, activeAccount } from '../account/host.js'
import { onrampState } from './onramp-state.js'

/** The option's network entry for `network` ('1' or 'eip155:1' both name chain 1), if the currency is sold there. */
export function purchaseNetwork<Network extends { chain_id: string }>(
  currency: { readonly networks: readonly Network[] },
  network: Pick<CaipNetwork, 'id' | 'caipNetworkId'>,
): Network | undefined {
  return currency.networks.find(
    (item) => item.chain_id === String(network.id) || item.chain_id === network.caipNetworkId,
  )
}

/** The purchase currencies the options offer on the active network; none off eip155. */
export function offeredPurchaseCurrencies(host: AccountHost): PurchaseCurrency[] {
  const account = activeAccount(host)
  if (account?.namespace !== 'eip155') return []
  return onrampState(host).options.purchaseCurrencies.filter((currency) =>
    purchaseNetwork(currency, account.network),
  )
}

import { type OnrampUnavailable, onrampState, onrampUnavailable, purchaseNetwork } from '@gangway/core/onramp'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'
import { useActiveAccount } from '../../hooks/use-active-account.js'
import { usePartMessages } from '../../message-parts.js'
import { type OnrampMessageKey, onrampMessages } from './onramp-messages.js'

/** Why Buy is not offered, in the catalogue's words. */
export const UNAVAILABLE_MESSAGES: Record<OnrampUnavailable, OnrampMessageKey> = {
  'not-connected': 'onrampNotConnected',
  'unsupported-namespace': 'onrampUnsupportedNamespace',
  'no-service': 'onrampNotOffered',
  'feature-off': 'onrampNotOffered',
}

/**
 * The Buy views' common reads: the on-ramp state, why Buy is unavailable, the coins offered on the network.
 * `sync` for a field bound to the state, so typing never waits for a render.
 */
export function useOnramp({ sync = false }: { sync?: boolean } = {}) {
  const core = useCore()
  const t = usePartMessages(onrampMessages)
  const state = useSnapshot(onrampState(core), { sync })
  const { network, account } = useActiveAccount()
  const options = useSnapshot(core.store.options.state)
  // onrampUnavailable reads the live options and account: reading them here re-renders the view when they change.
  void [options.features.onramp, options.services?.blockchainApiUrl, account?.address]
  const unavailable = onrampUnavailable(core)
  const offered = network
    ? state.options.purchaseCurrencies.filter((currency) => purchaseNetwork(currency, network))
    : []
  return { core, t, state, network, unavailable, offered }
}

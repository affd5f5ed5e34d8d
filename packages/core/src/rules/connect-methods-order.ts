import { CONNECT_METHODS_ORDER } from '@gangway/common'
import type { ConnectMethod } from '../options.js'

export interface ConnectMethodsOrderInput {
  /** `features.connectMethodsOrder`; the SPEC order when not given. */
  order?: readonly ConnectMethod[] | undefined
  /** An injected or announced browser wallet is present. */
  hasBrowserWallet: boolean
  emailEnabled: boolean
  socialsEnabled: boolean
}

/**
 * SPEC §2: connect methods are ordered email, social, wallet; wallet comes first when a browser wallet is
 * present. A host's own (non-default) order is kept as given. Email and social entries appear only when
 * those features are on.
 */
export function getConnectMethodsOrder({
  order = CONNECT_METHODS_ORDER,
  hasBrowserWallet,
  emailEnabled,
  socialsEnabled,
}: ConnectMethodsOrderInput): ConnectMethod[] {
  const isDefaultOrder =
    order.length === CONNECT_METHODS_ORDER.length &&
    order.every((method, i) => method === CONNECT_METHODS_ORDER[i])
  const ordered =
    isDefaultOrder && hasBrowserWallet
      ? ['wallet' as const, ...order.filter((method) => method !== 'wallet')]
      : [...order]
  return ordered.filter(
    (method) => (method !== 'email' || emailEnabled) && (method !== 'social' || socialsEnabled),
  )
}

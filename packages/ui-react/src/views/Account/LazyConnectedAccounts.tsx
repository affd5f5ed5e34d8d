import { renderLazyView } from '../../modal/lazy-view.js'
import { connectedAccountsPart } from '../../modal/multichain-parts.js'
import type { ConnectedAccountsProps } from './ConnectedAccounts.js'

/**
 * ConnectedAccounts, whose code is only asked for when Account lists several accounts (several namespaces).
 * Until the code is there the whole view waits (the modal's loading state), so nothing shifts.
 */
export function LazyConnectedAccounts(props: ConnectedAccountsProps) {
  return renderLazyView(connectedAccountsPart, props)
}

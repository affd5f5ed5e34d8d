import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'
import type { ConnectedAccountsProps } from '../views/Account/ConnectedAccounts.js'
import { lazyView } from './lazy-view.js'
import { whenSettled } from './when-settled.js'

// ARCHITECTURE, UI: the namespace filters of Connect and the connected accounts of Account only show with more
// than one namespace configured. Their code is one chunk, fetched once such an app mounts the modal.
const loadParts = () => import('../views/multichain.js')

export const namespaceFiltersPart = lazyView(() => loadParts().then((module) => module.NamespaceFilters))
export const connectedAccountsPart = lazyView<ConnectedAccountsProps>(() =>
  loadParts().then((module) => module.ConnectedAccounts),
)

/** Starts loading the multichain parts; resolves once both render without suspending. */
export function preloadMultiChainParts(): Promise<void> {
  return Promise.all([namespaceFiltersPart.preload(), connectedAccountsPart.preload()]).then(() => undefined)
}

/**
 * With more than one namespace configured, loads the multichain parts once the page has settled, long before
 * Connect or Account needs them: they then render with their view, never after it (no shift, no spinner).
 */
export function usePreloadMultiChainParts(): void {
  // Only the namespaces' keys are read, so the modal does not re-render when an account or network changes.
  const { chains } = useSnapshot(useCore().store.chain.state)
  const several = Object.keys(chains).length > 1
  useEffect(() => {
    if (several) return whenSettled(() => void preloadMultiChainParts())
  }, [several])
}

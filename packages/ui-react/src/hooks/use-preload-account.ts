import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'
import { preloadAccountTabs } from '../views/Account/LazyAccountTabs.js'

/**
 * Once an account is connected, the Account view's tabs (and the blockchain-service client) are fetched in the
 * background, so opening Account shows them at once rather than suspending on their download.
 */
export function usePreloadAccountTabs(): void {
  const core = useCore()
  const { activeCaipAddress } = useSnapshot(core.store.chain.state)
  const hasServices = Boolean(core.store.options.state.services?.blockchainApiUrl)
  useEffect(() => {
    if (activeCaipAddress && hasServices) preloadAccountTabs()
  }, [activeCaipAddress, hasServices])
}

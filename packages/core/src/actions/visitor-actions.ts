import { lazyModule } from '../utils/lazy-module.js'

/**
 * What the visitor does with the instance (connect, pair over WalletConnect, disconnect, switch network). None of
 * it is needed to draw the buttons, so it stays out of the page's first download: `preload` fetches it while the
 * instance gets ready, and a call made before it arrives waits for it.
 */
export function visitorActions() {
  const actions = {
    connect: lazyModule(() => import('./connect.js')),
    disconnect: lazyModule(() => import('./disconnect.js')),
    switchNetwork: lazyModule(() => import('./switch-network.js')),
    pairing: lazyModule(() => import('./walletconnect-pairing.js')),
  }
  return {
    ...actions,
    /** Never fails: a chunk that could not be fetched now is fetched again by the call that needs it. */
    preload: (): Promise<void> =>
      Promise.all(Object.values(actions).map((action) => action.load())).then(
        () => undefined,
        () => undefined,
      ),
  }
}

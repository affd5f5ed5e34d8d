import { lazyView } from '../lazy-view.js'
import { preloadSendSteps } from './feature-steps.js'

// The first view of each wallet feature of Account (Send, Swap, Buy). Account preloads Send ahead of a click.
export const WalletSend = lazyView(() =>
  import('../../views/WalletSend/index.js').then((module) => module.WalletSend),
)
export const Swap = lazyView(() => import('../../views/Swap/index.js').then((module) => module.Swap))
export const OnRampProviders = lazyView(() =>
  import('../../views/OnRampProviders/index.js').then((module) => module.OnRampProviders),
)

/** Starts loading the three Send views, so each step renders at once; resolves once they have arrived. */
export function preloadSendViews(): Promise<void> {
  return Promise.all([WalletSend.preload(), preloadSendSteps()]).then(() => undefined)
}

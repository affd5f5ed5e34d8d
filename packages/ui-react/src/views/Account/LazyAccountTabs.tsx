import type { ChainNamespace } from '@gangway/common'
import { lazyView, renderLazyView } from '../../modal/lazy-view.js'

// The tabs carry the blockchain-service client, the virtual activity list and their data: a chunk of their
// own, preloaded once an account is connected (see preloadAccountTabs).
const AccountTabs = lazyView<{ namespace: ChainNamespace }>(() =>
  import('./tabs/AccountTabs.js').then((module) => module.AccountTabs),
)

export function LazyAccountTabs({ namespace }: { namespace: ChainNamespace }) {
  return renderLazyView(AccountTabs, { namespace })
}

/** Starts loading the tabs ahead of the Account view, so opening it shows them at once. */
export function preloadAccountTabs(): void {
  void AccountTabs.preload()
}

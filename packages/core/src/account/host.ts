import type { ChainNamespace } from '@gangway/common'
import type { ChainAdapter } from '../adapter.js'
import type { Store } from '../create-store.js'

/** What the account features need of an instance: its store and adapters (an `AppKitCore` is one). */
export interface AccountHost {
  store: Store
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** Re-reads a namespace's native balance (after a send); absent where nothing shows it. */
  updateNativeBalance?(namespace?: ChainNamespace): Promise<void>
}

/** The active namespace's connected address and network, or undefined when nothing is connected there. */
export function activeAccount({ store }: AccountHost) {
  const namespace = store.chain.state.activeChain
  if (!namespace) return undefined
  const chainState = store.chain.state.chains[namespace]
  const address = chainState?.accountState.address
  const network = chainState?.activeCaipNetwork
  if (!address || !network) return undefined
  return { namespace, address, network }
}

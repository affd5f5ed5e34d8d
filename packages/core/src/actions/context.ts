import type { ChainNamespace } from '@gangway/common'
import type { ChainAdapter } from '../adapter.js'
import type { CoreStore } from '../create-store.js'

/** What core's actions share within one instance. */
export interface CoreContext {
  store: CoreStore
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** Namespaces whose disconnect() is running, so the adapter's own disconnect event is not handled twice. */
  disconnecting: Set<ChainNamespace>
  /** The latest balance request per namespace; only it may write the result. */
  balanceRequests: Map<ChainNamespace, number>
  /** Native balance reads under way, by namespace, address and network: asked for twice, fetched once. */
  balanceReads: Map<string, Promise<void>>
  /** Set by destroy(); adapter events after it are ignored. */
  destroyed: boolean
}

import type { ChainNamespace } from '@gangway/common'
import type { ChainAdapter } from '../adapter.js'
import type { AuthClient } from '../auth/types.js'
import type { CoreStore } from '../create-store.js'
import type { StorageBackend } from '../utils/environment.js'
import type { Timers } from '../utils/timers.js'
import type { WalletConnectClient } from '../walletconnect/client.js'

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
  /** The shared WalletConnect client, when WalletConnect is enabled. */
  walletConnect?: WalletConnectClient | undefined
  /** The embedded wallet (secure frame), when e-mail or social sign-in is on and a secure site is configured. */
  auth?: AuthClient | undefined
  /** The page's storage (undefined on a server or when blocked): what sign-in keeps across a reload. */
  pageStorage?: StorageBackend | undefined
  /** The pairing a WalletConnect view asked for: its attempt number and pending timers. */
  pairing: {
    attempt: number
    cancelRefresh?: (() => void) | undefined
    cancelRetry?: (() => void) | undefined
  }
  /** The instance's timers: destroy() stops them all. */
  timers: Timers
  /** The clock pairing expiry is measured with. */
  now: () => number
  /** SPEC §4: on Telegram and Safari on iOS a pairing shows as connecting until it is approved. */
  pairingShowsConnecting: () => boolean
}

import type { CaipNetwork, CaipNetworkId } from '@gangway/common'
import type { Metadata, UniversalProviderConfigOverride } from '@gangway/core'
import type UniversalProvider from '@walletconnect/universal-provider'

/** What createWalletConnectClient is made with (from createAppKit's options). */
export interface WalletConnectClientOptions {
  projectId: string
  networks: readonly CaipNetwork[]
  metadata?: Metadata | undefined
  /** WalletConnect relay; the SDK's public relay when absent. */
  relayUrl?: string | undefined
  /** Verify service base (`…/v3`); the SDK's hosted one when absent. */
  verifyUrl?: string | undefined
  customRpcUrls?: Partial<Record<CaipNetworkId, { url: string }[]>> | undefined
  universalProviderConfigOverride?: UniversalProviderConfigOverride | undefined
  defaultNetwork?: CaipNetwork | undefined
  /** A provider the host made itself (`universalProvider` option): used as given. */
  universalProvider?: UniversalProvider | undefined
  /** Separates two instances' stored sessions on one page. */
  customStoragePrefix?: string | undefined
  /** Where the SDK keeps its session (IndexedDB in a browser by default); a server or a test passes its own. */
  storage?: UniversalProviderOptions['storage'] | undefined
}

type UniversalProviderOptions = Parameters<typeof UniversalProvider.init>[0]

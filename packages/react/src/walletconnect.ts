import { createWalletConnectClient, DeferredUniversalAdapter } from '@gangway/adapter-universal/start'
import type { ChainNamespace } from '@gangway/common'
import type { AppKitOptions, ChainAdapter, WalletConnectClient } from '@gangway/core'

export interface WalletConnectSetup {
  adapters: ChainAdapter[]
  walletConnect: WalletConnectClient | undefined
}

/**
 * Every configured namespace without an adapter of the host's gets a UniversalAdapter, so WalletConnect
 * serves it (deferred: its code loads after start-up, and a host whose namespaces all have adapters never
 * downloads it); they and the host's adapters that speak WalletConnect (wagmi's) share one client, so one pairing
 * connects them all. The client proposes only the namespaces such an adapter serves. Nothing
 * is loaded here: the SDK arrives with the first pairing or a stored session's restore.
 */
export function setUpWalletConnect(options: AppKitOptions): WalletConnectSetup {
  const given = options.adapters ?? []
  if (options.enableWalletConnect === false) return { adapters: given, walletConnect: undefined }
  const taken = new Set<ChainNamespace>(given.map((adapter) => adapter.namespace))
  const added = [...new Set(options.networks.map((network) => network.chainNamespace))]
    .filter((namespace) => !taken.has(namespace))
    .map((namespace) => new DeferredUniversalAdapter({ namespace }))
  const speaking = [...given, ...added].filter((adapter) => adapter.speaksWalletConnect)
  if (speaking.length === 0) return { adapters: given, walletConnect: undefined }
  const namespaces = new Set(speaking.map((adapter) => adapter.namespace))
  const walletConnect = createWalletConnectClient({
    projectId: options.projectId,
    networks: options.networks.filter((network) => namespaces.has(network.chainNamespace)),
    metadata: options.metadata,
    relayUrl: options.services?.relayUrl,
    verifyUrl: options.services?.verifyUrl,
    customRpcUrls: options.customRpcUrls,
    defaultNetwork: options.defaultNetwork,
    universalProviderConfigOverride: options.universalProviderConfigOverride,
    universalProvider: options.universalProvider as never,
  })
  return { adapters: [...given, ...added], walletConnect }
}

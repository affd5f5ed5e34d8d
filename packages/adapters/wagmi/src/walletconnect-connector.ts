import type { WalletConnectClient } from '@gangway/core'
import { WALLET_CONNECT_CONNECTOR_ID } from '@gangway/core/start'
import { createConnector } from '@wagmi/core'
import type {
  createWalletConnectConnectorImpl,
  UniversalProviderLike,
} from './walletconnect-connector-impl.js'

type Impl = ReturnType<typeof createWalletConnectConnectorImpl>

/**
 * A wagmi connector over the instance's shared WalletConnect session (one pairing serves every namespace, so
 * wagmi never pairs by itself): `connect` adopts the eip155 accounts the wallet approved. `getClient` is the
 * instance's client, known only once the adapter is constructed; without it the connector has no session. What it
 * does loads on its first call, so a page's first download carries only its name.
 */
export function walletConnectConnector(getClient: () => WalletConnectClient | undefined) {
  return createConnector<UniversalProviderLike>((config) => {
    let impl: Impl | undefined
    let loading: Promise<Impl> | undefined
    const load = (): Promise<Impl> => {
      if (impl) return Promise.resolve(impl)
      loading ??= import('./walletconnect-connector-impl.js').then(
        (module) => (impl = module.createWalletConnectConnectorImpl(config, getClient)),
        (cause: unknown) => {
          // A chunk that did not arrive is fetched again by the next call.
          loading = undefined
          throw cause
        },
      )
      return loading
    }
    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'walletConnect',
      // wagmi's connect() is typed for its capabilities form too; WalletConnect accounts carry none here.
      connect: async (parameters) => (await load()).connect(parameters?.chainId) as never,
      disconnect: async () => (await load()).disconnect(),
      getAccounts: async () => (await load()).getAccounts(),
      getChainId: async () => (await load()).getChainId(),
      getProvider: async () => (await load()).getProvider(),
      isAuthorized: async () => (await load()).isAuthorized(),
      switchChain: async ({ chainId }) => (await load()).switchChain(chainId),
      // The provider's events come only after a call has loaded the code.
      onAccountsChanged: (accounts) => impl?.onAccountsChanged(accounts),
      onChainChanged: (chain) => impl?.onChainChanged(chain),
      onDisconnect: () => impl?.onDisconnect(),
    }
  })
}

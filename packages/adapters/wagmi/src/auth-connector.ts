import { AUTH_CONNECTOR_ID, type AuthClient, type AuthEip1193Provider } from '@gangway/core'
import { createConnector } from '@wagmi/core'
import type { AuthConnectorImpl } from './auth-connector-impl.js'

/** The name the embedded wallet goes by in wagmi's list (the modal shows it as e-mail and social sign-in). */
export const AUTH_CONNECTOR_NAME = 'Email and socials'

/**
 * A wagmi connector over the instance's embedded wallet (the secure frame). Only its name is here: what it does
 * loads on first use, so a page whose visitors never sign in by e-mail or social does not download it. `getAuth`
 * is the instance's client, known once the adapter is constructed.
 */
export function authConnector(getAuth: () => AuthClient | undefined) {
  return createConnector<AuthEip1193Provider>((config) => {
    let impl: Promise<AuthConnectorImpl> | undefined
    let loaded: AuthConnectorImpl | undefined
    const load = () =>
      (impl ??= import('./auth-connector-impl.js').then((module) => {
        loaded = module.createAuthConnectorImpl(config, getAuth)
        return loaded
      }))
    return {
      id: AUTH_CONNECTOR_ID,
      name: AUTH_CONNECTOR_NAME,
      type: 'AUTH',
      // wagmi's connect() is typed for its capabilities form too; the embedded wallet reports none.
      connect: async (parameters) => (await (await load()).connect(parameters?.chainId)) as never,
      disconnect: async () => (await load()).disconnect(),
      getAccounts: async () => (await load()).getAccounts(),
      getChainId: async () => (await load()).getChainId(),
      getProvider: async () => (await load()).getProvider(),
      // Nothing stored, nothing to restore: the code is not even loaded.
      isAuthorized: async () => Boolean(getAuth()?.hasStoredLogin()) && (await load()).isAuthorized(),
      switchChain: async ({ chainId }) => (await load()).switchChain(chainId),
      onAccountsChanged: (accounts) => loaded?.onAccountsChanged(accounts),
      onChainChanged: (chain) => loaded?.onChainChanged(chain),
      onDisconnect: () => loaded?.onDisconnect(),
    }
  })
}

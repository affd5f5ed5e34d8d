import { AUTH_CONNECTOR_ID, type AuthClient, type AuthEip1193Provider } from '@gangway/core/auth'
import type { CreateConnectorFn } from '@wagmi/core'
import { createAuthConnectorImpl } from './auth-connector-impl.js'

/** The name the embedded wallet goes by in wagmi's list (the modal shows it as e-mail and social sign-in). */
export const AUTH_CONNECTOR_NAME = 'Email and socials'

/**
 * A wagmi connector over the instance's embedded wallet (the secure frame). The adapter imports this module only
 * for an instance that has one, so a page without e-mail or social sign-in downloads none of it. It imports
 * nothing from core's main entry, nor wagmi's `createConnector` (which returns what it is given): a lazy chunk
 * that shares modules with the start-up code makes the bundler split those out into one more start-up chunk.
 */
export function authConnector(getAuth: () => AuthClient | undefined): CreateConnectorFn<AuthEip1193Provider> {
  return (config) => {
    const impl = createAuthConnectorImpl(config, getAuth)
    return {
      id: AUTH_CONNECTOR_ID,
      name: AUTH_CONNECTOR_NAME,
      type: 'AUTH',
      // wagmi's connect() is typed for its capabilities form too; the embedded wallet reports none.
      connect: async (parameters) => (await impl.connect(parameters?.chainId)) as never,
      disconnect: () => impl.disconnect(),
      getAccounts: async () => impl.getAccounts(),
      getChainId: async () => impl.getChainId(),
      getProvider: async () => impl.getProvider(),
      // Nothing stored, nothing to restore: the frame is not even asked.
      isAuthorized: async () => Boolean(getAuth()?.hasStoredLogin()) && impl.isAuthorized(),
      switchChain: ({ chainId }) => impl.switchChain(chainId),
      onAccountsChanged: impl.onAccountsChanged,
      onChainChanged: impl.onChainChanged,
      onDisconnect: impl.onDisconnect,
    }
  }
}

import type { CaipNetwork } from '@gangway/common'
import type { AuthEip1193Provider } from '../auth/eip1193-provider.js'
import { AUTH_CONNECTOR_ID, type AuthClient } from '../auth/types.js'
import { requestWallet } from './eip1193-connection.js'
import { toAccounts } from './parse.js'
import type { EvmWallet, WalletSession } from './types.js'

/** The name the embedded wallet goes by in an adapter's connector list. */
export const AUTH_CONNECTOR_NAME = 'Email and socials'

/**
 * The embedded wallet (the secure frame) as an EIP-1193 adapter drives a wallet: `connect` adopts the session the
 * sign-in views made, `restore` a stored one. The provider's code loads on first use.
 */
export function createAuthWallet(auth: AuthClient): EvmWallet {
  let provider: AuthEip1193Provider | undefined

  async function load(): Promise<AuthEip1193Provider> {
    if (!provider) {
      const { createAuthEip1193Provider } = await import('../auth/eip1193-provider.js')
      provider ??= createAuthEip1193Provider(auth)
    }
    return provider
  }

  async function adopt(
    network: CaipNetwork | undefined,
    restore: boolean,
  ): Promise<WalletSession | undefined> {
    const current = await load()
    const wanted = network ? Number(network.id) : 1
    const user = await current.connect({ chainId: wanted, restore })
    return user ? { address: user.address, chainId: current.chainId ?? wanted } : undefined
  }

  return {
    connectorId: AUTH_CONNECTOR_ID,
    provider: () => provider,
    request: async (args) => requestWallet(await load(), args),
    async connect(network) {
      const session = await adopt(network, false)
      if (!session) throw new Error('No sign-in to adopt')
      return session
    },
    restore: async () => (auth.hasStoredLogin() ? adopt(undefined, true) : undefined),
    async switchChain(network) {
      await requestWallet(await load(), {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
      })
    },
    async disconnect() {
      await provider?.disconnect()
    },
    watch(watchers) {
      const current = provider
      if (!current) return () => undefined
      const onAccounts = (accounts: unknown) => watchers.accountsChanged(toAccounts(accounts))
      const onChain = (chainId: string) => watchers.chainChanged(Number(chainId))
      const onDisconnect = () => watchers.disconnect()
      current.on('accountsChanged', onAccounts as never)
      current.on('chainChanged', onChain as never)
      current.on('disconnect', onDisconnect)
      return () => {
        current.removeListener('accountsChanged', onAccounts as never)
        current.removeListener('chainChanged', onChain as never)
        current.removeListener('disconnect', onDisconnect)
      }
    },
  }
}

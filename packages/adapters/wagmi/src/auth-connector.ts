import { AUTH_CONNECTOR_ID, type AuthClient, type AuthEip1193Provider } from '@gangway/core'
import { createConnector } from '@wagmi/core'
import { type Address, getAddress } from 'viem'
import { WagmiNoAuthSessionError } from './errors.js'

/** The name the embedded wallet goes by in wagmi's list (the modal shows it as e-mail and social sign-in). */
export const AUTH_CONNECTOR_NAME = 'Email and socials'

/**
 * A wagmi connector over the instance's embedded wallet (the secure frame). `connect` adopts the account of the
 * session the sign-in views made; `isAuthorized` restores a stored one after a reload. `getAuth` is the
 * instance's client, known once the adapter is constructed.
 */
export function authConnector(getAuth: () => AuthClient | undefined) {
  let provider: AuthEip1193Provider | undefined
  let client: AuthClient | undefined

  // The provider's code loads on first use (a sign-in, or a stored one restored), not with the page.
  async function providerOf(): Promise<AuthEip1193Provider> {
    const auth = getAuth()
    if (!auth) throw new WagmiNoAuthSessionError()
    if (!provider || client !== auth) {
      const { createAuthEip1193Provider } = await import('@gangway/core/auth')
      provider = createAuthEip1193Provider(auth)
      client = auth
    }
    return provider
  }

  return createConnector<AuthEip1193Provider>((config) => {
    const onAccountsChanged = (accounts: string[]) =>
      config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
    const onChainChanged = (chain: string) => config.emitter.emit('change', { chainId: Number(chain) })
    const onDisconnect = () => config.emitter.emit('disconnect')
    let listening = false

    function listen(current: AuthEip1193Provider) {
      if (listening) return
      listening = true
      current.on('accountsChanged', onAccountsChanged as never)
      current.on('chainChanged', onChainChanged as never)
      current.on('disconnect', onDisconnect)
    }

    async function adopt(restore: boolean, chainId?: number) {
      const current = await providerOf()
      const wanted = chainId ?? config.chains[0].id
      const user = await current.connect({ chainId: wanted, restore })
      if (!user) throw new WagmiNoAuthSessionError()
      listen(current)
      return { accounts: [getAddress(user.address)], chainId: current.chainId ?? wanted }
    }

    return {
      id: AUTH_CONNECTOR_ID,
      name: AUTH_CONNECTOR_NAME,
      type: 'AUTH',
      async connect(parameters) {
        // wagmi's connect() is typed for its capabilities form too; the embedded wallet reports none.
        return (await adopt(false, parameters?.chainId)) as never
      },
      async disconnect() {
        await provider?.disconnect()
      },
      async getAccounts() {
        const address = provider?.address
        return address ? [getAddress(address) as Address] : []
      },
      async getChainId() {
        const chainId = provider?.chainId
        if (chainId === undefined) throw new WagmiNoAuthSessionError()
        return chainId
      },
      async getProvider() {
        return providerOf()
      },
      async isAuthorized() {
        const auth = getAuth()
        if (!auth?.hasStoredLogin()) return false
        if (provider?.address) return true
        try {
          await adopt(true)
          return true
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new Error(`Chain ${chainId} is not configured.`)
        await (await providerOf()).request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        })
        return chain
      },
      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    }
  })
}

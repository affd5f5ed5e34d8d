import { type AuthClient, type AuthEip1193Provider, createAuthEip1193Provider } from '@gangway/core/auth'
import type { CreateConnectorFn } from '@wagmi/core'
import { type Address, getAddress } from 'viem'
import { WagmiNoAuthSessionError } from './operation-errors.js'

type WagmiConnectorConfig = Parameters<CreateConnectorFn>[0]

/**
 * What the embedded-wallet connector does (loaded with it, only for an instance with an embedded wallet):
 * `connect` adopts the account of the session the sign-in views made, `isAuthorized` restores a stored one, and
 * requests go to the frame's EIP-1193 provider.
 */
export function createAuthConnectorImpl(config: WagmiConnectorConfig, getAuth: () => AuthClient | undefined) {
  let provider: AuthEip1193Provider | undefined
  let client: AuthClient | undefined
  let listening = false

  const onAccountsChanged = (accounts: string[]) =>
    config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
  const onChainChanged = (chain: string) => config.emitter.emit('change', { chainId: Number(chain) })
  const onDisconnect = () => config.emitter.emit('disconnect')

  function providerOf(): AuthEip1193Provider {
    const auth = getAuth()
    if (!auth) throw new WagmiNoAuthSessionError()
    if (!provider || client !== auth) {
      provider = createAuthEip1193Provider(auth)
      client = auth
      listening = false
    }
    return provider
  }

  async function adopt(restore: boolean, chainId?: number) {
    const current = providerOf()
    const wanted = chainId ?? config.chains[0].id
    const user = await current.connect({ chainId: wanted, restore })
    if (!user) throw new WagmiNoAuthSessionError()
    if (!listening) {
      listening = true
      current.on('accountsChanged', onAccountsChanged as never)
      current.on('chainChanged', onChainChanged as never)
      current.on('disconnect', onDisconnect)
    }
    return { accounts: [getAddress(user.address)], chainId: current.chainId ?? wanted }
  }

  return {
    connect: (chainId?: number) => adopt(false, chainId),
    async disconnect() {
      await provider?.disconnect()
    },
    getAccounts(): Address[] {
      const address = provider?.address
      return address ? [getAddress(address)] : []
    },
    getChainId(): number {
      const chainId = provider?.chainId
      if (chainId === undefined) throw new WagmiNoAuthSessionError()
      return chainId
    },
    getProvider: providerOf,
    async isAuthorized() {
      if (provider?.address) return true
      try {
        await adopt(true)
        return true
      } catch {
        return false
      }
    },
    async switchChain(chainId: number) {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      if (!chain) throw new Error(`Chain ${chainId} is not configured.`)
      await providerOf().request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${chainId.toString(16)}` }],
      })
      return chain
    },
    onAccountsChanged,
    onChainChanged,
    onDisconnect,
  }
}

export type AuthConnectorImpl = ReturnType<typeof createAuthConnectorImpl>

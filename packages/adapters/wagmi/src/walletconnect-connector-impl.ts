import type { WalletConnectClient, WalletConnectSession } from '@gangway/core'
import type { CreateConnectorFn } from '@wagmi/core'
import { type Address, getAddress, numberToHex } from 'viem'
import { WagmiNoWalletConnectSessionError } from './operation-errors.js'

type WagmiConnectorConfig = Parameters<CreateConnectorFn>[0]

/** What the connector needs of the universal provider the instance's WalletConnect client loads. */
export interface UniversalProviderLike {
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>
  setDefaultChain(chain: string, rpcUrl?: string): void
}

/** The eip155 accounts of a session, by chain id, in the wallet's order. */
function evmAccounts(session: WalletConnectSession | undefined): { chainId: number; address: Address }[] {
  return (session?.accounts ?? []).flatMap((account) => {
    const [namespace, chainId, address] = account.split(':')
    return namespace === 'eip155' && chainId && address
      ? [{ chainId: Number(chainId), address: getAddress(address) }]
      : []
  })
}

/**
 * What the WalletConnect connector does, loaded on its first call (a pairing, or a stored session's restore):
 * `connect` adopts the eip155 accounts the wallet approved in the instance's shared session, and requests go to
 * the wallet on the chain wagmi is on.
 */
export function createWalletConnectConnectorImpl(
  config: WagmiConnectorConfig,
  getClient: () => WalletConnectClient | undefined,
) {
  let chainId: number | undefined
  let provider: UniversalProviderLike | undefined

  const session = async () => {
    const client = getClient()
    if (!client) return undefined
    return client.getSession() ?? (await client.restore())
  }

  return {
    async connect(wanted: number | undefined) {
      const accounts = evmAccounts(await session())
      if (accounts.length === 0) throw new WagmiNoWalletConnectSessionError()
      chainId = accounts.some((account) => account.chainId === wanted) ? wanted : accounts[0]?.chainId
      provider = (await getClient()?.getProvider()) as UniversalProviderLike
      provider.setDefaultChain(`eip155:${chainId}`)
      const onChain = accounts
        .filter((account) => account.chainId === chainId)
        .map((account) => account.address)
      return { accounts: onChain, chainId: chainId as number }
    },
    async disconnect() {
      chainId = undefined
      await getClient()?.disconnect()
    },
    getAccounts() {
      const accounts = evmAccounts(getClient()?.getSession())
      const onChain = accounts.filter((account) => account.chainId === chainId)
      return (onChain.length > 0 ? onChain : accounts).map((account) => account.address)
    },
    getChainId() {
      if (chainId === undefined) throw new WagmiNoWalletConnectSessionError()
      return chainId
    },
    async getProvider() {
      // wagmi's reconnect asks for the provider before anything else: load it (a stored session is waiting).
      provider ??= (await getClient()?.getProvider()) as UniversalProviderLike | undefined
      const current = provider
      if (!current) throw new WagmiNoWalletConnectSessionError()
      // Requests go to the wallet on the chain wagmi is on.
      return {
        ...current,
        request: (args: { method: string; params?: unknown }) => current.request(args, `eip155:${chainId}`),
      } as UniversalProviderLike
    },
    async isAuthorized() {
      // Asked only when the visitor's stored connector is this one, so loading the SDK here is expected.
      return evmAccounts(await session()).length > 0
    },
    async switchChain(target: number) {
      const chain = config.chains.find((candidate) => candidate.id === target)
      if (!chain) throw new Error(`Chain ${target} is not configured.`)
      const approved = evmAccounts(getClient()?.getSession()).some((account) => account.chainId === target)
      // A chain the session covers needs no round trip: every request names its chain.
      if (!approved && provider && chainId !== undefined) {
        await provider.request(
          { method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(target) }] },
          `eip155:${chainId}`,
        )
      }
      chainId = target
      provider?.setDefaultChain(`eip155:${target}`)
      config.emitter.emit('change', { chainId: target })
      return chain
    },
    onAccountsChanged(accounts: string[]) {
      config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
    },
    onChainChanged(chain: string) {
      chainId = Number(chain)
      config.emitter.emit('change', { chainId })
    },
    onDisconnect() {
      chainId = undefined
      config.emitter.emit('disconnect')
    },
  }
}

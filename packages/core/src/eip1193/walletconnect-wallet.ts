import {
  AddressNotFoundError,
  type CaipAddress,
  type CaipNetwork,
  ERROR_MESSAGES,
  GangwayError,
  toGangwayError,
} from '@gangway/common'
import {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectClient,
  type WalletConnectEvent,
  type WalletConnectSession,
} from '../walletconnect/client.js'
import { switchEthereumChain } from './switch-chain.js'
import type { Eip1193Provider, Eip1193RequestArguments, EvmWallet, WalletWatchers } from './types.js'

/** What the wallet needs of the universal provider the instance's WalletConnect client loads. */
interface UniversalProviderLike {
  request(args: Eip1193RequestArguments, chain?: string): Promise<unknown>
  setDefaultChain(chain: string, rpcUrl?: string): void
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

export interface WalletConnectWalletOptions {
  client: WalletConnectClient
  /** The RPC URL the universal provider reads a chain through (customRpcUrls first). */
  rpcUrlOf(chainId: number): string | undefined
}

/** The eip155 accounts of a WalletConnect session, in the wallet's order. */
export function evmAccountsOf(accounts: readonly CaipAddress[]): { chainId: number; address: string }[] {
  return accounts.flatMap((account) => {
    const [namespace, chainId, address] = account.split(':')
    return namespace === 'eip155' && chainId && address ? [{ chainId: Number(chainId), address }] : []
  })
}

/**
 * The instance's shared WalletConnect session as an EVM wallet. One pairing serves every namespace, so this
 * never pairs: `connect` adopts the eip155 accounts the wallet approved (on the wanted chain when approved,
 * else the first). Requests name their chain (`eip155:<id>`), as the universal provider routes them.
 */
export function createWalletConnectWallet({ client, rpcUrlOf }: WalletConnectWalletOptions): EvmWallet {
  let universal: UniversalProviderLike | undefined
  let chainId: number | undefined

  const onChain = () => `eip155:${chainId}`
  // One object for the whole connection, so a host that keeps the provider keeps a working one.
  const eip1193: Eip1193Provider & { isWalletConnect: true } = {
    isWalletConnect: true,
    request: async (args) => requireUniversal().request(args, onChain()),
    on: (event, listener) => universal?.on?.(event, listener),
    removeListener: (event, listener) => universal?.removeListener?.(event, listener),
  }

  function requireUniversal(): UniversalProviderLike {
    if (!universal || chainId === undefined) {
      throw new GangwayError(ERROR_MESSAGES.notSupported, { details: 'No WalletConnect session is adopted.' })
    }
    return universal
  }

  async function request(args: Eip1193RequestArguments): Promise<unknown> {
    try {
      return await requireUniversal().request(args, onChain())
    } catch (error) {
      throw toGangwayError(error)
    }
  }

  function moveTo(target: number) {
    chainId = target
    universal?.setDefaultChain(onChain(), rpcUrlOf(target))
  }

  async function adopt(session: WalletConnectSession | undefined, wanted: number | undefined) {
    const accounts = evmAccountsOf(session?.accounts ?? [])
    const account = accounts.find((candidate) => candidate.chainId === wanted) ?? accounts[0]
    if (!account) {
      throw new AddressNotFoundError({ details: 'The WalletConnect session has no eip155 account.' })
    }
    universal = (await client.getProvider()) as UniversalProviderLike
    moveTo(account.chainId)
    return { address: account.address, chainId: account.chainId }
  }

  function onSessionEvent(event: WalletConnectEvent, watchers: WalletWatchers) {
    if (event.type === 'disconnect') {
      chainId = undefined
      watchers.disconnect()
    } else if (event.type === 'chainChanged') {
      const [namespace, reference] = event.caipNetworkId.split(':')
      if (namespace !== 'eip155' || !reference) return
      moveTo(Number(reference))
      watchers.chainChanged(Number(reference))
    } else {
      const accounts = evmAccountsOf(event.accounts)
      const onCurrent = accounts.filter((account) => account.chainId === chainId)
      const addresses = [...new Set((onCurrent.length > 0 ? onCurrent : accounts).map((a) => a.address))]
      // A session update that leaves no eip155 account is not a disconnect: the session ends with its delete.
      if (addresses.length > 0) watchers.accountsChanged(addresses)
    }
  }

  return {
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    provider: () => (universal && chainId !== undefined ? eip1193 : undefined),
    request,
    async connect(network: CaipNetwork | undefined) {
      const session = client.getSession() ?? (await client.restore())
      return adopt(session, network ? Number(network.id) : undefined)
    },
    async restore() {
      const session = client.getSession() ?? (await client.restore())
      if (evmAccountsOf(session?.accounts ?? []).length === 0) return undefined
      return adopt(session, undefined)
    },
    async switchChain(network) {
      const target = Number(network.id)
      const approved = evmAccountsOf(client.getSession()?.accounts ?? []).some((a) => a.chainId === target)
      // A chain the session approved needs no round trip: every request names its chain.
      if (!approved) await switchEthereumChain(request, network)
      moveTo(target)
    },
    async disconnect() {
      chainId = undefined
      await client.disconnect()
    },
    watch: (watchers) => client.subscribe((event) => onSessionEvent(event, watchers)),
    describe() {
      const peer = client.getSession()?.peer
      return peer ? { name: peer.name, icon: peer.icons[0] } : undefined
    },
  }
}

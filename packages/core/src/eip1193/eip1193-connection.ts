import { AddressNotFoundError, type CaipNetwork, getErrorCode, toGangwayError } from '@gangway/common'
import { toAccounts, toChainIdNumber } from './parse.js'
import { switchEthereumChain } from './switch-chain.js'
import type { Eip1193Provider, Eip1193RequestArguments, EvmWallet, WalletSession } from './types.js'

/**
 * MetaMask emits `disconnect` with 1013 when it merely lost its own connection to the chain's node and is
 * reconnecting: the site keeps its access, so this is not the wallet disconnecting the site.
 */
const RECONNECTING_CODE = 1013

/** Any provider request, with whatever the wallet threw turned into a GangwayError (4001 stays a rejection). */
export async function requestWallet(provider: Eip1193Provider, args: Eip1193RequestArguments) {
  try {
    return await provider.request(args)
  } catch (error) {
    throw toGangwayError(error)
  }
}

/** `eth_requestAccounts`: the user grants the site access (a prompt unless already granted). */
export async function requestAccounts(provider: Eip1193Provider): Promise<string[]> {
  return toAccounts(await requestWallet(provider, { method: 'eth_requestAccounts' }))
}

/** `eth_accounts`: the accounts the site may see, without a prompt; empty when it has no access. */
export async function readAccounts(provider: Eip1193Provider): Promise<string[]> {
  return toAccounts(await requestWallet(provider, { method: 'eth_accounts' }))
}

export async function readChainId(provider: Eip1193Provider): Promise<number> {
  return toChainIdNumber(await requestWallet(provider, { method: 'eth_chainId' }))
}

/**
 * `wallet_revokePermissions` (EIP-2255), so the next connect prompts again. Wallets without it keep the
 * access, and there is nothing else a site can do about it, so a failure is not the caller's failure.
 */
export async function revokePermissions(provider: Eip1193Provider): Promise<boolean> {
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    return true
  } catch {
    return false
  }
}

/**
 * A wallet behind an EIP-1193 provider: an EIP-6963 announced one (connector id = its rdns) or the legacy
 * injected `window.ethereum` (connector id 'injected').
 */
export function createEip1193Wallet(connectorId: string, provider: Eip1193Provider): EvmWallet {
  const request = (args: Eip1193RequestArguments) => requestWallet(provider, args)

  async function session(accounts: string[]): Promise<WalletSession | undefined> {
    const [address] = accounts
    return address ? { address, chainId: await readChainId(provider) } : undefined
  }

  return {
    connectorId,
    provider: () => provider,
    request,
    async connect(network: CaipNetwork | undefined) {
      const connected = await session(await requestAccounts(provider))
      if (!connected) throw new AddressNotFoundError({ details: 'The wallet granted access to no account.' })
      if (!network || Number(network.id) === connected.chainId) return connected
      try {
        await switchEthereumChain(request, network)
        return { ...connected, chainId: await readChainId(provider) }
      } catch {
        // The user granted access and only declined the chain: they are connected, on the wallet's chain,
        // which the result reports (core then shows its unsupported-chain rules if it needs to).
        return connected
      }
    },
    async restore() {
      return session(await readAccounts(provider))
    },
    switchChain: (network) => switchEthereumChain(request, network),
    async disconnect() {
      await revokePermissions(provider)
    },
    watch(watchers) {
      const onAccounts = (accounts: unknown) => watchers.accountsChanged(toAccounts(accounts))
      const onChain = (chainId: unknown) => watchers.chainChanged(toChainIdNumber(chainId))
      const onDisconnect = (error: unknown) => {
        if (getErrorCode(error) !== RECONNECTING_CODE) watchers.disconnect()
      }
      const subscriptions: [string, (value: unknown) => void][] = [
        ['accountsChanged', onAccounts],
        ['chainChanged', onChain],
        ['disconnect', onDisconnect],
      ]
      for (const [event, listener] of subscriptions) provider.on?.(event, listener)
      return () => {
        for (const [event, listener] of subscriptions) provider.removeListener?.(event, listener)
      }
    },
  }
}

import { type CaipNetwork, getErrorCode, RPC_ERROR_CODES } from '@gangway/common'
import { toHexChainId } from './parse.js'
import type { Eip1193RequestArguments } from './types.js'

type Request = (args: Eip1193RequestArguments) => Promise<unknown>

/** EIP-3085 `wallet_addEthereumChain` parameters, from the network's own definition. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

/**
 * The chain as the wallet learns it. Its public RPC URLs only: a host's `customRpcUrls` may carry API keys,
 * which must not end up in the user's wallet.
 */
export function addEthereumChainParameter(network: CaipNetwork): AddEthereumChainParameter {
  const { name, symbol, decimals } = network.nativeCurrency
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: toHexChainId(network.id),
    chainName: network.name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: [...(network.rpcUrls.chainDefault ?? network.rpcUrls.default).http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/**
 * Asks the wallet to switch to `network` (`wallet_switchEthereumChain`). A wallet that does not know the chain
 * (4902) is asked to add it (`wallet_addEthereumChain`), then to switch: most wallets switch on add, but
 * EIP-3085 does not require it.
 */
export async function switchEthereumChain(request: Request, network: CaipNetwork): Promise<void> {
  const switchTo = { method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(network.id) }] }
  try {
    await request(switchTo)
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error
    await request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(network)] })
    await request(switchTo)
  }
}

/** 4902 anywhere in the error; MetaMask Mobile nests it in `data.originalError`. */
export function isUnrecognizedChain(error: unknown): boolean {
  if (getErrorCode(error) === RPC_ERROR_CODES.unrecognizedChainId) return true
  const data = (error as { data?: { originalError?: { code?: unknown } } } | null)?.data
  return data?.originalError?.code === RPC_ERROR_CODES.unrecognizedChainId
}

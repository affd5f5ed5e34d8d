import { ERROR_MESSAGES } from '@gangway/common'
import type { ChainRegistry } from '../../chain/chain-registry.js'
import { ServiceError } from '../../http/errors.js'

/**
 * SPEC §5: swaps are offered on 12 networks (the SPEC does not list them; these are the usual EVM ones with DEX
 * liquidity). Ethereum (1) and Polygon (137) are the local chains; the others answer "not supported" here because
 * no pool of ours runs on them. Overridable with the `swapNetworks` option.
 */
export const DEFAULT_SWAP_NETWORKS: readonly string[] = [
  'eip155:1', // Ethereum
  'eip155:42161', // Arbitrum One
  'eip155:10', // OP Mainnet
  'eip155:324', // zkSync Era
  'eip155:8453', // Base
  'eip155:56', // BNB Smart Chain
  'eip155:137', // Polygon
  'eip155:100', // Gnosis
  'eip155:43114', // Avalanche C-Chain
  'eip155:250', // Fantom
  'eip155:8217', // Kaia
  'eip155:1313161554', // Aurora
]

/** SPEC §9: the swap slippage tolerance, in percent, when a request gives none. */
export const DEFAULT_SLIPPAGE_PERCENT = 1

/** 'eip155:137' → 137; anything else (another namespace, a malformed id) → undefined. */
export function evmChainIdOf(caipNetworkId: string): number | undefined {
  const [namespace, reference, ...rest] = caipNetworkId.split(':')
  if (namespace !== 'eip155' || rest.length > 0 || !reference || !/^\d{1,15}$/.test(reference))
    return undefined
  return Number(reference)
}

/** The chains swaps run on: listed as a swap network and served locally (a pool is deployed there). */
export class SwapNetworks {
  readonly #listed: ReadonlySet<number>

  constructor(
    private readonly chains: ChainRegistry,
    networks: readonly string[] = DEFAULT_SWAP_NETWORKS,
  ) {
    this.#listed = new Set(networks.flatMap((network) => evmChainIdOf(network) ?? []))
  }

  supports(chainId: number): boolean {
    return this.#listed.has(chainId) && this.chains.has(chainId)
  }

  /** The chain id of `caipNetworkId`, or the 400 the client shows as SPEC §8's 'Network not supported for Swaps'. */
  swapChain(caipNetworkId: string): number {
    const chainId = evmChainIdOf(caipNetworkId)
    if (chainId === undefined || !this.supports(chainId)) {
      throw new ServiceError(400, ERROR_MESSAGES.swapsUnsupported)
    }
    return chainId
  }

  /** Like {@link swapChain}, with SPEC §8's 'Network not supported for Gas Price'. */
  gasPriceChain(caipNetworkId: string): number {
    const chainId = evmChainIdOf(caipNetworkId)
    if (chainId === undefined || !this.supports(chainId)) {
      throw new ServiceError(400, ERROR_MESSAGES.gasPriceUnsupported)
    }
    return chainId
  }
}

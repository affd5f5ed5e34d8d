import {
  arbitrum,
  avalanche,
  base,
  baseSepolia,
  bsc,
  type CaipNetwork,
  gnosis,
  mainnet,
  optimism,
  polygon,
  polygonAmoy,
  sepolia,
  solana,
  solanaDevnet,
  solanaLocalnet,
  solanaTestnet,
  formatMessage,
} from '@gangway/common'
import type { FrameChain, FrameNamespace } from '../chains.js'
import type { TokenInfo } from './format.js'
import { VALUE } from './messages.js'

/** The networks Gangway ships (SPEC §3); the frame names the active one and its coin from this list. */
const KNOWN: readonly CaipNetwork[] = [
  mainnet,
  polygon,
  sepolia,
  arbitrum,
  optimism,
  base,
  bsc,
  avalanche,
  gnosis,
  polygonAmoy,
  baseSepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  solanaLocalnet,
]

export interface NetworkInfo {
  name: string
  native: TokenInfo
}

/** Every Solana cluster's coin; an EVM chain the frame does not know is assumed to have 18 decimals, as they do. */
const FALLBACK_NATIVE: Record<FrameNamespace, TokenInfo> = {
  eip155: { symbol: VALUE.nativeCoin, decimals: 18 },
  solana: { symbol: 'SOL', decimals: 9 },
}

/** The network's name and native coin by CAIP-2 id; an unknown one is named by its id. */
export function networkInfo(chain: Pick<FrameChain, 'caip2' | 'namespace'>): NetworkInfo {
  const known = KNOWN.find((network) => network.caipNetworkId === chain.caip2)
  if (!known) {
    return {
      name: formatMessage(VALUE.unknownNetwork, { id: chain.caip2 }),
      native: FALLBACK_NATIVE[chain.namespace],
    }
  }
  const { symbol, decimals } = known.nativeCurrency
  return { name: known.name, native: { symbol, decimals } }
}

/** The name shown for an EVM chain id (the active one, or one a request names), with the id. */
export function evmNetworkName(chainId: number | bigint): string {
  const info = networkInfo({ caip2: `eip155:${chainId}`, namespace: 'eip155' })
  return info.name.includes(String(chainId)) ? info.name : `${info.name} (${chainId})`
}

import type { CaipNetwork } from '@gangway/common'
import { type Chain, defineChain } from 'viem'

/**
 * A Gangway network as the viem chain wagmi needs. Fields viem knows beyond the CaipNetwork shape
 * (contracts such as multicall3, formatters) are kept, since networks made with fromViemChain carry them.
 */
export function toViemChain(network: CaipNetwork): Chain {
  const { chainNamespace: _namespace, caipNetworkId: _caipNetworkId, assets: _assets, ...rest } = network
  return defineChain({
    ...(rest as Partial<Chain>),
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: definedEntries(network.rpcUrls) as Chain['rpcUrls'],
    blockExplorers: network.blockExplorers
      ? (definedEntries(network.blockExplorers) as Chain['blockExplorers'])
      : undefined,
    testnet: network.testnet,
  })
}

function definedEntries<value>(record: Record<string, value | undefined>): Record<string, value> {
  return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, value] => !!entry[1]))
}

import { safeUrl } from '@gangway/api/safe-url'
import type { CaipNetwork } from '@gangway/common'

/**
 * The network's explorer base URL when it is safe to link to: https:, or http: on loopback (a local explorer,
 * such as the reference services' one).
 */
function explorerBase(network: CaipNetwork): string | undefined {
  return safeUrl(network.blockExplorers?.default.url)?.replace(/\/+$/u, '')
}

/** The network's explorer page of a transaction, or undefined when the network names no safe explorer. */
export function transactionExplorerUrl(network: CaipNetwork, hash: string): string | undefined {
  const base = explorerBase(network)
  return base && `${base}/tx/${encodeURIComponent(hash)}`
}

/** The network's explorer page of an address, or undefined when the network names no safe explorer. */
export function addressExplorerUrl(network: CaipNetwork, address: string): string | undefined {
  const base = explorerBase(network)
  return base && `${base}/address/${encodeURIComponent(address)}`
}

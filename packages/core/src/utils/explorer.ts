import type { CaipNetwork } from '@gangway/common'

/** The network's explorer page of a transaction, or undefined when the network names no explorer. */
export function transactionExplorerUrl(network: CaipNetwork, hash: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base || !/^https:\/\//u.test(base)) return undefined
  return `${base.replace(/\/+$/u, '')}/tx/${encodeURIComponent(hash)}`
}

/** The network's explorer page of an address, or undefined when the network names no explorer. */
export function addressExplorerUrl(network: CaipNetwork, address: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base || !/^https:\/\//u.test(base)) return undefined
  return `${base.replace(/\/+$/u, '')}/address/${encodeURIComponent(address)}`
}

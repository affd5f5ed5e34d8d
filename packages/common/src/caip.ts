import { CHAIN_NAMESPACES } from './constants.js'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors/caip.js'
import type { CaipAddress, CaipNetworkId, ChainId, ChainNamespace } from './types.js'

export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  chainId: string
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
}

const PART_NAMES = ['namespace', 'chain id', 'address'] as const

/**
 * Splits `value` into exactly `count` non-empty parts with a known namespace (SPEC §5), or says which rule
 * failed.
 */
function splitCaip(value: unknown, count: 2 | 3): { parts: string[] } | { failure: string } {
  if (typeof value !== 'string') return { failure: `Expected a string, got ${typeof value}.` }
  const parts = value.split(':')
  if (parts.length !== count) {
    return { failure: `Expected ${count} colon-separated parts, got ${parts.length}.` }
  }
  const emptyIndex = parts.indexOf('')
  if (emptyIndex !== -1) return { failure: `The ${PART_NAMES[emptyIndex]} part is empty.` }
  if (!isChainNamespace(parts[0])) {
    return { failure: `Unknown namespace "${parts[0]}"; expected one of ${CHAIN_NAMESPACES.join(', ')}.` }
  }
  return { parts }
}

function isChainNamespace(value: unknown): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly unknown[]).includes(value)
}

/** SPEC §5: `namespace:chainId:address`, three non-empty parts, known namespace. */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const result = splitCaip(value, 3)
  if ('failure' in result) throw new InvalidCaipAddressError(value, result.failure)
  const [namespace, chainId, address] = result.parts as [ChainNamespace, string, string]
  return { namespace, chainId, address }
}

/** SPEC §5: `namespace:chainId`, two non-empty parts, known namespace. */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const result = splitCaip(value, 2)
  if ('failure' in result) throw new InvalidCaipNetworkIdError(value, result.failure)
  const [namespace, chainId] = result.parts as [ChainNamespace, string]
  return { namespace, chainId }
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  return 'parts' in splitCaip(value, 3)
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return 'parts' in splitCaip(value, 2)
}

/** Builds a CAIP-10 address; throws InvalidCaipAddressError when a part is empty or contains a colon. */
export function toCaipAddress<
  namespace extends ChainNamespace,
  chainId extends ChainId,
  address extends string,
>(namespace: namespace, chainId: chainId, address: address): `${namespace}:${chainId}:${address}` {
  const value = `${namespace}:${chainId}:${address}` as const
  parseCaipAddress(value)
  return value
}

/** Builds a CAIP-2 network id; throws InvalidCaipNetworkIdError when a part is empty or contains a colon. */
export function toCaipNetworkId<namespace extends ChainNamespace, chainId extends ChainId>(
  namespace: namespace,
  chainId: chainId,
): `${namespace}:${chainId}` {
  const value = `${namespace}:${chainId}` as const
  parseCaipNetworkId(value)
  return value
}

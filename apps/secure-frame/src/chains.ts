/** The two namespaces the embedded wallet holds keys for. */
export type FrameNamespace = 'eip155' | 'solana'

/** A chain id as the protocol carries it: a number for EVM chains, a string otherwise (SPEC §3). */
export type FrameChainId = string | number

/** A chain id the frame understands, with what it needs to route requests. */
export interface FrameChain {
  /** The chain id exactly as the app gave it, echoed back in results so the app reads its own form. */
  id: FrameChainId
  namespace: FrameNamespace
  /** CAIP-2 reference: decimal for EVM chains, the genesis-hash prefix for Solana clusters. */
  reference: string
  /** CAIP-2 id (`eip155:1`, `solana:5eykt4…`), as the RPC gateway takes it. */
  caip2: string
}

const DECIMAL = /^\d{1,18}$/
const HEX = /^0x[\da-f]{1,15}$/i
/** CAIP-2's reference alphabet. */
const CAIP_REFERENCE = /^[-\w]{1,32}$/
/** Base58 of 32 to 44 characters: a Solana genesis hash, or the 32-character prefix CAIP-30 uses. */
const GENESIS_HASH_LIKE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export class UnknownChainError extends Error {
  override name = 'UnknownChainError'
  constructor() {
    // SPEC §8's message for a network the frame cannot place.
    super('Network not found')
  }
}

function evm(id: FrameChainId, decimal: bigint): FrameChain {
  if (decimal <= 0n || decimal > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnknownChainError()
  const reference = decimal.toString()
  return { id, namespace: 'eip155', reference, caip2: `eip155:${reference}` }
}

function solana(id: FrameChainId, reference: string): FrameChain {
  // CAIP-30 ids are the first 32 characters of the genesis hash; a full hash is cut to that.
  const short = reference.slice(0, 32)
  return { id, namespace: 'solana', reference: short, caip2: `solana:${short}` }
}

/**
 * Places a chain id in its namespace: a number, a decimal or hex string or `eip155:N` is an EVM chain;
 * `solana:<ref>` or a bare genesis-hash-like base58 reference is a Solana cluster. Anything else throws
 * {@link UnknownChainError}, so a request never runs on a chain the frame guessed.
 */
export function parseChainId(id: FrameChainId): FrameChain {
  if (typeof id === 'number') {
    if (!Number.isSafeInteger(id)) throw new UnknownChainError()
    return evm(id, BigInt(id))
  }
  const colon = id.indexOf(':')
  if (colon >= 0) {
    const namespace = id.slice(0, colon)
    const reference = id.slice(colon + 1)
    if (namespace === 'eip155' && DECIMAL.test(reference)) return evm(id, BigInt(reference))
    if (namespace === 'solana' && CAIP_REFERENCE.test(reference)) return solana(id, reference)
    throw new UnknownChainError()
  }
  if (DECIMAL.test(id)) return evm(id, BigInt(id))
  if (HEX.test(id)) return evm(id, BigInt(id))
  if (GENESIS_HASH_LIKE.test(id)) return solana(id, id)
  throw new UnknownChainError()
}

/** `eth_chainId`'s answer for an EVM chain: the id as a 0x-prefixed hex quantity. */
export function chainIdHex(chain: FrameChain): `0x${string}` {
  if (chain.namespace !== 'eip155') throw new UnknownChainError()
  return `0x${BigInt(chain.reference).toString(16)}`
}

/** The numeric EVM chain id (for transaction signing). */
export function evmChainNumber(chain: FrameChain): number {
  if (chain.namespace !== 'eip155') throw new UnknownChainError()
  return Number(chain.reference)
}

/** Which namespace an RPC method runs in: Solana's are named so; the rest are EVM (or the caller's hint). */
export function namespaceOfMethod(method: string, hint?: FrameNamespace): FrameNamespace {
  if (method.startsWith('solana_')) return 'solana'
  if (method.startsWith('eth_') || method.startsWith('personal_') || method.startsWith('wallet_')) {
    return 'eip155'
  }
  return hint ?? 'eip155'
}

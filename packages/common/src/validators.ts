import type { ChainNamespace } from './types.js'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
/** Base58 drops 0, O, I and l. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** SPEC §5: 40 hex characters with an optional 0x. Checksums are not checked: any letter case passes. */
export function isEvmAddress(address: string): boolean {
  return typeof address === 'string' && EVM_ADDRESS.test(address)
}

/** SPEC §5: base58, 32 to 44 characters. */
export function isSolanaAddress(address: string): boolean {
  return typeof address === 'string' && SOLANA_ADDRESS.test(address)
}

/**
 * SPEC §5 address check for a namespace. Only eip155 and solana have a rule (they are the namespaces that can
 * send, SPEC §5); any other namespace answers false rather than accepting what it cannot check.
 */
export function isValidAddress(namespace: ChainNamespace, address: string): boolean {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address)
    case 'solana':
      return isSolanaAddress(address)
    default:
      return false
  }
}

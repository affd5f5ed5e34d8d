import { VersionedTransaction } from '@solana/web3.js'
import { base58, base64 } from '@scure/base'
import type { LiteSVM } from 'litesvm'

/** litesvm's transaction type (`@solana/kit`'s compiled `Transaction`), taken from its own signature. */
export type KitTransaction = Parameters<LiteSVM['sendTransaction']>[0]

export type WireEncoding = 'base58' | 'base64'

/** A wire transaction that does not decode; the node answers -32602 for it. */
export class WireTransactionError extends Error {
  override name = 'WireTransactionError'
}

/** A transaction as `sendTransaction` / `simulateTransaction` receive it: wire bytes in base64 or base58. */
export function decodeWireTransaction(encoded: unknown, encoding: WireEncoding = 'base58') {
  if (typeof encoded !== 'string' || encoded === '') {
    throw new WireTransactionError('failed to deserialize transaction: expected an encoded string')
  }
  let bytes: Uint8Array
  try {
    bytes = encoding === 'base64' ? base64.decode(encoded) : base58.decode(encoded)
  } catch {
    throw new WireTransactionError(`failed to deserialize transaction: invalid ${encoding} encoding`)
  }
  try {
    return { bytes, transaction: VersionedTransaction.deserialize(bytes) }
  } catch (error) {
    throw new WireTransactionError(
      `failed to deserialize transaction: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/**
 * The web3.js transaction as litesvm takes it: the message bytes and each required signer's signature, in the
 * message's signer order (an all-zero signature is a missing one).
 */
export function toKitTransaction(transaction: VersionedTransaction): KitTransaction {
  const { header, staticAccountKeys } = transaction.message
  const signatures: Record<string, Uint8Array | null> = {}
  staticAccountKeys.slice(0, header.numRequiredSignatures).forEach((key, index) => {
    const signature = transaction.signatures[index]
    signatures[key.toBase58()] = signature?.some((byte) => byte !== 0) ? signature! : null
  })
  return { messageBytes: transaction.message.serialize(), signatures } as unknown as KitTransaction
}

/** The transaction's id: its first signature, base58. */
export function signatureOf(transaction: VersionedTransaction): string {
  return base58.encode(transaction.signatures[0] ?? new Uint8Array(64))
}

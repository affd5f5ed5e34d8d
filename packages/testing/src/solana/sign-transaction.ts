import { invalidParams } from '../wallet/errors.js'

/**
 * Signs a wire transaction (legacy or v0) with the key, in the signer slot of its address: what both test
 * wallets do for `signTransaction`. A transaction that does not decode, or in which the key need not sign, is
 * refused with `invalid` (JSON-RPC -32602). web3.js is loaded on first use.
 */
export async function signWireTransaction(
  wire: Uint8Array,
  key: { address: string; secretKey: Uint8Array },
  invalid: (detail: string) => Error = invalidParams,
): Promise<{ signed: Uint8Array; signature: Uint8Array }> {
  const { Keypair, VersionedTransaction } = await import('@solana/web3.js')
  let transaction: InstanceType<typeof VersionedTransaction>
  try {
    transaction = VersionedTransaction.deserialize(wire)
  } catch (error) {
    throw invalid(
      `the transaction does not decode (${error instanceof Error ? error.message : String(error)})`,
    )
  }
  const { header, staticAccountKeys } = transaction.message
  const index = staticAccountKeys.findIndex((candidate) => candidate.toBase58() === key.address)
  if (index === -1 || index >= header.numRequiredSignatures) {
    throw invalid(`the transaction needs no signature of ${key.address}`)
  }
  transaction.sign([Keypair.fromSecretKey(key.secretKey)])
  return { signed: transaction.serialize(), signature: transaction.signatures[index]! }
}

import { Keypair, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { decodeWireTransaction, signatureOf, toKitTransaction, WireTransactionError } from './wire.js'

const BLOCKHASH = Keypair.generate().publicKey.toBase58()

function transfer(signers: Keypair[]) {
  const [payer, other] = signers
  const transaction = new Transaction({ feePayer: payer!.publicKey, recentBlockhash: BLOCKHASH }).add(
    SystemProgram.transfer({
      fromPubkey: payer!.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1,
    }),
  )
  if (other) {
    transaction.add(
      SystemProgram.transfer({ fromPubkey: other.publicKey, toPubkey: payer!.publicKey, lamports: 1 }),
    )
  }
  return transaction
}

describe('decodeWireTransaction', () => {
  it('reads base64 and base58 wire bytes into a web3.js transaction', () => {
    const payer = Keypair.generate()
    const transaction = transfer([payer])
    transaction.sign(payer)
    const bytes = transaction.serialize()
    for (const [encoded, encoding] of [
      [base64.encode(bytes), 'base64'],
      [base58.encode(bytes), 'base58'],
    ] as const) {
      const decoded = decodeWireTransaction(encoded, encoding)
      expect(decoded.bytes).toEqual(new Uint8Array(bytes))
      expect(decoded.transaction.message.recentBlockhash).toBe(BLOCKHASH)
      expect(signatureOf(decoded.transaction)).toBe(base58.encode(transaction.signature!))
    }
  })

  it('refuses what is not an encoded transaction, saying why', () => {
    expect(() => decodeWireTransaction(42, 'base64')).toThrow(WireTransactionError)
    expect(() => decodeWireTransaction('not base64!', 'base64')).toThrow(/invalid base64 encoding/)
    expect(() => decodeWireTransaction('0OIl', 'base58')).toThrow(/invalid base58 encoding/)
    expect(() => decodeWireTransaction(base64.encode(new Uint8Array([1, 2, 3])), 'base64')).toThrow(
      /failed to deserialize transaction/,
    )
  })
})

describe('toKitTransaction', () => {
  it("hands litesvm the message bytes and each signer's signature in signer order; a zero signature is missing", () => {
    const payer = Keypair.generate()
    const other = Keypair.generate()
    const transaction = transfer([payer, other])
    transaction.partialSign(payer)
    const versioned = VersionedTransaction.deserialize(transaction.serialize({ requireAllSignatures: false }))
    const kit = toKitTransaction(versioned) as unknown as {
      messageBytes: Uint8Array
      signatures: Record<string, Uint8Array | null>
    }
    expect(kit.messageBytes).toEqual(versioned.message.serialize())
    expect(Object.keys(kit.signatures)).toEqual([payer.publicKey.toBase58(), other.publicKey.toBase58()])
    expect(kit.signatures[payer.publicKey.toBase58()]).toEqual(new Uint8Array(transaction.signature!))
    expect(kit.signatures[other.publicKey.toBase58()]).toBeNull()
  })
})

import { ed25519 } from '@noble/curves/ed25519'
import {
  Keypair,
  type PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import {
  InvalidSolanaTransactionError,
  parseSolanaTransaction,
  readCompactU16,
  signSolanaTransaction,
} from './solana-transaction.js'

const BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'

function signer() {
  const keypair = Keypair.generate()
  const seed = keypair.secretKey.slice(0, 32)
  return {
    keypair,
    address: keypair.publicKey.toBase58(),
    sign: (message: Uint8Array) => ed25519.sign(message, seed),
  }
}

function transfer(from: PublicKey) {
  return SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 5_000 })
}

function legacy(from: PublicKey, feePayer = from): Uint8Array {
  const tx = new Transaction({ feePayer, recentBlockhash: BLOCKHASH }).add(transfer(from))
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false })
}

function v0(from: PublicKey): Uint8Array {
  const message = new TransactionMessage({
    payerKey: from,
    recentBlockhash: BLOCKHASH,
    instructions: [transfer(from)],
  }).compileToV0Message()
  return new VersionedTransaction(message).serialize()
}

describe('Solana wire format', () => {
  it('reads compact-u16 lengths', () => {
    expect(readCompactU16(Uint8Array.of(0x05), 0)).toEqual({ value: 5, size: 1 })
    expect(readCompactU16(Uint8Array.of(0x80, 0x01), 0)).toEqual({ value: 128, size: 2 })
    expect(readCompactU16(Uint8Array.of(0xff, 0xff, 0x03), 0)).toEqual({ value: 0xffff, size: 3 })
    expect(() => readCompactU16(Uint8Array.of(0x80), 0)).toThrow(InvalidSolanaTransactionError)
  })

  it('signs a legacy transaction; web3.js verifies the signature', () => {
    const me = signer()
    const { signed } = signSolanaTransaction(legacy(me.keypair.publicKey), me.address, me.sign)
    const tx = Transaction.from(signed)
    expect(tx.verifySignatures()).toBe(true)
    expect(tx.signatures[0]?.publicKey.toBase58()).toBe(me.address)
  })

  it('signs a v0 transaction; web3.js reads it back and the signature verifies over its message', () => {
    const me = signer()
    const unsigned = v0(me.keypair.publicKey)
    expect(parseSolanaTransaction(unsigned).version).toBe(0)
    const { signed, signature } = signSolanaTransaction(unsigned, me.address, me.sign)
    const tx = VersionedTransaction.deserialize(signed)
    expect(tx.signatures[0]).toEqual(signature)
    expect(ed25519.verify(signature, tx.message.serialize(), me.keypair.publicKey.toBytes())).toBe(true)
  })

  it('fills only its own slot when another account pays the fee', () => {
    const me = signer()
    const payer = signer()
    const unsigned = legacy(me.keypair.publicKey, payer.keypair.publicKey)
    const parsed = parseSolanaTransaction(unsigned)
    expect(parsed.signers).toEqual([payer.address, me.address])
    const mine = signSolanaTransaction(unsigned, me.address, me.sign).signed
    const both = signSolanaTransaction(mine, payer.address, payer.sign).signed
    expect(Transaction.from(both).verifySignatures()).toBe(true)
    expect(Transaction.from(mine).signatures[0]?.signature).toBeNull()
  })

  it('refuses a transaction the account does not sign, and malformed bytes', () => {
    const me = signer()
    const other = signer()
    expect(() => signSolanaTransaction(legacy(other.keypair.publicKey), me.address, me.sign)).toThrow(
      'the signed-in account is not a signer',
    )
    expect(() => parseSolanaTransaction(Uint8Array.of(1, ...new Uint8Array(64)))).toThrow('no message')
    const truncated = legacy(me.keypair.publicKey).slice(0, 70)
    expect(() => parseSolanaTransaction(truncated)).toThrow(InvalidSolanaTransactionError)
    const v1 = v0(me.keypair.publicKey)
    v1[65] = 0x81
    expect(() => parseSolanaTransaction(v1)).toThrow('version 1 is not supported')
  })
})

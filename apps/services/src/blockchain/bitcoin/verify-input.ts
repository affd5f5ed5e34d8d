import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, payments, script, Transaction } from 'bitcoinjs-lib'
import type { BitcoinUtxo } from '../../storage/types.js'

/**
 * Why input `index` is not validly signed, or undefined when it is: P2WPKH (BIP-143 ECDSA) and P2TR key-path
 * (BIP-341 Schnorr) spends are checked; any other output type is refused.
 */
export function verifyInputSignature(
  transaction: Transaction,
  index: number,
  spent: BitcoinUtxo[],
): string | undefined {
  const prevout = spent[index] as BitcoinUtxo
  const output = Buffer.from(prevout.scriptPubKey, 'hex')
  const witness = transaction.ins[index]?.witness ?? []
  if (output.length === 22 && output[0] === 0x00 && output[1] === 0x14) {
    const [signature, publicKey] = witness
    if (!signature || !publicKey) return 'a P2WPKH spend needs a signature and a public key in its witness.'
    if (!Buffer.from(crypto.hash160(publicKey)).equals(output.subarray(2))) {
      return 'the public key does not match the spent output.'
    }
    const decoded = script.signature.decode(signature)
    const scriptCode = payments.p2pkh({ pubkey: publicKey }).output as Uint8Array
    const hash = transaction.hashForWitnessV0(index, scriptCode, BigInt(prevout.value), decoded.hashType)
    return ecc.verify(hash, publicKey, decoded.signature) ? undefined : 'the signature does not verify.'
  }
  if (output.length === 34 && output[0] === 0x51 && output[1] === 0x20) {
    const [signature] = witness
    if (!signature || (signature.length !== 64 && signature.length !== 65)) {
      return 'a P2TR key-path spend needs one Schnorr signature in its witness.'
    }
    const hashType = signature.length === 65 ? (signature[64] as number) : Transaction.SIGHASH_DEFAULT
    const hash = transaction.hashForWitnessV1(
      index,
      spent.map((utxo) => Buffer.from(utxo.scriptPubKey, 'hex')),
      spent.map((utxo) => BigInt(utxo.value)),
      hashType,
    )
    return ecc.verifySchnorr(hash, output.subarray(2), signature.subarray(0, 64))
      ? undefined
      : 'the signature does not verify.'
  }
  return 'only P2WPKH and P2TR outputs can be spent on this ledger.'
}

import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base64, bech32, utf8 } from '@scure/base'
import { bytesToHex, concatBytes } from 'viem'
import { ownAddressParam, paramsObject, type RequestHandler, stringParam } from './handler.js'
import type { LabKey } from './types.js'

export const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))

/** P2WPKH (BIP-84): witness version 0 over hash160 of the compressed key, bech32 with `bc`. */
export function p2wpkhAddress(publicKey: Uint8Array): string {
  return bech32.encode('bc', [0, ...bech32.toWords(hash160(publicKey))])
}

export function bitcoinKey(secretKey: Uint8Array, path: string): LabKey {
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  return {
    namespace: 'bip122',
    address: p2wpkhAddress(publicKey),
    type: 'payment',
    publicKey: bytesToHex(publicKey),
    path,
    secretKey,
  }
}

/** The "Bitcoin Signed Message" digest: double SHA-256 of the magic prefix and the length-prefixed text. */
export function bitcoinMessageHash(message: string): Uint8Array {
  const text = utf8.decode(message)
  const prefix = utf8.decode('\x18Bitcoin Signed Message:\n')
  return sha256(sha256(concatBytes([prefix, varint(text.length), text])))
}

function varint(length: number): Uint8Array {
  if (length < 0xfd) return new Uint8Array([length])
  if (length <= 0xffff) return new Uint8Array([0xfd, length & 0xff, length >> 8])
  const bytes = new Uint8Array(5)
  bytes[0] = 0xfe
  new DataView(bytes.buffer).setUint32(1, length, true)
  return bytes
}

/** BIP-137's header byte for a native segwit (P2WPKH) key: 39 plus the recovery id. */
const P2WPKH_HEADER = 39

/** A BIP-137 compact signature of `message` for the P2WPKH address of `secretKey`, base64. */
export function signBitcoinMessage(secretKey: Uint8Array, message: string): string {
  const signature = secp256k1.sign(bitcoinMessageHash(message), secretKey)
  const header = new Uint8Array([P2WPKH_HEADER + signature.recovery])
  return base64.encode(concatBytes([header, signature.toCompactRawBytes()]))
}

export const bitcoinHandlers: Record<string, RequestHandler> = {
  /** `{ address, message }` → `{ address, signature: base64 }`, a BIP-137 compact signature. */
  signMessage(params, { key }) {
    const request = paramsObject(params, 'signMessage')
    const address = ownAddressParam(request, 'address', 'signMessage', key)
    return {
      address,
      signature: signBitcoinMessage(key.secretKey, stringParam(request, 'message', 'signMessage')),
    }
  },
  getAccountAddresses: (_params, { key }) => [
    { address: key.address, publicKey: key.publicKey.slice(2), purpose: 'payment' },
  ],
}

/** Recovers the key of a BIP-137 signature (base64) and checks that it owns the P2WPKH address. */
export function verifyBitcoinMessage(args: { message: string; signature: string; address: string }) {
  const bytes = base64.decode(args.signature)
  const header = bytes[0]
  if (bytes.length !== 65 || header === undefined || header < 27 || header > 42) return false
  const publicKey = secp256k1.Signature.fromCompact(bytes.subarray(1))
    .addRecoveryBit((header - 27) & 3)
    .recoverPublicKey(bitcoinMessageHash(args.message))
    .toRawBytes(true)
  return args.address === p2wpkhAddress(publicKey)
}

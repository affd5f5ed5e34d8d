import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base64, bech32, utf8 } from '@scure/base'
import { networks, type Signer } from 'bitcoinjs-lib'
import { bytesToHex, concatBytes, hexToBytes } from 'viem'
import { decodePsbt, signPsbtInputs } from '../bitcoin/psbt.js'
import { invalidParams } from './errors.js'
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

/** Signs the lab key's P2WPKH inputs (ECDSA, low-S) for bitcoinjs-lib's PSBT. */
function p2wpkhSigner(key: LabKey): Signer {
  return {
    publicKey: hexToBytes(key.publicKey),
    sign: (hash) => secp256k1.sign(hash, key.secretKey).toCompactRawBytes(),
  }
}

/** `account`, when a request names it, must be the selected key's address (4100 otherwise). */
function accountParam(request: Record<string, unknown>, method: string, key: LabKey) {
  if (request.account !== undefined) ownAddressParam(request, 'account', method, key)
}

/** The WalletConnect bip122 RPC (signMessage, getAccountAddresses, signPsbt); the lab wallet reaches no chain. */
export const bitcoinHandlers: Record<string, RequestHandler> = {
  /** `{ account?, address, message }` → `{ address, signature: base64 }`, a BIP-137 compact signature. */
  signMessage(params, { key }) {
    const request = paramsObject(params, 'signMessage')
    accountParam(request, 'signMessage', key)
    const address = ownAddressParam(request, 'address', 'signMessage', key)
    return {
      address,
      signature: signBitcoinMessage(key.secretKey, stringParam(request, 'message', 'signMessage')),
    }
  },
  /** `{ account?, intentions? }` → its one payment address, `[{ address, publicKey, path, intention }]`. */
  getAccountAddresses(params, { key }) {
    const request = params === undefined || params === null ? {} : paramsObject(params, 'getAccountAddresses')
    accountParam(request, 'getAccountAddresses', key)
    const { intentions } = request
    if (intentions !== undefined && !Array.isArray(intentions)) {
      throw invalidParams('getAccountAddresses expects "intentions" to be a list')
    }
    if (intentions && !intentions.includes('payment')) return []
    return [{ address: key.address, publicKey: key.publicKey.slice(2), path: key.path, intention: 'payment' }]
  },
  /**
   * `{ account, psbt: base64, signInputs: [{ address, index, sighashTypes? }], broadcast? }` → `{ psbt: base64 }`
   * with the listed inputs signed, not finalized. An input of another address, or `broadcast: true`, is -32602.
   */
  signPsbt(params, { key }) {
    const request = paramsObject(params, 'signPsbt')
    accountParam(request, 'signPsbt', key)
    if (request.broadcast === true) throw invalidParams('the lab wallet does not broadcast')
    const { signInputs } = request
    if (!Array.isArray(signInputs)) throw invalidParams('signPsbt expects "signInputs"')
    const psbt = decodePsbt(stringParam(request, 'psbt', 'signPsbt'), networks.bitcoin, 'signPsbt')
    const signer = p2wpkhSigner(key)
    const signs = signInputs.map((input: unknown) => {
      const { address, index, sighashTypes } = paramsObject(input, 'signPsbt input')
      if (address !== key.address) throw invalidParams(`signPsbt cannot sign for ${String(address)}`)
      if (!Number.isInteger(index)) throw invalidParams('signPsbt expects an input "index"')
      if (
        sighashTypes !== undefined &&
        !(Array.isArray(sighashTypes) && sighashTypes.every(Number.isInteger))
      ) {
        throw invalidParams('signPsbt expects "sighashTypes" to be a list of numbers')
      }
      return { signer, indexes: [index as number], sighashTypes: sighashTypes as number[] | undefined }
    })
    return { psbt: signPsbtInputs(psbt, signs, 'signPsbt').toBase64() }
  },
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

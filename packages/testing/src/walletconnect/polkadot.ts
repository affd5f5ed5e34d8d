import { ed25519 } from '@noble/curves/ed25519'
import { blake2b } from '@noble/hashes/blake2b'
import { base58, utf8 } from '@scure/base'
import { type Hex, bytesToHex, concatBytes, hexToBytes, isHex } from 'viem'
import { ownAddressParam, paramsObject, type RequestHandler, stringParam } from './handler.js'
import type { LabKey } from './types.js'

/** Network prefix 0: Polkadot relay chain addresses (they start with `1`). */
const POLKADOT_PREFIX = 0
const SS58_CONTEXT = utf8.decode('SS58PRE')
/** MultiSignature's variant byte for ed25519, as polkadot.js extensions put it before a raw signature. */
const ED25519_SIGNATURE_TYPE = new Uint8Array([0])

/** SS58: prefix byte, public key, then two bytes of blake2b-512 over the context, prefix and key. */
export function ss58Address(publicKey: Uint8Array, prefix = POLKADOT_PREFIX): string {
  const payload = concatBytes([new Uint8Array([prefix]), publicKey])
  const checksum = blake2b(concatBytes([SS58_CONTEXT, payload]), { dkLen: 64 }).subarray(0, 2)
  return base58.encode(concatBytes([payload, checksum]))
}

export function polkadotKey(secretKey: Uint8Array, path: string): LabKey {
  const publicKey = ed25519.getPublicKey(secretKey)
  return {
    namespace: 'polkadot',
    address: ss58Address(publicKey),
    type: 'eoa',
    publicKey: bytesToHex(publicKey),
    path,
    secretKey,
  }
}

/**
 * What polkadot.js signs for a raw message: the bytes wrapped in `<Bytes>…</Bytes>`, so a signed message
 * can never be replayed as an extrinsic. A hex message is taken as bytes, anything else as UTF-8.
 */
export function wrapPolkadotMessage(message: string): Uint8Array {
  const bytes = isHex(message) ? hexToBytes(message) : utf8.decode(message)
  return concatBytes([utf8.decode('<Bytes>'), bytes, utf8.decode('</Bytes>')])
}

export const polkadotHandlers: Record<string, RequestHandler> = {
  /** `{ address, message }` → `{ signature: hex }`: the ed25519 type byte 0x00, then 64 signature bytes. */
  polkadot_signMessage(params, { key }) {
    const request = paramsObject(params, 'polkadot_signMessage')
    ownAddressParam(request, 'address', 'polkadot_signMessage', key)
    const message = wrapPolkadotMessage(stringParam(request, 'message', 'polkadot_signMessage'))
    const signature = ed25519.sign(message, key.secretKey)
    return { signature: bytesToHex(concatBytes([ED25519_SIGNATURE_TYPE, signature])) }
  },
}

/** Whether `signature` (hex, with or without the type byte) signs `message` for the SS58 address. */
export function verifyPolkadotMessage(args: { message: string; signature: string; address: string }) {
  // The 32-byte key sits between the one-byte prefix and the two-byte checksum.
  const publicKey = base58.decode(args.address).subarray(1, 33)
  const signature = hexToBytes(args.signature as Hex)
  const raw = signature.length === 65 ? signature.subarray(1) : signature
  return ed25519.verify(raw, wrapPolkadotMessage(args.message), publicKey)
}

import { ed25519 } from '@noble/curves/ed25519'
import { u8aWrapBytes } from '@polkadot/util'
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { bytesToHex, concatBytes } from 'viem'
import { ownAddressParam, paramsObject, type RequestHandler, stringParam } from './handler.js'
import type { LabKey } from './types.js'

/** Network prefix 0: Polkadot relay chain addresses (they start with `1`). */
const POLKADOT_PREFIX = 0
/** MultiSignature's variant byte for ed25519, as polkadot.js extensions put it before a raw signature. */
const ED25519_SIGNATURE_TYPE = new Uint8Array([0])

export function polkadotKey(secretKey: Uint8Array, path: string): LabKey {
  const publicKey = ed25519.getPublicKey(secretKey)
  return {
    namespace: 'polkadot',
    address: encodeAddress(publicKey, POLKADOT_PREFIX),
    type: 'eoa',
    publicKey: bytesToHex(publicKey),
    path,
    secretKey,
  }
}

export const polkadotHandlers: Record<string, RequestHandler> = {
  /** `{ address, message }` → `{ signature: hex }`: the ed25519 type byte 0x00, then 64 signature bytes. */
  polkadot_signMessage(params, { key }) {
    const request = paramsObject(params, 'polkadot_signMessage')
    ownAddressParam(request, 'address', 'polkadot_signMessage', key)
    // polkadot.js wraps a raw message in <Bytes>…</Bytes>, so a signed message can never pass as an extrinsic.
    const message = u8aWrapBytes(stringParam(request, 'message', 'polkadot_signMessage'))
    const signature = ed25519.sign(message, key.secretKey)
    return { signature: bytesToHex(concatBytes([ED25519_SIGNATURE_TYPE, signature])) }
  },
}

/** Whether `signature` (hex, with or without the type byte) signs `message` for the SS58 address. */
export function verifyPolkadotMessage(args: { message: string; signature: string; address: string }) {
  return signatureVerify(args.message, args.signature, args.address).isValid
}

import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { ownAddressParam, paramsObject, type RequestHandler, stringParam } from './handler.js'
import type { LabKey } from './types.js'

/** A Solana account: an ed25519 key whose address is the base58 public key. */
export function solanaKey(secretKey: Uint8Array, path: string): LabKey {
  const publicKey = ed25519.getPublicKey(secretKey)
  return {
    namespace: 'solana',
    address: base58.encode(publicKey),
    type: 'eoa',
    publicKey: bytesToHex(publicKey),
    path,
    secretKey,
  }
}

export const solanaHandlers: Record<string, RequestHandler> = {
  /** `{ message: base58, pubkey }` → `{ signature: base58 }`, ed25519 over the message bytes. */
  solana_signMessage(params, { key }) {
    const request = paramsObject(params, 'solana_signMessage')
    ownAddressParam(request, 'pubkey', 'solana_signMessage', key)
    const message = base58.decode(stringParam(request, 'message', 'solana_signMessage'))
    return { signature: base58.encode(ed25519.sign(message, key.secretKey)) }
  },
  solana_getAccounts: (_params, { key }) => [{ pubkey: key.address }],
  solana_requestAccounts: (_params, { key }) => [{ pubkey: key.address }],
}

/** Whether `signature` (base58) is the address's ed25519 signature of `message`. */
export function verifySolanaMessage(args: { message: Uint8Array; signature: string; address: string }) {
  return ed25519.verify(base58.decode(args.signature), args.message, base58.decode(args.address))
}

import { bytesToHex, hexToBytes } from 'viem'
import { KeyFormatError, type KeySecrets } from './secrets.js'

/** The first byte of the encoding: a later layout gets a new number, so old shares still rebuild. */
const SECRET_VERSION = 1
const KEY_BYTES = 32
/** Version, the EVM private key, the Solana seed. */
export const SECRET_LENGTH = 1 + KEY_BYTES + KEY_BYTES

/**
 * The wallet secret as the bytes that are split into shares: `[1] ‖ EVM key (32) ‖ Solana seed (32)`.
 * Fixed length, so every share of every wallet has the same size and a share's length says nothing.
 * The caller zeroes the result once split.
 */
export function encodeWalletSecret(secrets: KeySecrets): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(SECRET_LENGTH)
  out[0] = SECRET_VERSION
  const evm = hexToBytes(secrets.eip155)
  try {
    if (evm.length !== KEY_BYTES || secrets.solanaSeed.length !== KEY_BYTES) throw new KeyFormatError()
    out.set(evm, 1)
    out.set(secrets.solanaSeed, 1 + KEY_BYTES)
    return out
  } finally {
    evm.fill(0)
  }
}

/** The inverse of {@link encodeWalletSecret}; copies what it needs, so the caller may zero `bytes`. */
export function decodeWalletSecret(bytes: Uint8Array): KeySecrets {
  if (bytes.length !== SECRET_LENGTH || bytes[0] !== SECRET_VERSION) throw new KeyFormatError()
  return {
    eip155: bytesToHex(bytes.subarray(1, 1 + KEY_BYTES)),
    solanaSeed: bytes.slice(1 + KEY_BYTES),
  }
}

import { base58 } from '@scure/base'

/**
 * Solana's wire format, just enough to sign: `compact-u16 n ‖ n × 64-byte signatures ‖ message`. The message
 * (legacy, or versioned with a 0x80|version prefix) starts with its header (required signatures, read-only
 * signed, read-only unsigned) and its static account keys; the first `required` keys are the signers, in the
 * order of the signature slots. What is signed is the message bytes, so signing needs no instruction decoding:
 * it works for legacy and v0 transactions alike. @solana/web3.js would bring a large bundle and Buffer
 * polyfills into the page that holds the keys for the same; the tests check this against it.
 */

const SIGNATURE_BYTES = 64
const KEY_BYTES = 32

export class InvalidSolanaTransactionError extends Error {
  override name = 'InvalidSolanaTransactionError'
  constructor(detail: string) {
    super(`Invalid Solana transaction: ${detail}`)
  }
}

/** Solana's compact-u16 (1 to 3 bytes, 7 bits each, little end first). */
export function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new InvalidSolanaTransactionError('truncated length')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new InvalidSolanaTransactionError('length too long')
}

export interface ParsedSolanaTransaction {
  bytes: Uint8Array
  /** Where each signature slot starts. */
  signatureOffsets: number[]
  message: Uint8Array
  /** The signers' public keys (base58), one per signature slot. */
  signers: string[]
  version: 'legacy' | number
}

export function parseSolanaTransaction(bytes: Uint8Array): ParsedSolanaTransaction {
  const count = readCompactU16(bytes, 0)
  const signatureOffsets = Array.from({ length: count.value }, (_, i) => count.size + i * SIGNATURE_BYTES)
  const messageStart = count.size + count.value * SIGNATURE_BYTES
  if (messageStart >= bytes.length) throw new InvalidSolanaTransactionError('no message')
  const message = bytes.subarray(messageStart)
  let cursor = 0
  let version: 'legacy' | number = 'legacy'
  const first = message[0] as number
  if (first & 0x80) {
    version = first & 0x7f
    if (version !== 0) throw new InvalidSolanaTransactionError(`version ${version} is not supported`)
    cursor = 1
  }
  const required = message[cursor]
  if (required === undefined || message.length < cursor + 3)
    throw new InvalidSolanaTransactionError('no header')
  cursor += 3
  const keys = readCompactU16(message, cursor)
  cursor += keys.size
  if (required !== count.value || required > keys.value) {
    throw new InvalidSolanaTransactionError('signature count does not match the message')
  }
  if (message.length < cursor + keys.value * KEY_BYTES)
    throw new InvalidSolanaTransactionError('truncated keys')
  const signers = Array.from({ length: required }, (_, i) =>
    base58.encode(message.subarray(cursor + i * KEY_BYTES, cursor + (i + 1) * KEY_BYTES)),
  )
  return { bytes, signatureOffsets, message, signers, version }
}

/**
 * Signs `bytes` (a serialised transaction) as `signer`: the signature goes into the signer's slot, the other
 * slots are left as they are. Throws when `signer` is not one of the transaction's signers.
 */
export function signSolanaTransaction(
  bytes: Uint8Array,
  signer: string,
  sign: (message: Uint8Array) => Uint8Array,
): { signed: Uint8Array; signature: Uint8Array } {
  const parsed = parseSolanaTransaction(bytes)
  const slot = parsed.signers.indexOf(signer)
  if (slot < 0) throw new InvalidSolanaTransactionError('the signed-in account is not a signer')
  const signature = sign(parsed.message)
  const signed = new Uint8Array(bytes)
  signed.set(signature, parsed.signatureOffsets[slot])
  return { signed, signature }
}

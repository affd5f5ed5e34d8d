import type { SIWXSession } from '@gangway/common'
import { base58 } from '@scure/base'
import { SIWXVerifier } from '../verifier.js'

const PUBLIC_KEY_LENGTH = 32
const SIGNATURE_LENGTH = 64

/**
 * Checks Solana sign-in signatures (AppKit's `SolanaVerifier`): ed25519 over the UTF-8 bytes of the message, as
 * `solana:signMessage` signs them, against the account address read as the base58 public key it is.
 *
 * The signature is base58, which is what AppKit's Solana flow sends. Base64 is not accepted: a base64 string can
 * also be valid base58 (both alphabets share the letters and digits), so guessing the encoding would make the
 * same string mean two different signatures. A value that does not decode to 64 bytes is `false`, not an error.
 */
export class SolanaVerifier extends SIWXVerifier {
  readonly chainNamespace = 'solana' as const

  async verify(session: SIWXSession): Promise<boolean> {
    const publicKey = decodeBase58(session.data.accountAddress, PUBLIC_KEY_LENGTH)
    const signature = decodeBase58(session.signature, SIGNATURE_LENGTH)
    if (!publicKey || !signature) return false
    // Loaded on first use: a page that imports the verifier without verifying never pays for the curve.
    const { ed25519 } = await import('@noble/curves/ed25519')
    try {
      return ed25519.verify(signature, new TextEncoder().encode(session.message), publicKey)
    } catch {
      // Whatever noble makes of malformed input, it is a signature that does not verify, not an error.
      return false
    }
  }
}

function decodeBase58(value: string, length: number): Uint8Array | undefined {
  try {
    const bytes = base58.decode(value)
    return bytes.length === length ? bytes : undefined
  } catch {
    return undefined
  }
}

import type { SIWXSession } from '@gangway/common'
import { SIWXVerifier } from '../verifier.js'

/**
 * Checks Polkadot sign-in signatures (AppKit's `PolkadotVerifier`): sr25519, ed25519 or ECDSA, whichever the
 * account's key is (`signatureVerify` of @polkadot/util-crypto tries each), by the SS58 address of any network
 * prefix. The signature is `0x` hex: the bare 64 (or ECDSA 65) bytes, or the MultiSignature form a WalletConnect
 * wallet returns, with the key-type byte in front.
 *
 * A polkadot.js extension's `signRaw` signs the text wrapped as `<Bytes>{message}</Bytes>`, so that no signed
 * message can pass as a transaction; other signers sign the bare text. Both verify: `signatureVerify` retries the
 * other form when the first fails. An address or signature that does not decode is `false`, not an error.
 */
export class PolkadotVerifier extends SIWXVerifier {
  readonly chainNamespace = 'polkadot' as const

  async verify(session: SIWXSession): Promise<boolean> {
    // Loaded on first use: util-crypto's sr25519 is a WebAssembly module, which a page that never verifies skips.
    const [{ cryptoWaitReady, decodeAddress, signatureVerify }, { hexToU8a, isHex }] = await Promise.all([
      import('@polkadot/util-crypto'),
      import('@polkadot/util'),
    ])
    const { accountAddress } = session.data
    // util-crypto would read any other string as UTF-8 bytes, and a hex "address" as a raw public key.
    if (!isHex(session.signature) || isHex(accountAddress)) return false
    let publicKey: Uint8Array
    try {
      publicKey = decodeAddress(accountAddress)
    } catch {
      return false
    }
    await cryptoWaitReady()
    try {
      // The message as UTF-8 bytes: a string that happens to be hex would otherwise be decoded as hex.
      const message = new TextEncoder().encode(session.message)
      return signatureVerify(message, hexToU8a(session.signature), publicKey).isValid
    } catch {
      // A signature of a length no scheme has.
      return false
    }
  }
}

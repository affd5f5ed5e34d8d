import type { SIWXMessage, SIWXSession } from '@gangway/common'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

/** What the flow hands `addSession`: the message's fields, its text, and the wallet's signature of the text. */
export async function signedSession(
  message: SIWXMessage,
  sign: (text: string) => Promise<string> | string,
): Promise<SIWXSession> {
  const { toString: _toString, ...data } = message
  const text = message.toString()
  return { data, message: text, signature: await sign(text) }
}

/** A fresh Solana key: its base58 address and a base58 ed25519 signer, as Solana wallets answer. */
export function solanaSigner() {
  const secretKey = ed25519.utils.randomSecretKey()
  return {
    address: base58.encode(ed25519.getPublicKey(secretKey)),
    sign: (text: string) => base58.encode(ed25519.sign(new TextEncoder().encode(text), secretKey)),
  }
}

/** A session whose text and signature a verifier checks on their own (the fields are not read). */
export function rawSession(
  chainId: SIWXSession['data']['chainId'],
  accountAddress: string,
  message: string,
  signature: string,
): SIWXSession {
  const data = { accountAddress, chainId, domain: 'app.example.com', uri: 'https://app.example.com' }
  return { data: { ...data, version: '1', nonce: 'n0nce1234' }, message, signature }
}

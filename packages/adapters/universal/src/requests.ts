import { type ChainNamespace, GangwayError } from '@gangway/common'
import { encodeBase58 } from '@gangway/core/adapter-kit'

/** A request a wallet answers over WalletConnect. */
export interface WalletRequest {
  method: string
  params: unknown
}

const utf8 = new TextEncoder()
const toHex = (bytes: Uint8Array) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * ADR-036's sign document for arbitrary text: an amino StdSignDoc with no chain id, zero account number,
 * sequence and fee, and one `sign/MsgSignData` carrying the signer and the message bytes (base64). Cosmos
 * wallets (Keplr's signArbitrary, Leap, cosmos-kit) sign exactly this with `cosmos_signAmino`, so a
 * signature over it can never be replayed as a transaction.
 */
export function adr036SignDoc(message: string, signer: string) {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] as { denom: string; amount: string }[] },
    // Base64, as amino JSON carries bytes.
    msgs: [
      {
        type: 'sign/MsgSignData',
        value: {
          signer,
          data: btoa(Array.from(utf8.encode(message), (byte) => String.fromCharCode(byte)).join('')),
        },
      },
    ],
    memo: '',
  }
}

/** How each namespace asks its wallet to sign a text message (the WalletConnect RPC reference). */
export function signMessageRequest(
  namespace: ChainNamespace,
  message: string,
  address: string,
): WalletRequest {
  switch (namespace) {
    case 'eip155':
      return { method: 'personal_sign', params: [toHex(utf8.encode(message)), address] }
    case 'solana':
      // Solana's WalletConnect messages travel base58-encoded.
      return {
        method: 'solana_signMessage',
        params: { message: encodeBase58(utf8.encode(message)), pubkey: address },
      }
    case 'polkadot':
      return { method: 'polkadot_signMessage', params: { address, message } }
    case 'bip122':
      return { method: 'signMessage', params: { address, message } }
    case 'cosmos':
      return {
        method: 'cosmos_signAmino',
        params: { signerAddress: address, signDoc: adr036SignDoc(message, address) },
      }
    default:
      throw new GangwayError('Not supported', {
        details: `Signing a message is not supported on ${namespace}.`,
      })
  }
}

/**
 * The signature out of a wallet's answer: a string, `{ signature }` as Solana, Polkadot and Bitcoin send, or
 * Cosmos' `{ signature: StdSignature }`, whose own `signature` (base64) it is.
 */
export function signatureOf(result: unknown): string {
  if (typeof result === 'string') return result
  const signature = (result as { signature?: unknown } | null)?.signature
  if (typeof signature === 'string') return signature
  const standard = (signature as { signature?: unknown } | null | undefined)?.signature
  if (typeof standard === 'string') return standard
  throw new GangwayError('Something went wrong', { details: 'The wallet answered without a signature.' })
}

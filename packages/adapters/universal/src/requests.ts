import { type ChainNamespace, GangwayError } from '@gangway/common'

/** A request a wallet answers over WalletConnect. */
export interface WalletRequest {
  method: string
  params: unknown
}

const utf8 = new TextEncoder()
const toHex = (bytes: Uint8Array) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Solana's WalletConnect messages travel base58-encoded. */
export function toBase58(bytes: Uint8Array): string {
  let value = BigInt(toHex(bytes) === '0x' ? 0 : toHex(bytes))
  let out = ''
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
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
      return {
        method: 'solana_signMessage',
        params: { message: toBase58(utf8.encode(message)), pubkey: address },
      }
    case 'polkadot':
      return { method: 'polkadot_signMessage', params: { address, message } }
    case 'bip122':
      return { method: 'signMessage', params: { address, message } }
    default:
      throw new GangwayError('Not supported', {
        details: `Signing a message is not supported on ${namespace}.`,
      })
  }
}

/** The signature out of a wallet's answer: a string, or `{ signature }` as Solana, Polkadot and Bitcoin send. */
export function signatureOf(result: unknown): string {
  if (typeof result === 'string') return result
  const signature = (result as { signature?: unknown } | null)?.signature
  if (typeof signature === 'string') return signature
  throw new GangwayError('Something went wrong', { details: 'The wallet answered without a signature.' })
}

import { base58 } from '@gangway/core/adapter-kit'
import { AUTH_CONNECTOR_ID, type AuthClient } from '@gangway/core'
import { fromBase64, toBase64 } from './encoding.js'
import type { SolanaWallet } from './solana-wallet.js'

/** The name the embedded wallet goes by in the connector list (merged with the EVM one into one AUTH entry). */
export const AUTH_CONNECTOR_NAME = 'Email and socials'

function field(result: unknown, name: string): string {
  const value = (result as Record<string, unknown> | null)?.[name]
  if (typeof value !== 'string') throw new Error(`The embedded wallet answered without ${name}`)
  return value
}

/**
 * The embedded wallet (the secure frame) on Solana: the account of the session the sign-in views made, signing
 * in the frame (each request waits for the visitor's approval there). The frame keeps its own Solana chain per
 * namespace, set by the account request for the network asked for.
 */
export function createSolanaAuthWallet(auth: AuthClient): SolanaWallet {
  return {
    connectorId: AUTH_CONNECTOR_ID,
    describe: () => ({ name: AUTH_CONNECTOR_NAME }),
    async connect({ silent, network }) {
      const chainId = network?.caipNetworkId ?? 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
      if (silent) {
        if (!auth.hasStoredLogin()) return undefined
        const user = await auth.restore({ chainId })
        return user ? { address: user.address } : undefined
      }
      const user = await auth.getUser({ chainId })
      return { address: user.address }
    },
    disconnect: () => auth.signOut(),
    supports: () => true,
    async signMessage({ message, address }) {
      const result = await auth.request(
        { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: address } },
        'solana',
      )
      return base58.decode(field(result, 'signature'))
    },
    async signTransaction({ transaction }) {
      const result = await auth.request(
        { method: 'solana_signTransaction', params: { transaction: toBase64(transaction) } },
        'solana',
      )
      return fromBase64(field(result, 'transaction'))
    },
    async signAndSendTransaction({ transaction, options }) {
      const result = await auth.request(
        {
          method: 'solana_signAndSendTransaction',
          params: { transaction: toBase64(transaction), ...(options ? { options } : {}) },
        },
        'solana',
      )
      return field(result, 'signature')
    },
    // The frame reports nothing by itself: account and chain change only through this adapter.
    watch: () => () => undefined,
  }
}

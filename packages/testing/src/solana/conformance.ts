import type { ConformanceChain, ConformanceWallet } from '../conformance/types.js'
import { verifySolanaMessage } from '../walletconnect/solana.js'
import { solanaKey } from './keys.js'
import type { SolanaTestWallet } from './types.js'

/** What the native send moves: above the rent-exempt minimum of an empty account (890 880 lamports). */
const SEND_VALUE = 1_000_000n
const CONFIRM_TIMEOUT_MS = 15_000
const POLL_MS = 50

/**
 * Checks on a Solana chain, read straight from its node with JSON-RPC (no web3.js), bypassing the adapter under
 * test: balances in lamports, ed25519 signatures of the message's UTF-8 bytes, fresh recipients, statuses.
 */
export function solanaConformanceChain(rpcUrl: string): ConformanceChain {
  async function call<T>(method: string, params: unknown[]): Promise<T> {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: T; error?: { message: string } }
    if (body.error) throw new Error(`${method} failed: ${body.error.message}`)
    return body.result as T
  }

  return {
    async balanceOf(address) {
      const { value } = await call<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])
      return BigInt(value)
    },
    async verifyMessage({ address, message, signature }) {
      try {
        return verifySolanaMessage({ message: new TextEncoder().encode(message), signature, address })
      } catch {
        // Not base58, or not 64 bytes: not a signature.
        return false
      }
    },
    newRecipient: () => solanaKey(globalThis.crypto.getRandomValues(new Uint8Array(32))).address,
    async confirm(hash) {
      const end = Date.now() + CONFIRM_TIMEOUT_MS
      while (Date.now() < end) {
        const { value } = await call<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [[hash]])
        const [status] = value
        if (status) {
          if (status.err) throw new Error(`Transaction ${hash} failed: ${JSON.stringify(status.err)}`)
          return
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
      throw new Error(`Transaction ${hash} was not processed within ${CONFIRM_TIMEOUT_MS} ms.`)
    },
    sendValue: SEND_VALUE,
  }
}

/**
 * The Wallet Standard Solana test wallet as the conformance suite drives it: listed as ANNOUNCED under its
 * name; the user changes accounts and disconnects the site in the wallet. Wallet Standard wallets have no
 * current network, so the driver switches none.
 */
export function solanaWalletDriver(wallet: SolanaTestWallet): ConformanceWallet {
  return {
    connector: { name: wallet.name, type: 'ANNOUNCED' },
    get address() {
      return wallet.address
    },
    rejectNextRequest: () => wallet.rejectNextRequest(),
    async changeAccount() {
      return wallet.switchAccount()
    },
    async disconnect() {
      wallet.disconnectSite()
    },
  }
}

import type { Connector } from '@gangway/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet, walletStandardConnectorId } from './wallet-standard-wallet.js'

export interface WalletStandardDiscovery {
  /** The Solana wallets registered now, as connectors. */
  connectors(): Connector[]
  wallet(connectorId: string): Wallet | undefined
  /** The wallet under `connectorId`, waiting up to `graceMs` for it to register (extensions load late). */
  whenAvailable(connectorId: string, graceMs: number): Promise<Wallet | undefined>
  stop(): void
}

/** How a Wallet Standard wallet reaches the modal: ANNOUNCED, named and pictured by itself. */
export function toWalletStandardConnector(wallet: Wallet): Connector {
  return {
    id: walletStandardConnectorId(wallet),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    info: { name: wallet.name, icon: wallet.icon },
  }
}

/**
 * Wallet Standard discovery (`@wallet-standard/app`'s `getWallets()`): every registered wallet with Solana
 * chains and `standard:connect`, in registration order; `onChange` hears each register and unregister. Runs
 * only when called (construct), never at import; on a server it finds no wallets.
 */
export function discoverWalletStandardWallets(
  onChange: (connectors: Connector[]) => void,
): WalletStandardDiscovery {
  const wallets = getWallets()
  const solanaWallets = () => wallets.get().filter(isSolanaWallet)
  const waiting = new Set<() => void>()
  // Each wait's way out with its timer cleared, for stop().
  const pending = new Set<() => void>()
  const changed = () => {
    onChange(solanaWallets().map(toWalletStandardConnector))
    for (const wake of [...waiting]) wake()
  }
  const stops = [wallets.on('register', changed), wallets.on('unregister', changed)]
  const find = (connectorId: string) =>
    solanaWallets().find((wallet) => walletStandardConnectorId(wallet) === connectorId)

  return {
    connectors: () => solanaWallets().map(toWalletStandardConnector),
    wallet: find,
    whenAvailable(connectorId, graceMs) {
      const found = find(connectorId)
      if (found || graceMs <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer)
          waiting.delete(check)
          pending.delete(done)
          resolve(find(connectorId))
        }
        const check = () => {
          if (find(connectorId)) done()
        }
        const timer = setTimeout(done, graceMs)
        waiting.add(check)
        pending.add(done)
      })
    },
    stop() {
      for (const stop of stops) stop()
      for (const done of [...pending]) done()
    },
  }
}

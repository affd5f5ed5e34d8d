import type { Wallet } from '@wallet-standard/base'

/**
 * Counts the `standard:events` listeners `wallet` holds from now on: returns a function that reads how many are
 * still subscribed. For tests that check an adapter lets go of a Wallet Standard wallet (any chain's).
 */
export function countWalletListeners(wallet: Wallet): () => number {
  const events = wallet.features['standard:events'] as { on(event: string, listener: unknown): () => void }
  const on = events.on.bind(events)
  let live = 0
  events.on = (event, listener) => {
    live += 1
    const off = on(event, listener)
    return () => {
      live -= 1
      off()
    }
  }
  return () => live
}

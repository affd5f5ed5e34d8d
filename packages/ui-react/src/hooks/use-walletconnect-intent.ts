import { useCallback } from 'react'
import type { WalletEntry } from '../components/wallet-entries.js'
import { useCore } from '../context.js'

/**
 * What a wallet row calls when the visitor points at it or focuses it. A row that pairs over WalletConnect (the
 * WalletConnect entry, a directory wallet not in this browser) loads the SDK, opens its relay socket and makes a
 * pairing then: a list on screen is no choice, so nothing reaches a relay before the visitor's intent, and the
 * pointing-to-click time is what readies the QR code.
 */
export function useWalletConnectIntent(): (entry: WalletEntry) => void {
  const core = useCore()
  return useCallback(
    (entry: WalletEntry) => {
      if (core.walletConnectEnabled && (entry.walletConnect || !entry.connectorId))
        core.prepareWalletConnect()
    },
    [core],
  )
}

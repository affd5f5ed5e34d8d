import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'

/** The 'All Wallets' entry: `features.allWallets` on, and `options.allWallets` not hiding it here. */
export function useShowAllWallets(): boolean {
  const options = useSnapshot(useCore().store.options.state)
  if (!options.features.allWallets) return false
  if (options.allWallets === 'HIDE') return false
  if (options.allWallets === 'ONLY_MOBILE') return isTouchDevice()
  return true
}

function isTouchDevice(): boolean {
  return globalThis.matchMedia?.('(pointer: coarse)').matches ?? false
}

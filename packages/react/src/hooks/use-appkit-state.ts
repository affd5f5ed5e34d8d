import type { PublicState } from '@gangway/core'
import { useAppKitInstance } from '../context.js'
import { useDerived } from './use-derived.js'

/** `{ open, loading, selectedNetworkId, activeChain, initialized, connectingWallet }`. */
export function useAppKitState(): PublicState {
  const instance = useAppKitInstance('useAppKitState')
  return useDerived(instance.subscribeState, instance.getState)
}

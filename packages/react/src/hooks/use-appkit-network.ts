import type { NetworkInfo } from '@gangway/core'
import { useCallback } from 'react'
import type { AppKit } from '../appkit.js'
import { useAppKitInstance } from '../context.js'
import { useDerived } from './use-derived.js'

export type UseAppKitNetworkReturn = NetworkInfo & { switchNetwork: AppKit['switchNetwork'] }

/** The active network and `switchNetwork` (AppKit's `useAppKitNetwork`). */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const instance = useAppKitInstance('useAppKitNetwork')
  const read = useCallback(() => instance.core.getNetwork(), [instance])
  const network = useDerived(instance.subscribeNetwork, read)
  return { ...network, switchNetwork: instance.switchNetwork }
}

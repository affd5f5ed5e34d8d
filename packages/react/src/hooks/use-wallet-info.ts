import type { ConnectedWalletInfo } from '@gangway/core'
import type { ChainNamespace } from '@gangway/common'
import { useCallback } from 'react'
import { useAppKitInstance } from '../context.js'
import { useDerived } from './use-derived.js'

export function useWalletInfo(namespace?: ChainNamespace): { walletInfo: ConnectedWalletInfo | undefined } {
  const instance = useAppKitInstance('useWalletInfo')
  const read = useCallback(() => ({ walletInfo: instance.getWalletInfo(namespace) }), [instance, namespace])
  return useDerived(instance.subscribeWalletInfo, read)
}

import type { ChainNamespace } from '@gangway/common'
import { useCallback } from 'react'
import { useAppKitInstance } from '../context.js'
import { useDerived } from './use-derived.js'

/** The connected wallet's provider for a namespace (e.g. an EIP-1193 provider for eip155). */
export function useAppKitProvider<T = unknown>(
  namespace: ChainNamespace,
): { walletProvider: T | undefined; walletProviderType: string | undefined } {
  const instance = useAppKitInstance('useAppKitProvider')
  const read = useCallback(
    () => ({
      walletProvider: instance.getProvider<T>(namespace),
      walletProviderType: instance.getProvider(namespace) ? instance.getWalletProviderType() : undefined,
    }),
    [instance, namespace],
  )
  return useDerived(instance.subscribeProviders, read)
}

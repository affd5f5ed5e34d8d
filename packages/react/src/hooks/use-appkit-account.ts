import type { AccountInfo } from '@gangway/core'
import type { ChainNamespace } from '@gangway/common'
import { useCallback } from 'react'
import { useAppKitInstance } from '../context.js'
import { useDerived } from './use-derived.js'

/** The account of the active namespace, or of `namespace` (AppKit's `useAppKitAccount`). */
export function useAppKitAccount(options: { namespace?: ChainNamespace } = {}): AccountInfo {
  const instance = useAppKitInstance('useAppKitAccount')
  const { namespace } = options
  const subscribe = useCallback(
    (onChange: () => void) => instance.subscribeAccount(onChange, namespace),
    [instance, namespace],
  )
  const read = useCallback(() => instance.getAccount(namespace), [instance, namespace])
  return useDerived(subscribe, read)
}

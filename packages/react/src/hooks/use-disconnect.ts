import type { ChainNamespace } from '@gangway/common'
import { useCallback } from 'react'
import { useAppKitInstance } from '../context.js'

export function useDisconnect(): { disconnect: (options?: { namespace?: ChainNamespace }) => Promise<void> } {
  const instance = useAppKitInstance('useDisconnect')
  const disconnect = useCallback(
    (options: { namespace?: ChainNamespace } = {}) => instance.disconnect(options.namespace),
    [instance],
  )
  return { disconnect }
}

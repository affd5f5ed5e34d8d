import { networkImageUrl } from '@gangway/core'
import { useCallback } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'

type Network = Parameters<typeof networkImageUrl>[0]

/**
 * Resolves a network's icon URL: the host's `chainImages` first, then the network's own image, then the
 * image the services ship for its `assets.imageId` (SPEC §7). A function, so lists can call it per row.
 */
export function useNetworkImage(): (network: Network) => string | undefined {
  const core = useCore()
  const { chainImages, services } = useSnapshot(core.store.options.state)
  const apiUrl = services?.apiUrl
  return useCallback(
    (network: Network) => networkImageUrl(network, { chainImages, apiUrl }),
    [chainImages, apiUrl],
  )
}

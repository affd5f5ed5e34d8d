import { networkImageUrl } from '@gangway/core/start'
import { useCallback } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'

type Network = Parameters<typeof networkImageUrl>[0]

/**
 * Resolves a network's icon URL: the host's `chainImages` first, then the network's own image, then the
 * image the services ship for its `assets.imageId` (SPEC §7). A function, so lists can call it per row.
 * `fromServices: false` is for the buttons in the host page: a page load asks the services for nothing, so
 * there the services' image is left out (the modal, once opened, shows it).
 */
export function useNetworkImage({
  fromServices = true,
}: {
  fromServices?: boolean
} = {}): (network: Network) => string | undefined {
  const core = useCore()
  const { chainImages, services } = useSnapshot(core.store.options.state)
  const apiUrl = fromServices ? services?.apiUrl : undefined
  return useCallback(
    (network: Network) => networkImageUrl(network, { chainImages, apiUrl }),
    [chainImages, apiUrl],
  )
}

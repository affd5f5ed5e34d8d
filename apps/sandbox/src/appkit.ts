import { createAppKit } from '@gangway/react'
import { createAdapters, customRpcUrls, networks, projectId, services } from './config'

export function createSandboxAppKit() {
  return createAppKit({
    adapters: createAdapters(),
    networks,
    projectId,
    customRpcUrls,
    services,
    // Hidden by rdns (SPEC §5), to show that an excluded wallet never appears in the directory.
    excludeWalletIds: ['io.zerion.wallet'],
    metadata: {
      name: 'Gangway sandbox',
      description: 'Every Gangway feature against local chains',
      url: window.location.origin,
      icons: [],
    },
    // Events go to the local analytics sink (apps/services), only after the visitor opens the modal.
    features: { analytics: true },
  })
}

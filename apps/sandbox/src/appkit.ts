import { createAppKit } from '@gangway/react'
import { customRpcUrls, networks, projectId, services, wagmiAdapter } from './config'

export function createSandboxAppKit() {
  return createAppKit({
    adapters: [wagmiAdapter],
    networks,
    projectId,
    customRpcUrls,
    services,
    metadata: {
      name: 'Gangway sandbox',
      description: 'Every Gangway feature against local chains',
      url: window.location.origin,
      icons: [],
    },
    features: { analytics: false },
  })
}

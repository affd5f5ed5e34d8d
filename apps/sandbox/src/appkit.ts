import { createAppKit } from '@gangway/react'
import { customRpcUrls, networks, projectId, wagmiAdapter } from './config'

export function createSandboxAppKit() {
  return createAppKit({
    adapters: [wagmiAdapter],
    networks,
    projectId,
    customRpcUrls,
    metadata: {
      name: 'Gangway sandbox',
      description: 'Every Gangway feature against local chains',
      url: window.location.origin,
      icons: [],
    },
    features: { analytics: false },
  })
}

import { type CaipNetwork, type ChainAdapter, createAppKit } from '@gangway/react'
import { createAdapters, customRpcUrls, networks, projectId, services } from './config'

/** An AppKit instance as every sandbox page makes it: local services, local chains, analytics to the local sink. */
export function createPageAppKit(options: {
  adapters: ChainAdapter[]
  networks: [CaipNetwork, ...CaipNetwork[]]
  title: string
}) {
  return createAppKit({
    adapters: options.adapters,
    networks: options.networks,
    projectId,
    customRpcUrls,
    services,
    // Hidden by rdns (SPEC §5), to show that an excluded wallet never appears in the directory.
    excludeWalletIds: ['io.zerion.wallet'],
    metadata: {
      name: options.title,
      description: 'Every Gangway feature against local chains',
      url: window.location.origin,
      icons: [],
    },
    // Events go to the local analytics sink (apps/services), only after the visitor opens the modal.
    // E-mail sign-in goes through the local secure frame; social and Farcaster sign-in are not wired yet.
    features: { analytics: true, socials: false },
  })
}

export function createSandboxAppKit() {
  return createPageAppKit({ adapters: createAdapters(), networks, title: 'Gangway sandbox' })
}

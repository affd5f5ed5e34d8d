import { type CaipNetwork, type ChainAdapter, createAppKit, type SIWXConfig } from '@gangway/react'
import { createAdapters, customRpcUrls, locale, networks, projectId, services } from './config'

/** An AppKit instance as every sandbox page makes it: local services, local chains, analytics to the local sink. */
export function createPageAppKit(options: {
  adapters: ChainAdapter[]
  networks: [CaipNetwork, ...CaipNetwork[]]
  title: string
  siwx?: SIWXConfig
  cspNonce?: string
}) {
  const appKit = createAppKit({
    ...(options.siwx ? { siwx: options.siwx } : {}),
    ...(options.cspNonce ? { cspNonce: options.cspNonce } : {}),
    ...(locale ? { locale } : {}),
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
    // E-mail, social and Farcaster sign-in go through the local secure frame (apps/secure-frame), whose backend
    // runs the OAuth stand-in and the Farcaster relay stand-in in the services.
    features: { analytics: true },
  })
  // The end-to-end specs call run-time APIs the page has no control for (setLocale in e2e/i18n.spec.ts).
  Object.assign(window, { __gangwayAppKit: appKit })
  return appKit
}

export function createSandboxAppKit() {
  return createPageAppKit({ adapters: createAdapters(), networks, title: 'Gangway sandbox' })
}

import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { createAppKit } from '@gangway/react'
import { customRpcUrls, evmNetworks, networks, projectId, services } from '../config'

/** What one round did, for the test to check that the round really reached the modal and the relay. */
export interface LifecycleRound {
  modalRendered: boolean
  pairingUri: boolean
}

declare global {
  interface Window {
    /** The lifecycle test's handle: creates, uses and destroys one instance per call. */
    gangwayLifecycle?: { round(): Promise<LifecycleRound> }
  }
}

const until = async (check: () => boolean, timeoutMs = 10_000): Promise<boolean> => {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) return false
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return true
}

/**
 * One instance as the sandbox makes it (wagmi adapter, WalletConnect over the local relay), taken as far as a
 * visitor takes it before leaving: started, the modal rendered, a WalletConnect pairing showing its URI. Then
 * destroyed.
 */
async function round(): Promise<LifecycleRound> {
  const appKit = createAppKit({
    adapters: [new WagmiAdapter({ networks: evmNetworks, projectId, customRpcUrls })],
    networks,
    projectId,
    customRpcUrls,
    services,
    metadata: { name: 'Lifecycle', description: 'Create and destroy', url: location.origin, icons: [] },
  })
  await appKit.ready().catch(() => undefined)
  await appKit.open()
  const modalRendered = await until(() =>
    Boolean(document.querySelector('[data-gangway-modal]')?.shadowRoot?.querySelector('[role="dialog"]')),
  )
  appKit.core.startWalletConnectPairing()
  const pairingUri = await until(() => Boolean(appKit.core.store.walletConnect.state.uri))
  await appKit.destroy()
  return { modalRendered, pairingUri }
}

/** The lifecycle page: an `<appkit-button>` that follows the default instance, and the test's handle. */
export function start(root: HTMLElement) {
  document.title = 'Lifecycle · Gangway sandbox'
  const heading = document.createElement('h1')
  heading.textContent = 'Create and destroy instances'
  root.append(heading, document.createElement('appkit-button'))
  window.gangwayLifecycle = { round }
}

import { lazyView } from '../lazy-view.js'

// The WalletConnect views carry the QR encoder: their chunk, not the first one. Connect and AllWallets preload
// them when they offer a WalletConnect entry, so picking it neither downloads nor suspends.
export const ConnectingWalletConnect = lazyView(() =>
  import('../../views/ConnectingWalletConnect/index.js').then((module) => module.ConnectingWalletConnect),
)
export const ConnectingWalletConnectBasic = lazyView(() =>
  import('../../views/ConnectingWalletConnectBasic/index.js').then(
    (module) => module.ConnectingWalletConnectBasic,
  ),
)

/** Starts loading both WalletConnect views (and the QR encoder) ahead of the visitor's pick. */
export function preloadWalletConnectViews(): void {
  void ConnectingWalletConnect.preload()
  void ConnectingWalletConnectBasic.preload()
}

// A wallet on several namespaces: its view is preloaded by Connect when such a wallet is listed.
export const ConnectingMultiChain = lazyView(() =>
  import('../../views/ConnectingMultiChain/index.js').then((module) => module.ConnectingMultiChain),
)

/** Starts loading the namespace choice ahead of the visitor's pick of a multi-chain wallet. */
export function preloadMultiChainView(): void {
  void ConnectingMultiChain.preload()
}

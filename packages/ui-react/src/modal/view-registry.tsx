import type { RouterData, RouterView } from '@gangway/core'
import { type ComponentType, lazy } from 'react'
import type { Snapshot } from 'valtio'
import type { Translate } from '../messages.js'
import { LazyViewOutlet, lazyView } from './lazy-view.js'
import { Account } from '../views/Account/index.js'
import { AllWallets } from '../views/AllWallets/index.js'
import { Connect } from '../views/Connect/index.js'
import { ConnectingExternal } from '../views/ConnectingExternal/index.js'

export interface ViewEntry {
  component: ComponentType
  title(t: Translate, data: Snapshot<RouterData> | undefined): string
}

// ARCHITECTURE, UI: views beyond Connect / AllWallets / Account load on demand. ConnectingExternal is
// part of connecting, so it ships with Connect rather than making every connection wait for a download.
const Downloads = lazy(() =>
  import('../views/Downloads/index.js').then((module) => ({ default: module.Downloads })),
)
const Networks = lazy(() =>
  import('../views/Networks/index.js').then((module) => ({ default: module.Networks })),
)
// The WalletConnect views carry the QR encoder: their chunk, not the first one. The Connect view preloads
// them when it offers a WalletConnect entry, so picking it neither downloads nor suspends.
const ConnectingWalletConnect = lazyView(() =>
  import('../views/ConnectingWalletConnect/index.js').then((module) => module.ConnectingWalletConnect),
)
const ConnectingWalletConnectBasic = lazyView(() =>
  import('../views/ConnectingWalletConnectBasic/index.js').then(
    (module) => module.ConnectingWalletConnectBasic,
  ),
)

function ConnectingWalletConnectView() {
  return <LazyViewOutlet view={ConnectingWalletConnect} />
}

function ConnectingWalletConnectBasicView() {
  return <LazyViewOutlet view={ConnectingWalletConnectBasic} />
}

/** Starts loading both WalletConnect views (and the QR encoder) ahead of the visitor's pick. */
export function preloadWalletConnectViews(): void {
  void ConnectingWalletConnect.preload()
  void ConnectingWalletConnectBasic.preload()
}

// A wallet on several namespaces: its view is preloaded by Connect when such a wallet is listed.
const ConnectingMultiChain = lazyView(() =>
  import('../views/ConnectingMultiChain/index.js').then((module) => module.ConnectingMultiChain),
)

function ConnectingMultiChainView() {
  return <LazyViewOutlet view={ConnectingMultiChain} />
}

/** Starts loading the namespace choice ahead of the visitor's pick of a multi-chain wallet. */
export function preloadMultiChainView(): void {
  void ConnectingMultiChain.preload()
}

const UnsupportedChain = lazy(() =>
  import('../views/UnsupportedChain/index.js').then((module) => ({ default: module.UnsupportedChain })),
)

/** The views built so far, with their header titles. */
export const VIEWS: Partial<Record<RouterView, ViewEntry>> = {
  Connect: { component: Connect, title: (t) => t('connectWallet') },
  AllWallets: { component: AllWallets, title: (t) => t('allWallets') },
  ConnectingExternal: {
    component: ConnectingExternal,
    title: (t, data) => data?.connector?.name ?? t('connectWallet'),
  },
  ConnectingMultiChain: {
    component: ConnectingMultiChainView,
    title: (t, data) => data?.connector?.name ?? t('connectWallet'),
  },
  ConnectingWalletConnect: {
    component: ConnectingWalletConnectView,
    title: (t, data) => data?.wallet?.name ?? t('walletConnect'),
  },
  ConnectingWalletConnectBasic: {
    component: ConnectingWalletConnectBasicView,
    title: (t) => t('connectWallet'),
  },
  Downloads: {
    component: Downloads,
    title: (t, data) => (data?.wallet ? t('downloadsTitle', { name: data.wallet.name }) : t('allWallets')),
  },
  Account: { component: Account, title: (t) => t('account') },
  Networks: { component: Networks, title: (t) => t('chooseNetwork') },
  UnsupportedChain: { component: UnsupportedChain, title: (t) => t('unsupportedTitle') },
}

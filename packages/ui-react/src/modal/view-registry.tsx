import type { OAuthProvider, RouterData, RouterView } from '@gangway/core'
import { type ComponentType, lazy } from 'react'
import type { Snapshot } from 'valtio'
import { SOCIAL_PROVIDER_MESSAGES, type Translate } from '../messages.js'
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

// The account's own views: an NFT's detail and the name registration.
const NftDetail = lazy(() =>
  import('../views/NftDetail/index.js').then((module) => ({ default: module.NftDetail })),
)
const RegisterAccountName = lazy(() =>
  import('../views/RegisterAccountName/index.js').then((module) => ({ default: module.RegisterAccountName })),
)
const RegisterAccountNameSuccess = lazy(() =>
  import('../views/RegisterAccountName/index.js').then((module) => ({
    default: module.RegisterAccountNameSuccess,
  })),
)

// Send and Receive (wallet features of Account). The send steps follow one another: WalletSend preloads the
// other two, and preloadSendViews() fetches all three ahead of a click on Send.
const WalletSend = lazyView(() => import('../views/WalletSend/index.js').then((module) => module.WalletSend))
const WalletSendSelectToken = lazyView(() =>
  import('../views/WalletSendSelectToken/index.js').then((module) => module.WalletSendSelectToken),
)
const WalletSendPreview = lazyView(() =>
  import('../views/WalletSendPreview/index.js').then((module) => module.WalletSendPreview),
)
const WalletReceive = lazyView(() =>
  import('../views/WalletReceive/index.js').then((module) => module.WalletReceive),
)

/** Starts loading the three Send views, so each step renders at once; resolves once they have arrived. */
export function preloadSendViews(): Promise<void> {
  return Promise.all([
    WalletSend.preload(),
    WalletSendSelectToken.preload(),
    WalletSendPreview.preload(),
  ]).then(() => undefined)
}

// Buy (the onramp wallet feature): the providers view preloads the other three, so each step renders at once.
const OnRampProviders = lazyView(() =>
  import('../views/OnRampProviders/index.js').then((module) => module.OnRampProviders),
)
const OnRampTokenSelect = lazyView(() =>
  import('../views/OnRampTokenSelect/index.js').then((module) => module.OnRampTokenSelect),
)
const OnRampFiatSelect = lazyView(() =>
  import('../views/OnRampFiatSelect/index.js').then((module) => module.OnRampFiatSelect),
)
const BuyInProgress = lazyView(() =>
  import('../views/BuyInProgress/index.js').then((module) => module.BuyInProgress),
)

/** Starts loading the Buy views after the first, so picking a coin, a currency or a provider never waits. */
export function preloadOnrampViews(): Promise<void> {
  return Promise.all([OnRampTokenSelect.preload(), OnRampFiatSelect.preload(), BuyInProgress.preload()]).then(
    () => undefined,
  )
}

// Swap (the swaps wallet feature): the form, its token list and the review, preloaded together from Account.
const Swap = lazyView(() => import('../views/Swap/index.js').then((module) => module.Swap))
const SwapSelectToken = lazyView(() =>
  import('../views/SwapSelectToken/index.js').then((module) => module.SwapSelectToken),
)
const SwapPreview = lazyView(() =>
  import('../views/SwapPreview/index.js').then((module) => module.SwapPreview),
)

/** Starts loading the three Swap views, so each step renders at once; resolves once they have arrived. */
export function preloadSwapViews(): Promise<void> {
  return Promise.all([Swap.preload(), SwapSelectToken.preload(), SwapPreview.preload()]).then(() => undefined)
}

// Sign-in by e-mail (and approvals of the embedded wallet): only hosts with a secure site ever load these.
const EmailVerifyDevice = lazyView(() =>
  import('../views/EmailVerifyDevice/index.js').then((module) => module.EmailVerifyDevice),
)
const EmailVerifyOtp = lazyView(() =>
  import('../views/EmailVerifyOtp/index.js').then((module) => module.EmailVerifyOtp),
)
const ApproveTransaction = lazyView(() =>
  import('../views/ApproveTransaction/index.js').then((module) => module.ApproveTransaction),
)
// The frame's recovery dialog; the chunk also holds Account's recovery notice.
const SetUpRecovery = lazyView(() =>
  import('../views/SetUpRecovery/index.js').then((module) => module.SetUpRecovery),
)

const UpdateEmail = lazyView(() =>
  import('../views/UpdateEmail/index.js').then((module) => module.UpdateEmail),
)
const ConnectingSocial = lazyView(() =>
  import('../views/ConnectingSocial/index.js').then((module) => module.ConnectingSocial),
)
const ConnectingFarcaster = lazyView(() =>
  import('../views/ConnectingFarcaster/index.js').then((module) => module.ConnectingFarcaster),
)

// Sign In With X: only hosts that set `siwx` ever load it.
const SIWXSignMessage = lazyView(() =>
  import('../views/SIWXSignMessage/index.js').then((module) => module.SIWXSignMessage),
)

/** Starts loading both e-mail steps as the visitor submits an e-mail, so the next step never waits. */
export function preloadEmailViews(): void {
  void EmailVerifyDevice.preload()
  void EmailVerifyOtp.preload()
}

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
  NftDetail: { component: NftDetail, title: (t) => t('nfts') },
  RegisterAccountName: { component: RegisterAccountName, title: (t) => t('registerNameTitle') },
  RegisterAccountNameSuccess: {
    component: RegisterAccountNameSuccess,
    title: (t) => t('registerNameSuccessTitle'),
  },
  WalletSend: { component: () => <LazyViewOutlet view={WalletSend} />, title: (t) => t('sendTitle') },
  WalletSendSelectToken: {
    component: () => <LazyViewOutlet view={WalletSendSelectToken} />,
    title: (t) => t('selectTokenTitle'),
  },
  WalletSendPreview: {
    component: () => <LazyViewOutlet view={WalletSendPreview} />,
    title: (t) => t('reviewSendTitle'),
  },
  WalletReceive: {
    component: () => <LazyViewOutlet view={WalletReceive} />,
    title: (t) => t('receiveTitle'),
  },
  // The review's own title would put a string into the start-up catalogue: the feature's name says enough.
  Swap: { component: () => <LazyViewOutlet view={Swap} />, title: (t) => t('featureSwap') },
  SwapSelectToken: {
    component: () => <LazyViewOutlet view={SwapSelectToken} />,
    title: (t) => t('selectTokenTitle'),
  },
  SwapPreview: { component: () => <LazyViewOutlet view={SwapPreview} />, title: (t) => t('featureSwap') },
  OnRampProviders: {
    component: () => <LazyViewOutlet view={OnRampProviders} />,
    title: (t) => t('featureBuy'),
  },
  OnRampTokenSelect: {
    component: () => <LazyViewOutlet view={OnRampTokenSelect} />,
    title: (t) => t('selectTokenTitle'),
  },
  OnRampFiatSelect: {
    component: () => <LazyViewOutlet view={OnRampFiatSelect} />,
    title: (t) => t('selectCurrencyTitle'),
  },
  BuyInProgress: {
    component: () => <LazyViewOutlet view={BuyInProgress} />,
    title: (t) => t('featureBuy'),
  },
  EmailVerifyDevice: {
    component: () => <LazyViewOutlet view={EmailVerifyDevice} />,
    title: (t) => t('emailLabel'),
  },
  EmailVerifyOtp: {
    component: () => <LazyViewOutlet view={EmailVerifyOtp} />,
    title: (t) => t('emailLabel'),
  },
  UpdateEmail: {
    component: () => <LazyViewOutlet view={UpdateEmail} />,
    title: (t) => t('updateEmail'),
  },
  ConnectingSocial: {
    component: () => <LazyViewOutlet view={ConnectingSocial} />,
    title: (t, data) =>
      t('social', {
        provider: t(SOCIAL_PROVIDER_MESSAGES[data?.provider as OAuthProvider] ?? 'providerGoogle'),
      }),
  },
  ConnectingFarcaster: {
    component: () => <LazyViewOutlet view={ConnectingFarcaster} />,
    title: (t) => t('providerFarcaster'),
  },
  ApproveTransaction: {
    component: () => <LazyViewOutlet view={ApproveTransaction} />,
    title: (t) => t('approveTitle'),
  },
  SetUpRecovery: {
    component: () => <LazyViewOutlet view={SetUpRecovery} />,
    title: (t) => t('setUpRecoveryTitle'),
  },
  SIWXSignMessage: {
    component: () => <LazyViewOutlet view={SIWXSignMessage} />,
    title: (t) => t('siwxTitle'),
  },
  ConnectingSiwe: {
    component: () => <LazyViewOutlet view={SIWXSignMessage} />,
    title: (t) => t('siweTitle'),
  },
}

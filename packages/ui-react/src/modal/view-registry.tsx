import type { OAuthProvider, RouterData, RouterView } from '@gangway/core'
import { type ComponentType, lazy } from 'react'
import type { Snapshot } from 'valtio'
import { SOCIAL_PROVIDER_MESSAGES, type Translate } from '../messages.js'
import { LazyViewOutlet, lazyView } from './lazy-view.js'
import { Account } from '../views/Account/index.js'
import { AllWallets } from '../views/AllWallets/index.js'
import { Connect } from '../views/Connect/index.js'
import { ConnectingExternal } from '../views/ConnectingExternal/index.js'
import {
  ConnectingMultiChain,
  ConnectingWalletConnect,
  ConnectingWalletConnectBasic,
} from './lazy-views/connecting.js'
import { EmailVerifyDevice, EmailVerifyOtp } from './lazy-views/email.js'
import {
  BuyInProgress,
  OnRampFiatSelect,
  OnRampTokenSelect,
  SwapPreview,
  SwapSelectToken,
  WalletSendPreview,
  WalletSendSelectToken,
} from './lazy-views/feature-steps.js'
import { OnRampProviders, Swap, WalletSend } from './lazy-views/wallet-features.js'

export interface ViewEntry {
  component: ComponentType
  title(t: Translate, data: Snapshot<RouterData> | undefined): string
}

// ARCHITECTURE, UI: views beyond Connect / AllWallets / Account load on demand. ConnectingExternal is
// part of connecting, so it ships with Connect rather than making every connection wait for a download.
// The handles of views that another view preloads live in ./lazy-views/, which imports no view statically:
// a view that preloads imports that folder, never this registry, so the registry's imports stay one-way.
// Views that nothing preloads load here.
const Downloads = lazy(() =>
  import('../views/Downloads/index.js').then((module) => ({ default: module.Downloads })),
)
const Networks = lazy(() =>
  import('../views/Networks/index.js').then((module) => ({ default: module.Networks })),
)

function ConnectingWalletConnectView() {
  return <LazyViewOutlet view={ConnectingWalletConnect} />
}

function ConnectingWalletConnectBasicView() {
  return <LazyViewOutlet view={ConnectingWalletConnectBasic} />
}

function ConnectingMultiChainView() {
  return <LazyViewOutlet view={ConnectingMultiChain} />
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

// Receive (a wallet feature of Account).
const WalletReceive = lazyView(() =>
  import('../views/WalletReceive/index.js').then((module) => module.WalletReceive),
)

// Approvals of the embedded wallet and the rest of sign-in: only hosts with a secure site ever load these.
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

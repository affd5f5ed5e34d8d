import type { SocialProvider } from '@gangway/core'
import { type ChainNamespace, formatMessage } from '@gangway/common'

/**
 * The one catalogue of every user-visible English string of the modal and the buttons.
 * `{name}`-style placeholders are filled by `formatMessage`; hosts override any key through
 * `options.messages` (same keys).
 */
export const defaultMessages = {
  // buttons
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting...',
  selectNetwork: 'Select Network',
  unknownNetwork: 'Unknown Network',

  // modal frame
  back: 'Back',
  close: 'Close',
  dismiss: 'Dismiss',
  viewUnavailable: 'This view is not available yet.',
  loading: 'Loading...',

  // Connect
  or: 'or',
  email: 'Continue with email',
  emailLabel: 'Email',
  social: 'Continue with {provider}',
  comingSoon: 'Coming soon',
  installed: 'Installed',
  recent: 'Recent',
  noBrowserWallet: 'No browser wallet detected',
  namespaceFilters: 'Show wallets for',

  // chain namespaces (SPEC §1)
  namespaceEip155: 'EVM Networks',
  namespaceSolana: 'Solana',
  namespacePolkadot: 'Polkadot',
  namespaceBip122: 'Bitcoin',
  namespaceCosmos: 'Cosmos',

  // ConnectingMultiChain
  selectChain: 'Select a chain',
  selectChainFor: 'Choose where to connect {name}.',
  namespaceConnected: 'Connected',
  namespaceConnectedWith: 'Connected with {name}',
  connectingOn: 'Connecting {name} on {namespace}',

  // AllWallets
  allWallets: 'All Wallets',
  walletsList: 'Wallets',
  searchWallet: 'Search wallet',
  noWalletFound: 'No wallet found',
  walletCountAtLeast: '{count}+',
  searchingWallets: 'Searching wallets...',
  loadingWallets: 'Loading wallets...',
  directoryUnavailable: "Couldn't load the wallet directory. Installed wallets still work.",
  directoryNotConfigured: 'Only the wallets installed in this browser are listed.',

  // Downloads
  downloadsTitle: 'Get {name}',
  downloadLinks: 'Ways to get {name}',
  openDesktopApp: 'Open {name} desktop app',
  openMobileApp: 'Open {name} mobile app',
  openWebApp: 'Open {name} web app',
  visitWebsite: 'Visit the {name} website',
  getOnAppStore: 'Get {name} on the App Store',
  getOnGooglePlay: 'Get {name} on Google Play',
  noSafeLink: 'No safe link to open {name}.',

  // ConnectingExternal
  continueIn: 'Continue in {name}',
  acceptConnection: 'Accept connection request in the wallet',
  connectionDeclined: 'Connection declined',
  tryAgain: 'Try again',

  // ConnectingWalletConnect and ConnectingWalletConnectBasic
  walletConnect: 'WalletConnect',
  scanQrCode: 'Scan this QR code with your phone',
  qrCodeFor: 'QR code for {name}',
  walletConnectQrCode: 'WalletConnect QR code',
  qrCodeLoading: 'Preparing the QR code...',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyLinkFailed: 'Could not copy the link',
  walletLinks: 'Ways to open {name}',
  openInAppBrowser: 'Open this page in {name}',

  // Account
  account: 'Account',
  copyAddress: 'Copy address',
  copied: 'Address copied',
  copyFailed: 'Could not copy the address',
  balanceLoading: 'Loading balance',
  disconnect: 'Disconnect',
  disconnectFailed: 'Failed to disconnect',
  connectedAccounts: 'Connected accounts',
  disconnectNamespace: 'Disconnect {namespace}',
  disconnectAll: 'Disconnect all',
  connectAnotherWallet: 'Connect another wallet',
  namespaceNotConnected: 'No wallet connected on {namespace}',

  // Networks and UnsupportedChain
  networks: 'Networks',
  chooseNetwork: 'Choose network',
  switchNetwork: 'Switch Network',
  switchNetworkFailed: 'Failed to switch network',
  unsupportedTitle: 'Switch Network',
  unsupportedBody:
    "This app doesn't support your current network. Switch to an available option to continue.",

  // social provider names
  providerGoogle: 'Google',
  providerGithub: 'GitHub',
  providerApple: 'Apple',
  providerFacebook: 'Facebook',
  providerX: 'X',
  providerDiscord: 'Discord',
  providerFarcaster: 'Farcaster',
} as const

export type MessageKey = keyof typeof defaultMessages
export type MessageValues = Record<string, string | number>
/** Looks a message up (host override first) and fills its placeholders. */
export type Translate = (key: MessageKey, values?: MessageValues) => string

export const SOCIAL_PROVIDER_MESSAGES: Record<SocialProvider, MessageKey> = {
  google: 'providerGoogle',
  github: 'providerGithub',
  apple: 'providerApple',
  facebook: 'providerFacebook',
  x: 'providerX',
  discord: 'providerDiscord',
  farcaster: 'providerFarcaster',
}

/** The catalogue name of each chain namespace ("EVM Networks", "Solana", …). */
export const NAMESPACE_MESSAGES: Record<ChainNamespace, MessageKey> = {
  eip155: 'namespaceEip155',
  solana: 'namespaceSolana',
  polkadot: 'namespacePolkadot',
  bip122: 'namespaceBip122',
  cosmos: 'namespaceCosmos',
}

/** Builds a translate function over the defaults and the host's overrides. */
export function createTranslate(overrides: Readonly<Record<string, string>> = {}): Translate {
  return (key, values) => formatMessage(overrides[key] ?? defaultMessages[key], values ?? {})
}

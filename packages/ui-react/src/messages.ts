import type { SocialProvider } from '@gangway/core'
import { type ChainNamespace, formatMessage } from '@gangway/common'
import { buttonMessages } from './buttons/button-messages.js'

/**
 * The one catalogue of every user-visible English string of the modal and the buttons.
 * `{name}`-style placeholders are filled by `formatMessage`; hosts override any key through
 * `options.messages` (same keys).
 */
export const defaultMessages = {
  ...buttonMessages,

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
  invalidEmail: 'Enter a valid e-mail address',
  approveTitle: 'Approve Transaction',
  setUpRecoveryTitle: 'Set up recovery',
  siwxTitle: 'Sign in',
  siweTitle: 'Sign In With Ethereum',
  signOut: 'Sign out',
  updateEmail: 'Update email',
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
  // The sign-in flow's snackbar when its message cannot be made (SPEC §8).
  siwxInitFailed: 'A problem occurred while trying initialize authentication',
  tryAgain: 'Try again',

  // ConnectingWalletConnect and ConnectingWalletConnectBasic
  walletConnect: 'WalletConnect',

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

  // Account: header, wallet features and tabs
  viewOnExplorer: 'View on explorer',
  featureBuy: 'Buy',
  featureSwap: 'Swap',
  featureReceive: 'Receive',
  featureSend: 'Send',
  accountTabs: 'Account details',
  tokens: 'Tokens',
  nfts: 'NFTs',
  activity: 'Activity',
  tokensList: 'Tokens',
  tokensLoading: 'Loading tokens',
  tokensEmpty: 'No tokens on this network yet.',
  portfolioTotal: 'Total value',
  nftsList: 'NFTs',
  nftsLoading: 'Loading NFTs',
  nftsEmpty: 'No NFTs on this network yet.',
  nftsFailed: "Couldn't load your NFTs.",
  nftUnnamed: 'NFT #{id}',
  nftNotFound: 'This NFT is no longer in the account.',
  nftCollection: 'Collection',
  nftTokenId: 'Token ID',
  nftDescription: 'Description',
  activityList: 'Activity',
  activityLoading: 'Loading activity',
  activityLoadingMore: 'Loading more activity...',
  activityEmpty: 'No activity on this network yet.',
  activityFailed: 'Failed to fetch transactions',
  activityUndated: 'Date unknown',
  activitySend: 'Sent',
  activityReceive: 'Received',
  activityApprove: 'Approved',
  activityMint: 'Minted',
  activityBurn: 'Burned',
  activityTrade: 'Swapped',
  activityDeposit: 'Bought',
  activityOther: 'Transaction',
  activityPending: 'Pending',
  activityFailedTag: 'Failed',
  activityMoreTransfers: '{text} and {count} more',
  activityTradeTransfers: '{sent} → {received}',

  // RegisterAccountName and RegisterAccountNameSuccess: the titles and the Account header's link (the views' own
  // strings travel with them, views/name-messages.ts)
  registerNameTitle: 'Choose your name',
  registerNameSuccessTitle: 'Name registered',
  chooseName: 'Choose a name',
  changeName: 'Change name',

  // Networks and UnsupportedChain
  networks: 'Networks',
  chooseNetwork: 'Choose network',
  switchNetwork: 'Switch Network',
  switchNetworkFailed: 'Failed to switch network',
  unsupportedTitle: 'Switch Network',
  unsupportedBody:
    "This app doesn't support your current network. Switch to an available option to continue.",

  // Send (WalletSend, WalletSendSelectToken, WalletSendPreview): the titles (the views' own strings travel with
  // them, views/send-messages.ts)
  sendTitle: 'Send',
  selectTokenTitle: 'Select Token',
  reviewSendTitle: 'Review Send',

  // Buy: the currency list's title (the views' own strings travel with them, onramp-messages.ts)
  selectCurrencyTitle: 'Select Currency',

  // Receive (WalletReceive)
  receiveTitle: 'Receive',

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

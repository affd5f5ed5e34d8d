import type {
  AccountType,
  AlertVariant,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainId,
  ChainNamespace,
  ConnectorType,
  SnackVariant,
  ThemeMode,
  ThemeVariables,
} from '@gangway/common'
import type { WalletListing } from '@gangway/api'
import type { ChainAdapter } from './adapter.js'
import type { SIWEConfig } from '@gangway/common'
import type { SIWXConfig } from './siwx/types.js'

// ───────────────────────────── options ─────────────────────────────

export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'
export type ConnectMethod = 'email' | 'social' | 'wallet'
export type ConnectorTypeOrder =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** `features` (SPEC §9 defaults: on — swaps, onramp, receive, send, email, history, analytics, allWallets). */
export interface Features {
  swaps?: boolean
  onramp?: boolean
  receive?: boolean
  send?: boolean
  history?: boolean
  email?: boolean
  emailShowWallets?: boolean
  socials?: SocialProvider[] | false
  collapseWallets?: boolean
  analytics?: boolean
  allWallets?: boolean
  smartSessions?: boolean
  legalCheckbox?: boolean
  pay?: boolean
  headless?: boolean
  connectorTypeOrder?: ConnectorTypeOrder[]
  connectMethodsOrder?: ConnectMethod[]
  walletFeaturesOrder?: WalletFeature[]
}

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
  redirect?: { native?: string; universal?: string }
}

export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  image_url?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
}

/** Base URLs of the services (ours; SERVICES.md). */
export interface ServiceUrls {
  apiUrl?: string
  blockchainApiUrl?: string
  analyticsUrl?: string
  /** WalletConnect relay (a `wss:`/`ws:` URL); the public relay when absent. */
  relayUrl?: string
  /** WalletConnect verify service (ours): where the browser gets its attestation; the public one when absent. */
  verifyUrl?: string
  secureSiteUrl?: string
}

/** `universalProviderConfigOverride` (API.md): per-namespace replacements for what a pairing proposes. */
export interface UniversalProviderConfigOverride {
  methods?: Partial<Record<ChainNamespace, string[]>>
  chains?: Partial<Record<ChainNamespace, CaipNetworkId[]>>
  events?: Partial<Record<ChainNamespace, string[]>>
  /** CAIP-2 network id → RPC URL. */
  rpcMap?: Record<string, string>
  defaultChain?: CaipNetworkId
}

/** What `createAppKit(options)` accepts and core uses (AppKit's option names; API.md). */
export interface AppKitOptions {
  projectId: string
  networks: [CaipNetwork, ...CaipNetwork[]]
  adapters?: ChainAdapter[]
  metadata?: Metadata
  defaultNetwork?: CaipNetwork
  /** A `@walletconnect/universal-provider` instance the host made; used as given. */
  universalProvider?: unknown
  universalProviderConfigOverride?: UniversalProviderConfigOverride
  basic?: boolean
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  customWallets?: CustomWallet[]
  connectorImages?: Record<string, string>
  chainImages?: Record<string | number, string>
  enableWallets?: boolean
  enableInjected?: boolean
  enableEIP6963?: boolean
  enableCoinbase?: boolean
  enableWalletConnect?: boolean
  enableReconnect?: boolean
  enableWalletGuide?: boolean
  showWallets?: boolean
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  customRpcUrls?: Record<CaipNetworkId, { url: string; config?: unknown }[]>
  enableEmbedded?: boolean
  disableAppend?: boolean
  enableMobileFullScreen?: boolean
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  debug?: boolean
  features?: Features
  /** Sign In With X: after connecting, a signed message makes a session the host's server can trust. */
  siwx?: SIWXConfig
  /** AppKit's legacy Sign-In With Ethereum config, mapped onto `siwx` (which wins when both are set). */
  siweConfig?: SIWEConfig
  services?: ServiceUrls
  locale?: string
  messages?: Record<string, string>
  cspNonce?: string
}

// ───────────────────────────── state ─────────────────────────────

export type AccountStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  rdns?: string
  type?: ConnectorType
}

/** Account state per chain (SPEC §3). */
export interface AccountState {
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  balanceLoading?: boolean
  profileName?: string | null
  profileImage?: string | null
  addressExplorerUrl?: string
  tokenBalance?: unknown[]
  connectedWalletInfo?: ConnectedWalletInfo
  preferredAccountType?: AccountType
  socialProvider?: SocialProvider
  farcasterUrl?: string
  allAccounts: {
    namespace: ChainNamespace
    address: string
    type: AccountType
    publicKey?: string
    path?: string
  }[]
  user?: unknown
  smartAccountDeployed?: boolean
  /**
   * The embedded wallet only: false while its recovery share is only on this device (no passkey or recovery code
   * protects it yet), true once one does; undefined for other wallets and for frames without key shares.
   */
  recoverySetUp?: boolean | undefined
  currentTab: number
  status: AccountStatus
}

export interface NetworkState {
  approvedCaipNetworkIds?: CaipNetworkId[]
  supportsAllNetworks: boolean
}

export interface ChainState {
  namespace: ChainNamespace
  caipNetworks: CaipNetwork[]
  activeCaipNetwork?: CaipNetwork
  accountState: AccountState
  networkState: NetworkState
}

export interface ChainControllerState {
  activeChain?: ChainNamespace
  activeCaipNetwork?: CaipNetwork
  activeCaipAddress?: CaipAddress
  chains: Partial<Record<ChainNamespace, ChainState>>
}

/** A wallet entry the modal can connect with (SPEC §3 Connector). */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string; name?: string; icon?: string }
  /** Not serialisable; kept out of snapshots with valtio's ref(). */
  provider?: unknown
  /** The merged per-chain connectors of a MULTI_CHAIN or AUTH entry. */
  connectors?: Connector[]
}

export interface ConnectorControllerState {
  /** Every connector every adapter reported, unmerged. */
  allConnectors: Connector[]
  /** Merged and filtered list shown to the user. */
  connectors: Connector[]
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  /** Namespace filters (SPEC §4): a namespace set to false is hidden. */
  namespaceFilter: Partial<Record<ChainNamespace, boolean>>
}

export interface ConnectionControllerState {
  status: AccountStatus
  /** The wallet being connected, shown by the Connecting views. */
  connectingWallet?: Connector
  /** The last connection error, as a message from the catalogue. */
  error?: string
}

export type RouterView =
  | 'Account'
  | 'Connect'
  | 'AllWallets'
  | 'ConnectingExternal'
  | 'ConnectingMultiChain'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'ConnectingSocial'
  | 'EmailVerifyDevice'
  | 'EmailVerifyOtp'
  | 'UpdateEmail'
  | 'Networks'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'SetUpRecovery'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'WalletSend'
  | 'WalletSendSelectToken'
  | 'WalletSendPreview'
  | 'WalletReceive'
  | 'NftDetail'
  | 'WhatIsAWallet'
  | 'WhatIsANetwork'
  | 'Swap'
  | 'SwapSelectToken'
  | 'SwapPreview'
  | 'OnRampProviders'
  | 'OnRampTokenSelect'
  | 'OnRampFiatSelect'
  | 'BuyInProgress'
  | (string & {})

export interface RouterData {
  connector?: Connector
  network?: CaipNetwork
  /** The directory or custom wallet the Downloads view offers. */
  wallet?: ListedWallet
  [key: string]: unknown
}

export interface RouterControllerState {
  view: RouterView
  history: RouterView[]
  data?: RouterData
}

/** The WalletConnect pairing the connecting views show (SPEC §9 timing). */
export interface WalletConnectControllerState {
  /** A WalletConnect view wants a pairing: expired ones are replaced, failed ones retried. */
  active: boolean
  /** A pairing URI is being made (SDK loading, relay round trip). */
  loading: boolean
  /** The `wc:` URI of the current pairing. */
  uri?: string
  /** When the current pairing expires, in ms since the epoch. */
  pairingExpiry?: number
  /** A catalogue message after the last attempt failed. */
  error?: string
  /** The wallet declined the session: nothing is retried until the visitor asks. */
  declined: boolean
}

export interface ModalControllerState {
  open: boolean
  loading: boolean
  /** True for 500 ms after shake() (SPEC §2). */
  shake: boolean
  embedded: boolean
}

export interface ThemeControllerState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** SPEC §3 alert state. */
export interface AlertControllerState {
  message: string
  variant: AlertVariant
  open: boolean
  autoClose: boolean
}

/** SPEC §3 Token balance: what the balance service reports for one token of an account. */
export interface TokenBalance {
  name: string
  symbol: string
  /** The CAIP-2 network id the token lives on. */
  chainId: string
  /** The token's contract address (a CAIP-10 id); absent for the native token. */
  address?: string
  /** Value in USD. */
  value?: number
  /** Price in USD. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** SPEC §3 Send state: the send form. */
export interface SendControllerState {
  token?: TokenBalance
  sendTokenAmount?: string
  receiverAddress?: string
  receiverProfileName?: string
  receiverProfileImage?: string
  networkBalanceInUSD?: string
  tokenBalances: TokenBalance[]
  loading: boolean
}

export interface SIWXControllerState {
  /** The active account on a supported network has no session and was asked to sign. */
  pending: boolean
  /** The host's `siwx.getRequired()` when the flow asked. */
  required: boolean
  /** `signing` shows 'Authenticating...'; `failed` shows `error` ('Signature declined', …). */
  status: 'idle' | 'signing' | 'failed'
  error: string | undefined
}

export interface SnackControllerState {
  message: string
  variant: SnackVariant
  open: boolean
}

/**
 * A wallet the lists show that is not a connector of this browser: a wallet-directory listing (SPEC §3 Wallet
 * listing) or one of the host's `customWallets`. Links are untrusted until checked with `isSafeUrl`.
 */
export interface ListedWallet {
  id: string
  name: string
  source: 'directory' | 'custom'
  rdns?: string | null
  /** Directory image id; the image comes from the directory. */
  image_id?: string
  /** A custom wallet's own image URL. */
  image_url?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  homepage?: string | null
  app_store?: string | null
  play_store?: string | null
}

export interface DirectorySearchState {
  /** The query of the latest search; '' when none. */
  query: string
  /** At most WALLET_LIST.searchResults (100) listings, shown no sooner than 300 ms after the search began. */
  results: WalletListing[]
  loading: boolean
  /** A catalogue message when the search failed. */
  error?: string
}

/** The wallet directory as loaded so far (SPEC §7 GET /getWallets, §9 wallet lists). */
export interface DirectoryControllerState {
  /** Whether the first page, featured and recommended wallets were asked for (on first open or `prefetch()`). */
  prefetched: boolean
  /** `featuredWalletIds`, in the host's order. */
  featured: WalletListing[]
  /** WALLET_LIST.recommendedCount (4) wallets. */
  recommended: WalletListing[]
  /** Every page loaded so far, WALLET_LIST.pageSize (40) per page. */
  wallets: WalletListing[]
  /** The directory's total of matching wallets; undefined until the first page arrives. */
  count?: number
  /** The last page loaded (1-based); 0 before the first. */
  page: number
  /** A page request is in flight. */
  loading: boolean
  /** A catalogue message when a directory request failed; installed wallets keep working. */
  error?: string
  search: DirectorySearchState
}

// ───────────────────────────── events ─────────────────────────────

export type EventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'INITIALIZE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'USER_REJECTED'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'CLICK_ALL_WALLETS'
  | 'SEARCH_WALLET'
  | 'CLICK_NETWORKS'
  | 'SWITCH_NETWORK'
  | 'SELECT_BUY_CRYPTO'
  | 'SELECT_BUY_PROVIDER'
  | 'SOCIAL_LOGIN_STARTED'
  | (string & {})

/** `subscribeEvents` payload (API.md Events). */
export interface AppKitEvent {
  timestamp: number
  data: { type: 'track' | 'error'; event: EventName; address?: string; properties?: Record<string, unknown> }
}

// ───────────────────────────── public instance ─────────────────────────────

/** `getState()` / `subscribeState()` shape (API.md). */
export interface PublicState {
  open: boolean
  loading: boolean
  selectedNetworkId?: CaipNetworkId
  activeChain?: ChainNamespace
  initialized: boolean
  connectingWallet?: { id: string; name: string }
}

export interface OpenOptions {
  view?: RouterView
  namespace?: ChainNamespace
  arguments?: Record<string, unknown>
}

export interface AccountInfo {
  address?: string
  caipAddress?: CaipAddress
  isConnected: boolean
  status: AccountStatus
  allAccounts: AccountState['allAccounts']
  embeddedWalletInfo?: {
    user?: unknown
    authProvider?: string
    accountType?: AccountType
    isSmartAccountDeployed: boolean
  }
}

export interface NetworkInfo {
  caipNetwork?: CaipNetwork
  caipNetworkId?: CaipNetworkId
  chainId?: ChainId
  approvedCaipNetworkIds?: CaipNetworkId[]
  supportsAllNetworks: boolean
}

export type Unsubscribe = () => void

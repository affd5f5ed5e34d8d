// Everything a host passes to `createAppKit(options)` that core reads (AppKit's option names; API.md), in one
// place. The options controller (controllers/options.ts) holds them with the defaults applied.
import type {
  AccountType,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  SIWEConfig,
  ThemeMode,
  ThemeVariables,
} from '@gangway/common'
import type { ChainAdapter } from './adapter.js'
import type { SIWXConfig } from './siwx/types.js'
import type { SocialProvider } from './types.js'

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

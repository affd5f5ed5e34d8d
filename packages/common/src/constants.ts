import type { AccountType, ChainNamespace } from './types.js'

/** SPEC §1: the five chain namespaces. */
export const CHAIN_NAMESPACES = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
] as const satisfies readonly ChainNamespace[]

/** SPEC §4: default account type per namespace. */
export const DEFAULT_ACCOUNT_TYPES = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
} as const satisfies Partial<Record<ChainNamespace, AccountType>>

/** SPEC §9 caches and retries, in milliseconds. */
export const CACHE_TTL = {
  portfolioBalance: 30_000,
  names: 5 * 60_000,
  identity: 5 * 60_000,
} as const

export const RETRY = {
  balanceRetryWait: 30_000,
  emailLoginCooldown: 30_000,
  fetchRetries: 2,
  fetchRetryDelay: 100,
} as const

/** SPEC §9 wallet lists. */
export const WALLET_LIST = {
  recentWallets: 2,
  pageSize: 40,
  recommendedCount: 4,
  searchResults: 100,
  searchMinWait: 300,
} as const

/** SPEC §9 RPC defaults. */
export const RPC_DEFAULTS = {
  timeout: 10_000,
} as const

/** SPEC §9 timing, in milliseconds. */
export const TIMING = {
  frameReadyPause: 500,
  frameLoadTimeout: 20_000,
  requestTimeout: 30_000,
  modalShake: 500,
  imagePreloadRace: 2_000,
  bannerReshow: 150,
  pairingExpiry: 4 * 60_000,
  pairingExpiredMargin: 10_000,
  retryInterval: 1_000,
} as const

/** SPEC §2 animation durations, in milliseconds. */
export const ANIMATION_MS = {
  headerText: 120,
  modalHeight: 150,
  viewTransition: 150,
} as const

/** SPEC §2 layout defaults. */
export const THEME_DEFAULTS = {
  themeMode: 'dark',
  modalWidthPx: 360,
  fontSizeMasterPx: 10,
  borderRadiusMasterPx: 4,
  zIndex: 999,
} as const

/** SPEC §9 limits and defaults. */
export const LIMITS = {
  balanceDecimals: 3,
  secureSdkVersion: 4,
} as const

/** SPEC §2: addresses show the first 4 and last 6 characters. */
export const ADDRESS_DISPLAY = { charsStart: 4, charsEnd: 6 } as const

/** SPEC §9 features and ordering. */
export const DEFAULT_FEATURES = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
} as const

export const SOCIAL_PROVIDERS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const

export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

/** SPEC §2: connect method order; wallet moves first when a browser wallet is present. */
export const CONNECT_METHODS_ORDER = ['email', 'social', 'wallet'] as const

/** SPEC §3 stored browser keys (AppKit's spellings, so a migrating host keeps its sessions' shape). */
export const STORAGE_KEYS = {
  loginWithEmail: '@appkit/wallet_id',
  email: '@appkit/email',
  emailLoginTime: '@appkit/email_login_used_timestamp',
  activeCaipNetworkId: '@appkit/active_caip_network_id',
  activeNamespace: '@appkit/active_namespace',
  socialUsername: '@appkit/social_username',
  socialProvider: '@appkit/social_provider',
  smartAccountEnabledNetworks: '@appkit/smart_account_enabled_networks',
  recentWallets: '@appkit/recent_wallets',
  /** One per namespace: `${prefix}${namespace}`. */
  connectedConnectorIdPrefix: '@appkit/connected_connector_id:',
  /** Ours: the provider of a social sign-in that left the page by a top-level redirect, until the page is back. */
  socialRedirect: '@gangway/social_redirect',
} as const

/** SPEC §9 name suffixes. */
export const NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const

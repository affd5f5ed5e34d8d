// Data shapes several parts of core share. A controller's own state type lives in its controller file, the
// host's options in options.ts and the public instance in instance.ts; this module imports nothing of core, so
// every other module can import it without a cycle.
import type { ChainNamespace, ConnectorType } from '@gangway/common'

export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

export type AccountStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  rdns?: string
  type?: ConnectorType
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

export type Unsubscribe = () => void

// The public instance: the AppKitCore interface the entry packages wrap as AppKit's instance, and the shapes its
// reads return. It imports the store and shared types but no action, so actions may use these shapes without a cycle.
import type {
  AccountType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainId,
  ChainNamespace,
  ThemeMode,
  ThemeVariables,
  Locale,
} from '@gangway/common'
import type { ChainAdapter } from './adapter.js'
import type { AuthClient, OAuthProvider, SocialPopup } from './auth/types.js'
import type { AccountState } from './controllers/chain.js'
import type { OpenOptions } from './controllers/modal.js'
import type { ThemeControllerState } from './controllers/theme.js'
import type { Store } from './create-store.js'
import type { SIWXConfig } from './siwx/types.js'
import type {
  AccountStatus,
  AppKitEvent,
  ConnectedWalletInfo,
  Connector,
  ListedWallet,
  Unsubscribe,
} from './types.js'

/** `getState()` / `subscribeState()` shape (API.md). */
export interface PublicState {
  open: boolean
  loading: boolean
  selectedNetworkId?: CaipNetworkId
  activeChain?: ChainNamespace
  initialized: boolean
  connectingWallet?: { id: string; name: string }
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

/**
 * One Gangway instance: the store plus the orchestration that talks to adapters.
 * The entry packages wrap it as AppKit's public instance; the UI calls these actions.
 */
export interface AppKitCore {
  readonly store: Store
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /**
   * Resolves once connectors are synced and any stored session is restored. Rejects, once all of that ran, with
   * the first start-up failure (the sign-in code, an adapter's wallet discovery, a restore); every failure is
   * also an `error` event named INITIALIZE.
   */
  ready(): Promise<void>

  // modal
  open(options?: OpenOptions): Promise<void>
  close(): void
  isOpen(): boolean
  /** Starts what the modal's first open would load (origin check, first directory page); zero I/O before. */
  prefetch(): Promise<void>

  // connection
  /** Connects the given connector; routes to Account on success, keeps the error in `connection.state.error` on failure. */
  connect(connector: Connector, options?: { namespace?: ChainNamespace }): Promise<void>
  /** Revokes the active account's SIWX session first when the host's `siwx` says so (signOutOnDisconnect). */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** The host's `siwx` option (useAppKitSIWX). */
  readonly siwx: SIWXConfig | undefined
  /** SIWXSignMessage's Sign: message, signature, session (SPEC §4); the outcome is in `store.siwx.state`. */
  signInWithSIWX(): Promise<void>
  /** SIWXSignMessage's Cancel: disconnects when sign-in is required, else closes. */
  cancelSIWX(): Promise<void>
  /** The embedded wallet (e-mail, social, Farcaster sign-in) once loaded; undefined when no secure site is configured or both are off. */
  readonly auth: AuthClient | undefined
  /**
   * The embedded wallet once its code has loaded (`ready()` waits for it too); undefined when the host offers no
   * e-mail or social sign-in. Rejects with 'Unable to load email login dependency' when the code cannot be fetched.
   */
  loadAuth(): Promise<AuthClient | undefined>
  /** After a sign-in made a session in the frame: connects the AUTH connector (errors land in `connection.state.error`). */
  connectEmbeddedWallet(): Promise<void>
  /**
   * The embedded wallet's "Set up recovery" (a passkey or a recovery code, in the frame's own dialog: show the frame
   * while it waits, as the SetUpRecovery view does). True once one protects the wallet (the account state's
   * `recoverySetUp` follows), false for "Not now".
   */
  setUpRecovery(): Promise<boolean>
  /** Social sign-in through `popup`, which the UI opened inside the visitor's click; rejects when it fails. */
  signInWithSocial(provider: OAuthProvider, popup: SocialPopup): Promise<void>
  /** Social sign-in where popups do not work (Telegram): the page itself goes to the provider and comes back. */
  redirectToSocial(provider: OAuthProvider): Promise<void>
  /** Finishes a top-level social redirect with the result the page came back with (ConnectingSocial calls it). */
  finishSocialRedirect(provider: OAuthProvider, resultUri: string): Promise<void>
  /** After the Farcaster QR code shows: waits for the approval, then connects; stops when `signal` aborts. */
  waitForFarcasterSignIn(signal: AbortSignal): Promise<void>
  /** Whether the page runs on a phone or tablet (deep links instead of a QR code); read at call time. */
  isMobile(): boolean
  /** Whether this instance offers WalletConnect (a client was given and `enableWalletConnect` is not false). */
  readonly walletConnectEnabled: boolean
  /**
   * A WalletConnect view shows: keep a live pairing URI in `store.walletConnect` (SPEC §9: replaced when 10 s
   * remain, failures retried every second) and connect every approved namespace when the wallet approves.
   */
  startWalletConnectPairing(options?: { wallet?: ListedWallet }): void
  /** The view went away: stop refreshing and retrying. */
  stopWalletConnectPairing(): void
  /** A fresh pairing now (after a decline, or on the visitor's request). */
  retryWalletConnectPairing(): void
  /**
   * A WalletConnect option is on screen: load the SDK, open its relay connection and make a pairing in the
   * background, so picking WalletConnect shows its code at once. Never throws.
   */
  prepareWalletConnect(): void
  switchNetwork(network: CaipNetwork, options?: { throwOnFailure?: boolean }): Promise<void>
  updateNativeBalance(namespace?: ChainNamespace): Promise<void>

  // reads
  getState(): PublicState
  getAddress(namespace?: ChainNamespace): string | undefined
  getCaipAddress(namespace?: ChainNamespace): AccountState['caipAddress']
  getAccount(namespace?: ChainNamespace): AccountInfo
  getIsConnectedState(): boolean
  getCaipNetwork(namespace?: ChainNamespace): CaipNetwork | undefined
  getCaipNetworkId(): CaipNetworkId | undefined
  getCaipNetworks(namespace?: ChainNamespace): CaipNetwork[]
  getChainId(): string | number | undefined
  getNetwork(): NetworkInfo
  getActiveChainNamespace(): ChainNamespace | undefined
  getApprovedCaipNetworkIds(): CaipNetworkId[] | undefined
  getWalletInfo(namespace?: ChainNamespace): ConnectedWalletInfo | undefined
  getProvider(namespace: ChainNamespace): unknown
  getWalletProvider(): unknown
  getWalletProviderType(): string | undefined
  getPreferredAccountType(namespace?: ChainNamespace): AccountType | undefined

  // theme
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  getThemeMode(): ThemeMode
  getThemeVariables(): ThemeVariables

  // language
  /** Shows the modal and the buttons in another language (a BCP 47 tag; unknown tags read as English). */
  setLocale(locale: string): void
  /** The shipped locale in use ('en', 'es', …, 'zh-CN'). */
  getLocale(): Locale

  // subscriptions (each returns an unsubscribe function)
  subscribeState(callback: (state: PublicState) => void): Unsubscribe
  subscribeEvents(callback: (event: AppKitEvent) => void): Unsubscribe
  getEvent(): AppKitEvent | undefined
  subscribeAccount(callback: (account: AccountInfo) => void, namespace?: ChainNamespace): Unsubscribe
  subscribeNetwork(callback: (network: NetworkInfo) => void): Unsubscribe
  subscribeCaipNetworkChange(callback: (network: CaipNetwork | undefined) => void): Unsubscribe
  subscribeTheme(callback: (theme: ThemeControllerState) => void): Unsubscribe
  subscribeWalletInfo(callback: (info: ConnectedWalletInfo | undefined) => void): Unsubscribe
  subscribeProviders(callback: (providers: Partial<Record<ChainNamespace, unknown>>) => void): Unsubscribe

  /**
   * Frees the instance: its listeners and timers, its adapters' discovery and wallet listeners, and its
   * WalletConnect client (the relay socket). Resolves once the socket is closed; a second call returns the same
   * promise. The instance is unusable afterwards; stored sessions stay for the next instance.
   */
  destroy(): Promise<void>
}

import type { SocialPopup } from './actions/social-sign-in.js'
import type { AuthClient, OAuthProvider } from './auth/types.js'
import type { SIWXConfig } from './siwx/types.js'
import type {
  AccountType,
  AlertVariant,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  SnackVariant,
  ThemeMode,
  ThemeVariables,
} from '@gangway/common'
import type { ChainAdapter } from './adapter.js'
import type {
  AccountInfo,
  AccountState,
  AlertControllerState,
  AppKitEvent,
  AppKitOptions,
  ChainControllerState,
  ConnectionControllerState,
  Connector,
  ConnectorControllerState,
  DirectoryControllerState,
  ModalControllerState,
  NetworkInfo,
  OpenOptions,
  PublicState,
  RouterControllerState,
  RouterData,
  RouterView,
  SendControllerState,
  SIWXControllerState,
  SnackControllerState,
  ThemeControllerState,
  TokenBalance,
  Unsubscribe,
  ConnectedWalletInfo,
  WalletConnectControllerState,
  ListedWallet,
} from './types.js'

/** Options after defaults are applied (SPEC §9); `features` is complete. */
// The adapters and the SIWX config are objects with behaviour: they stay out of the (proxied, cloned) state.
export type ResolvedOptions = Omit<AppKitOptions, 'features' | 'adapters' | 'siwx' | 'siweConfig'> & {
  features: Required<Omit<NonNullable<AppKitOptions['features']>, 'socials'>> & {
    socials: NonNullable<NonNullable<AppKitOptions['features']>['socials']>
  }
}

export interface OptionsController {
  state: ResolvedOptions
  updateOptions(patch: Partial<AppKitOptions>): void
  updateFeatures(patch: NonNullable<AppKitOptions['features']>): void
}

export interface ChainController {
  state: ChainControllerState
  /** Registers a namespace with its networks; called once per namespace at start. */
  addNamespace(namespace: ChainNamespace, networks: CaipNetwork[]): void
  setActiveNamespace(namespace: ChainNamespace): void
  /** Sets the active network (and namespace); resets nothing else. */
  setActiveCaipNetwork(network: CaipNetwork): void
  /** Merges a patch into one namespace's account state; keeps `activeCaipAddress` in step. */
  setAccountState(namespace: ChainNamespace, patch: Partial<AccountState>): void
  /** SPEC §4: account and network of a namespace back to their start values; status disconnected. */
  resetAccount(namespace: ChainNamespace): void
  getAccountState(namespace?: ChainNamespace): AccountState | undefined
  /** Network by CAIP-2 id among the configured ones, or undefined. */
  findNetwork(caipNetworkId: CaipNetworkId): CaipNetwork | undefined
}

/** The send form (SPEC §3 Send state). */
export interface SendController {
  state: SendControllerState
  setToken(token: TokenBalance | undefined): void
  /** The amount as the visitor typed it, in the token's units. */
  setTokenAmount(amount: string | undefined): void
  /** A new receiver; the profile name and image of the previous one are dropped. */
  setReceiverAddress(address: string | undefined): void
  /** What a name lookup found for the current receiver. */
  setReceiverProfile(profile: { name?: string | undefined; image?: string | undefined }): void
  setNetworkBalanceInUSD(value: string | undefined): void
  setTokenBalances(balances: readonly TokenBalance[]): void
  setLoading(loading: boolean): void
  /** Back to an empty form (SPEC §4: on every change of the active network). */
  reset(): void
}

export interface ConnectorController {
  state: ConnectorControllerState
  /** Replaces the connectors one namespace reported; the merged list is recomputed. */
  setConnectors(namespace: ChainNamespace, connectors: Connector[]): void
  setActiveConnectorId(namespace: ChainNamespace, id: string): void
  removeActiveConnectorId(namespace: ChainNamespace): void
  setNamespaceFilter(namespace: ChainNamespace, enabled: boolean): void
  getConnector(id: string): Connector | undefined
}

export interface ConnectionController {
  state: ConnectionControllerState
  setStatus(status: ConnectionControllerState['status']): void
  setConnectingWallet(connector: Connector | undefined): void
  setError(message: string | undefined): void
}

export interface RouterController {
  state: RouterControllerState
  push(view: RouterView, data?: RouterData): void
  replace(view: RouterView, data?: RouterData): void
  reset(view: RouterView, data?: RouterData): void
  /** Pops the history; closes the modal when one view is left or UnsupportedChain is in the history. */
  goBack(): void
}

export interface WalletConnectController {
  state: WalletConnectControllerState
  setActive(active: boolean): void
  /** A new pairing is being made; a shown error stays until it has a URI. */
  setLoading(): void
  /** The pairing's URI arrived: it expires 4 minutes from now (SPEC §9). */
  setUri(uri: string): void
  /** The attempt failed; a declined session also drops its URI. */
  setError(message: string, options?: { declined?: boolean }): void
  clear(): void
}

export interface ModalController {
  state: ModalControllerState
  /** Opens to the view SPEC §2 chooses (or the one asked for). */
  open(options?: OpenOptions): Promise<void>
  /** Refused in ApproveTransaction unless forced; an embedded modal returns to Account/Connect. */
  close(options?: { force?: boolean }): void
  /** 500 ms warning shake. */
  shake(): void
}

export interface ThemeController {
  state: ThemeControllerState
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

export interface AlertController {
  state: AlertControllerState
  open(message: string, variant: AlertVariant, autoClose?: boolean): void
  close(): void
}

export interface SnackController {
  state: SnackControllerState
  /** If a banner is open it closes, and the new one shows after 150 ms (SPEC §4). */
  show(message: string, variant: SnackVariant): void
  hide(): void
}

export interface SIWXController {
  state: SIWXControllerState
  /** Whether the modal may not close on `view` (a required sign-in that has no session yet). */
  blocksClose(view: RouterView): boolean
}

export interface EventsController {
  state: { last?: AppKitEvent }
  send(data: AppKitEvent['data']): void
  subscribe(callback: (event: AppKitEvent) => void): Unsubscribe
}

/**
 * The wallet directory (SPEC §7, §9). Nothing is fetched until `prefetch()` (called when the modal first
 * opens); without `services.apiUrl` every action does nothing. Actions never throw: failures land in `error`.
 */
export interface DirectoryController {
  state: DirectoryControllerState
  /** Checks the page origin and loads the first page, featured and recommended wallets; each at most once. */
  prefetch(): Promise<void>
  /** Loads the next page of WALLET_LIST.pageSize (40) wallets, unless every page is loaded. */
  fetchNextPage(): Promise<void>
  /** Searches by name; a newer search supersedes an older one; '' clears the results. */
  search(query: string): Promise<void>
  /** Loads again whatever failed. */
  retry(): Promise<void>
  /**
   * SPEC §4: the namespace filter changed. The list starts over for the chains of the namespaces left on (asked
   * for again when the directory was prefetched), as do the recommended wallets and a running search.
   */
  onNamespaceFilterChange(): void
  /** The directory image of a wallet, or undefined without a directory. */
  getWalletImageUrl(imageId: string): string | undefined
}

/** Typed access to the SPEC §3 stored browser keys; corrupt values read as undefined. */
export interface StorageController {
  getActiveConnectorId(namespace: ChainNamespace): string | undefined
  setActiveConnectorId(namespace: ChainNamespace, id: string): void
  removeActiveConnectorId(namespace: ChainNamespace): void
  getActiveCaipNetworkId(): CaipNetworkId | undefined
  setActiveCaipNetworkId(id: CaipNetworkId): void
  getActiveNamespace(): ChainNamespace | undefined
  setActiveNamespace(namespace: ChainNamespace): void
  getRecentWallets(): { id: string; name: string }[]
  addRecentWallet(wallet: { id: string; name: string }): void
}

/** Every controller of one instance. No module-level singletons. */
export interface Store {
  options: OptionsController
  chain: ChainController
  connectors: ConnectorController
  connection: ConnectionController
  router: RouterController
  modal: ModalController
  theme: ThemeController
  alert: AlertController
  snack: SnackController
  events: EventsController
  storage: StorageController
  directory: DirectoryController
  walletConnect: WalletConnectController
  send: SendController
  siwx: SIWXController
}

/**
 * One Gangway instance: the store plus the orchestration that talks to adapters.
 * The entry packages wrap it as AppKit's public instance; the UI calls these actions.
 */
export interface AppKitCore {
  readonly store: Store
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** Resolves once connectors are synced and any stored session is restored. */
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

  /** Stops listeners and timers; the instance is unusable afterwards. */
  destroy(): void
}

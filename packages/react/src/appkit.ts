import type {
  AccountInfo,
  AppKitCore,
  AppKitEvent,
  ConnectedWalletInfo,
  NetworkInfo,
  OpenOptions,
  PublicState,
  ThemeControllerState,
  Unsubscribe,
} from '@gangway/core'
import type {
  AccountType,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ThemeMode,
  ThemeVariables,
} from '@gangway/common'

/**
 * The public instance `createAppKit` returns: AppKit's method names and shapes (API.md), delegating to
 * one core instance. The modal UI is mounted by the entry the first time the modal opens.
 */
export class AppKit {
  readonly core: AppKitCore
  private readonly release: () => void
  private destroying: Promise<void> | undefined

  /** `release` undoes what the entry set up around the core (the modal, the default instance). */
  constructor(core: AppKitCore, release: () => void = () => {}) {
    this.core = core
    this.release = release
  }

  /**
   * Frees the instance: unmounts the modal (or cancels its idle mount), destroys the adapters' discovery and
   * wallet listeners and the WalletConnect client (its relay socket), ends every subscription and stops being
   * the default instance. Resolves once the relay socket is closed; calling it again returns the same promise.
   * Stored sessions stay, so a new instance restores them; custom elements stay defined.
   */
  destroy = (): Promise<void> => {
    if (!this.destroying) {
      this.release()
      this.destroying = this.core.destroy()
    }
    return this.destroying
  }

  // modal
  open = (options?: OpenOptions): Promise<void> => this.core.open(options)
  close = (): void => this.core.close()
  isOpen = (): boolean => this.core.isOpen()
  ready = (): Promise<void> => this.core.ready()
  /** Loads the wallet directory's first page (and checks the origin) before the modal first opens. */
  prefetch = (): Promise<void> => this.core.prefetch()

  // account
  getAddress = (namespace?: ChainNamespace): string | undefined => this.core.getAddress(namespace)
  getCaipAddress = (namespace?: ChainNamespace) => this.core.getCaipAddress(namespace)
  getAccount = (namespace?: ChainNamespace): AccountInfo => this.core.getAccount(namespace)
  getIsConnectedState = (): boolean => this.core.getIsConnectedState()
  getPreferredAccountType = (namespace?: ChainNamespace): AccountType | undefined =>
    this.core.getPreferredAccountType(namespace)
  getWalletInfo = (namespace?: ChainNamespace): ConnectedWalletInfo | undefined =>
    this.core.getWalletInfo(namespace)
  getProvider = <T = unknown>(namespace: ChainNamespace): T | undefined =>
    this.core.getProvider(namespace) as T | undefined
  getWalletProvider = (): unknown => this.core.getWalletProvider()
  getWalletProviderType = (): string | undefined => this.core.getWalletProviderType()
  updateNativeBalance = (namespace?: ChainNamespace): Promise<void> =>
    this.core.updateNativeBalance(namespace)
  disconnect = (namespace?: ChainNamespace): Promise<void> => this.core.disconnect(namespace)

  // network
  switchNetwork = (network: CaipNetwork, options?: { throwOnFailure?: boolean }): Promise<void> =>
    this.core.switchNetwork(network, options)
  getCaipNetwork = (namespace?: ChainNamespace): CaipNetwork | undefined =>
    this.core.getCaipNetwork(namespace)
  getCaipNetworkId = (): CaipNetworkId | undefined => this.core.getCaipNetworkId()
  getCaipNetworks = (namespace?: ChainNamespace): CaipNetwork[] => this.core.getCaipNetworks(namespace)
  getChainId = (): string | number | undefined => this.core.getChainId()
  getActiveChainNamespace = (): ChainNamespace | undefined => this.core.getActiveChainNamespace()
  getApprovedCaipNetworkIds = (): CaipNetworkId[] | undefined => this.core.getApprovedCaipNetworkIds()

  // theme
  setThemeMode = (mode: ThemeMode): void => this.core.setThemeMode(mode)
  setThemeVariables = (variables: ThemeVariables): void => this.core.setThemeVariables(variables)
  getThemeMode = (): ThemeMode => this.core.getThemeMode()
  getThemeVariables = (): ThemeVariables => this.core.getThemeVariables()

  // state and events
  getState = (): PublicState => this.core.getState()
  subscribeState = (callback: (state: PublicState) => void): Unsubscribe => this.core.subscribeState(callback)
  getEvent = (): AppKitEvent | undefined => this.core.getEvent()
  subscribeEvents = (callback: (event: AppKitEvent) => void): Unsubscribe =>
    this.core.subscribeEvents(callback)
  subscribeAccount = (callback: (account: AccountInfo) => void, namespace?: ChainNamespace): Unsubscribe =>
    this.core.subscribeAccount(callback, namespace)
  subscribeNetwork = (callback: (network: NetworkInfo) => void): Unsubscribe =>
    this.core.subscribeNetwork(callback)
  subscribeCaipNetworkChange = (callback: (network: CaipNetwork | undefined) => void): Unsubscribe =>
    this.core.subscribeCaipNetworkChange(callback)
  subscribeTheme = (callback: (theme: ThemeControllerState) => void): Unsubscribe =>
    this.core.subscribeTheme(callback)
  subscribeWalletInfo = (callback: (info: ConnectedWalletInfo | undefined) => void): Unsubscribe =>
    this.core.subscribeWalletInfo(callback)
  subscribeProviders = (
    callback: (providers: Partial<Record<ChainNamespace, unknown>>) => void,
  ): Unsubscribe => this.core.subscribeProviders(callback)
}

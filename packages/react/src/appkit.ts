import type { ChainNamespace } from '@gangway/common'
import type { AppKitCore } from '@gangway/core'

/**
 * The instance methods that are core's own, with core's signatures (AppKit's names and shapes, API.md). Each is
 * an own property bound to the core, so a host may pass `appKit.open` around as AppKit hosts do.
 */
const DELEGATED = [
  // modal
  'open',
  'close',
  'isOpen',
  'ready',
  'prefetch',
  // account
  'getAddress',
  'getCaipAddress',
  'getAccount',
  'getIsConnectedState',
  'getPreferredAccountType',
  'getWalletInfo',
  'getWalletProvider',
  'getWalletProviderType',
  'updateNativeBalance',
  'disconnect',
  // network
  'switchNetwork',
  'getCaipNetwork',
  'getCaipNetworkId',
  'getCaipNetworks',
  'getChainId',
  'getActiveChainNamespace',
  'getApprovedCaipNetworkIds',
  // theme and language (setLocale / getLocale are ours: AppKit has no run-time locale)
  'setThemeMode',
  'setThemeVariables',
  'getThemeMode',
  'getThemeVariables',
  'setLocale',
  'getLocale',
  // state and events
  'getState',
  'subscribeState',
  'getEvent',
  'subscribeEvents',
  'subscribeAccount',
  'subscribeNetwork',
  'subscribeCaipNetworkChange',
  'subscribeTheme',
  'subscribeWalletInfo',
  'subscribeProviders',
] as const satisfies readonly (keyof AppKitCore)[]

type Delegated = Pick<AppKitCore, (typeof DELEGATED)[number]>

/**
 * The public instance `createAppKit` returns, delegating to one core instance. The modal UI is mounted by the
 * entry the first time the modal opens (or when the page is idle).
 */
// The interface types the methods the constructor binds.
export interface AppKit extends Delegated {}
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: as above.
export class AppKit {
  readonly core: AppKitCore
  private readonly release: () => void
  private destroying: Promise<void> | undefined

  /** `release` undoes what the entry set up around the core (the modal, the default instance). */
  constructor(core: AppKitCore, release: () => void = () => {}) {
    this.core = core
    this.release = release
    const methods = this as unknown as Record<string, (...args: unknown[]) => unknown>
    const target = core as unknown as Record<string, (...args: unknown[]) => unknown>
    for (const name of DELEGATED) methods[name] = (...args) => target[name]!(...args)
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

  /** The connected wallet's provider for `namespace`, typed as the host expects it (e.g. an EIP-1193 provider). */
  getProvider = <T = unknown>(namespace: ChainNamespace): T | undefined =>
    this.core.getProvider(namespace) as T | undefined
}

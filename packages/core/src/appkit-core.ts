import { watchIdentity } from './actions/watch-identity.js'
import {
  type CaipNetwork,
  type ChainNamespace,
  GangwayError,
  START_ERROR_MESSAGES,
} from '@gangway/common/start'
import { proxy, snapshot } from 'valtio/vanilla'
import { createAdapterEventSink, type InstanceCode } from './actions/adapter-events.js'
import { lazyModule } from './utils/lazy-module.js'
import { connectAnalytics } from './actions/analytics.js'
import { offersEmbeddedWallet } from './auth/offers-embedded-wallet.js'
import type { AuthClient } from './auth/types.js'
import type { RedirectPage } from './auth/social-redirect.js'
import type { SIWXConfig } from './siwx/types.js'
import { SOCIAL_RESULT_FRAGMENT } from './auth/types.js'
import type { CoreContext } from './actions/context.js'
import {
  readAccount,
  readAccountState,
  readCaipNetwork,
  readCaipNetworks,
  readNetwork,
  readPublicState,
  readWalletInfo,
} from './actions/reads.js'
import { subscribeDerived } from './actions/subscribe-derived.js'
import type { ChainAdapter } from './adapter.js'
import { defaultAccountType } from './controllers/chain.js'
import { createStore } from './create-store.js'
import type { AppKitCore } from './instance.js'
import type { ThemeControllerState } from './controllers/theme.js'
import type { AppKitOptions } from './options.js'
import type { Unsubscribe } from './types.js'
import type { StorageBackend } from './utils/environment.js'
import type { SessionDatabase } from './storage/session-database.js'
import { instanceSessionStorage } from './storage/page-sessions.js'
import { createTimers } from './utils/timers.js'
import { describeFailure } from './utils/describe-failure.js'
import { detectMobile, detectPairingShowsConnecting } from './utils/environment.js'
import type { WalletConnectClient } from './walletconnect/client.js'
import type { FrameAuthClientOptions } from './auth/frame-client.js'

export interface AppKitCoreEnvironment {
  /**
   * The page storage (localStorage when it exists, else memory). Given, the instance keeps its wallet sessions
   * there too, unless `sessionDatabase` is given; by default they are in the page's IndexedDB (docs/storage.md).
   */
  storage?: StorageBackend | undefined
  /** Where wallet sessions are kept, for an instance given its own `storage` (tests). */
  sessionDatabase?: SessionDatabase | undefined
  isMobile?: (() => boolean) | undefined
  /** Whether the page has an injected wallet provider; `window.ethereum` by default. */
  hasInjectedProvider?: (() => boolean) | undefined
  /** Clock for event timestamps. */
  now?: (() => number) | undefined
  /** The page's origin, checked against the project's allowed origins on first open; `location.origin` by default. */
  pageOrigin?: (() => string | undefined) | undefined
  /** The shared WalletConnect client (the entry builds it unless `enableWalletConnect` is false). */
  walletConnect?: WalletConnectClient | undefined
  /** SPEC §2 opening rules: whether the host gave an adapter; by default, whether the instance has one. */
  hasAdapter?: (() => boolean) | undefined
  /** SPEC §4: whether a pairing shows as connecting (Telegram, Safari on iOS); detected by default. */
  pairingShowsConnecting?: (() => boolean) | undefined
  /** The secure frame's messenger; the real one (an iframe on the secure site) by default. Tests pass their own. */
  createFrameMessenger?: FrameAuthClientOptions['createMessenger']
  /** Tests pass the page a top-level social redirect leaves and returns to; the real one is `window`. */
  redirectPage?: RedirectPage & { location: { assign(url: string): void } }
}

/**
 * One Gangway instance: its store, its adapters and the actions that join them. Creating it touches no
 * wallet and fetches nothing; `ready()` syncs connectors and restores a stored session; the wallet directory
 * is first fetched when the modal first opens, or on `prefetch()`.
 */
export function createAppKitCore(options: AppKitOptions, env: AppKitCoreEnvironment = {}): AppKitCore {
  if (!options.networks?.length) {
    throw new GangwayError('No networks configured', { details: 'createAppKit needs at least one network.' })
  }
  const adapters = new Map<ChainNamespace, ChainAdapter>()
  for (const adapter of options.adapters ?? []) adapters.set(adapter.namespace, adapter)

  const timers = createTimers()
  const sessions = instanceSessionStorage(env)
  const store = createStore(options, {
    ...env,
    storage: sessions.backend,
    timers,
    hasAdapter: env.hasAdapter ?? (() => adapters.size > 0),
  })
  const ctx: CoreContext = {
    store,
    adapters,
    disconnecting: new Set(),
    balanceRequests: new Map(),
    balanceReads: new Map(),
    destroyed: false,
    walletConnect: options.enableWalletConnect === false ? undefined : env.walletConnect,
    pairing: { attempt: 0 },
    timers,
    now: env.now ?? Date.now,
    pairingShowsConnecting: env.pairingShowsConnecting ?? detectPairingShowsConnecting,
  }
  ctx.pageStorage = sessions.backend
  const code = lazyModule<InstanceCode>(() => import('./actions/instance-code.js'))
  // The embedded wallet's code (its facade and approval routing) loads only for a host that offers sign-in by
  // e-mail or social account; `ready()` waits for it, so adapters and a stored login find it.
  let authLoad: Promise<AuthClient | undefined> | undefined
  let connectorsSynced = false
  // One adapter failing to discover its wallets must not keep the others (or a stored session) from working;
  // the failure is still a start-up error the host hears of (ready() and an error event).
  const syncConnectors = async (): Promise<unknown[]> => {
    const results = await Promise.allSettled(
      [...adapters.values()].map((adapter) => adapter.syncConnectors()),
    )
    return results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
  }
  const loadAuth = (): Promise<AuthClient | undefined> => {
    if (!offersEmbeddedWallet(options, store.options.state)) return Promise.resolve(undefined)
    authLoad ??= import('./actions/auth-setup.js').then(
      async (module) => {
        if (!ctx.auth && !ctx.destroyed) {
          ctx.auth = module.createInstanceAuth(options, store, {
            storage: ctx.pageStorage,
            now: ctx.now,
            createMessenger: env.createFrameMessenger,
          })
          // A later try, after the first one failed: the adapters list the AUTH connector only now.
          if (connectorsSynced) await syncConnectors()
        }
        return ctx.auth
      },
      (cause: unknown) => {
        authLoad = undefined
        // SPEC §8: the sign-in code could not be fetched (offline, a blocked chunk).
        throw new GangwayError(START_ERROR_MESSAGES.emailLoginDependency, { cause })
      },
    )
    return authLoad
  }
  const authStarting = loadAuth().then(
    () => undefined,
    (error: unknown) => error,
  )
  const local = proxy({ initialized: false })
  const unsubscribes = new Set<Unsubscribe>()
  const stopAnalytics = connectAnalytics(store, options)
  if (stopAnalytics) unsubscribes.add(stopAnalytics)
  unsubscribes.add(watchIdentity(ctx))
  // Sign In With X: only a host that set `siwx` (or AppKit's legacy `siweConfig`) downloads the flow.
  const { siweConfig } = options
  let siwxConfig = options.siwx
  const siwxReady: Promise<SIWXConfig | undefined> = siwxConfig
    ? Promise.resolve(siwxConfig)
    : siweConfig
      ? import('./siwx/siwe-config.js').then((module) => (siwxConfig = module.siweConfigToSIWX(siweConfig)))
      : Promise.resolve(undefined)
  if (siwxConfig || siweConfig) {
    void Promise.all([siwxReady, import('./actions/siwx.js')]).then(([siwx, module]) => {
      if (siwx && !ctx.destroyed) unsubscribes.add(module.watchSIWX(ctx, siwx))
    })
  }

  registerNamespaces(ctx, options)
  store.chain.setActiveCaipNetwork(initialNetwork(ctx, options))
  for (const [namespace, adapter] of adapters) {
    const configured = options.networks.filter((network) => network.chainNamespace === namespace)
    adapter.construct({
      projectId: options.projectId,
      networks: adapter.networks.length > 0 ? adapter.networks : configured,
      customRpcUrls: options.customRpcUrls,
      blockchainApiUrl: options.services?.blockchainApiUrl,
      events: createAdapterEventSink(ctx, namespace, code),
      walletConnect: ctx.walletConnect,
      // Read when used: the embedded wallet arrives with its code, after construction.
      get auth() {
        return ctx.auth
      },
    })
  }
  store.events.send({ type: 'track', event: 'MODAL_CREATED' })

  let ready: Promise<void> | undefined
  /**
   * Everything that can start does, then the first failure (the sign-in code, an adapter's discovery, a
   * restore) is reported: an `error` event per failure, and the rejection of `ready()`.
   */
  async function initialize(): Promise<void> {
    const failures: unknown[] = []
    try {
      const authFailure = await authStarting
      if (authFailure !== undefined) failures.push(authFailure)
      failures.push(...(await start()))
    } catch (error) {
      failures.push(error)
    }
    if (failures.length === 0) return
    if (!ctx.destroyed) for (const failure of failures) await reportStartUpError(store, failure)
    throw failures[0]
  }
  async function start(): Promise<unknown[]> {
    // Stored sessions are read from the browser database (moved there once, SPEC §4) while wallets are found.
    // The visitor's actions arrive meanwhile, after the page's first download: once ready, they run at once.
    const [failures] = await Promise.all([
      syncConnectors(),
      sessions.load(),
      // Never fails here: a chunk that could not be fetched now is fetched again by the call that needs it.
      code.load().catch(() => undefined),
    ])
    connectorsSynced = true
    // Back from a social sign-in that left by a top-level redirect: the view finishes it. Only such a page loads
    // the code that reads the result.
    const page = env.redirectPage ?? (globalThis as { location?: { href: string } })
    if (ctx.auth && page.location?.href.includes(SOCIAL_RESULT_FRAGMENT)) {
      const { takeSocialRedirectResult } = await import('./auth/social-redirect.js')
      const socialResult = takeSocialRedirectResult(ctx.pageStorage, env.redirectPage)
      if (socialResult) void store.modal.open({ view: 'ConnectingSocial', arguments: { ...socialResult } })
    }
    if (store.options.state.enableReconnect !== false) await code.run((loaded) => loaded.restoreSessions(ctx))
    local.initialized = true
    store.events.send({ type: 'track', event: 'INITIALIZE' })
    return failures
  }

  function whenReady(): Promise<void> {
    ready ??= initialize()
    return ready
  }
  /** Sign-in actions load with the sign-in views, not with the page, and run once the embedded wallet is there. */
  const socialSignIn = () => loadAuth().then(() => import('./actions/social-sign-in.js'))

  function track(unsubscribe: Unsubscribe): Unsubscribe {
    unsubscribes.add(unsubscribe)
    return () => {
      unsubscribe()
      unsubscribes.delete(unsubscribe)
    }
  }

  const activeAccount = () => readAccountState(store)
  /** The pairing steps stay in call order: each waits for the same load. A lost chunk shows on the pairing view. */
  const pair = (step: (loaded: InstanceCode) => void) => {
    const loaded = code.loaded()
    if (loaded) return step(loaded)
    void code
      .load()
      .then(step, async (cause: unknown) =>
        store.walletConnect.setError((await describeFailure(cause)).shortMessage),
      )
  }
  // destroy()'s promise, so a second call waits for the same teardown.
  let destroyed: Promise<void> = Promise.resolve()

  return {
    store,
    adapters,
    ready: whenReady,

    open: (openOptions) => store.modal.open(openOptions),
    close: () => store.modal.close(),
    isOpen: () => store.modal.state.open,
    prefetch: () => store.directory.prefetch(),

    connect: (connector, connectOptions) =>
      code.run((loaded) => loaded.connect(ctx, connector, connectOptions)),
    get auth() {
      return ctx.auth
    },
    loadAuth,
    // The AUTH connector is listed once the instance is ready (the embedded wallet's code loaded first).
    connectEmbeddedWallet: () =>
      whenReady()
        .then(() => import('./actions/connect-embedded-wallet.js'))
        .then((module) => module.connectEmbeddedWallet(ctx)),
    setUpRecovery: () => import('./actions/set-up-recovery.js').then((module) => module.setUpRecovery(ctx)),
    signInWithSocial: (provider, popup) =>
      socialSignIn().then((module) => module.signInWithSocial(ctx, provider, popup)),
    redirectToSocial: (provider) =>
      socialSignIn().then((module) => module.redirectToSocial(ctx, provider, env.redirectPage)),
    finishSocialRedirect: (provider, resultUri) =>
      socialSignIn().then((module) => module.finishSocialRedirect(ctx, provider, resultUri)),
    waitForFarcasterSignIn: (signal) =>
      socialSignIn().then((module) => module.waitForFarcasterSignIn(ctx, signal)),
    walletConnectEnabled: ctx.walletConnect !== undefined,
    isMobile: env.isMobile ?? detectMobile,
    startWalletConnectPairing: (pairingOptions) =>
      pair((module) => module.startWalletConnectPairing(ctx, pairingOptions)),
    stopWalletConnectPairing: () => pair((module) => module.stopWalletConnectPairing(ctx)),
    prepareWalletConnect: () => pair((module) => module.prepareWalletConnect(ctx)),
    retryWalletConnectPairing: () => pair((module) => module.retryWalletConnectPairing(ctx)),
    disconnect: async (namespace) => {
      const siwx = await siwxReady
      if (siwx) await import('./actions/siwx.js').then((module) => module.revokeSIWXSession(ctx, siwx))
      return code.run((loaded) => loaded.disconnect(ctx, namespace))
    },
    get siwx() {
      return siwxConfig
    },
    signInWithSIWX: async () => {
      const siwx = await siwxReady
      if (siwx) await import('./actions/siwx.js').then((module) => module.signInWithSIWX(ctx, siwx))
    },
    cancelSIWX: () => import('./actions/siwx.js').then((module) => module.cancelSIWX(ctx)),
    switchNetwork: (network, switchOptions) =>
      code.run((loaded) => loaded.switchNetwork(ctx, network, switchOptions)),
    updateNativeBalance: (namespace) => code.run((loaded) => loaded.updateNativeBalance(ctx, namespace)),

    getState: () => readPublicState(store, local.initialized),
    getAddress: (namespace) => readAccountState(store, namespace)?.address,
    getCaipAddress: (namespace) => readAccountState(store, namespace)?.caipAddress,
    getAccount: (namespace) => readAccount(store, namespace),
    getIsConnectedState: () => Boolean(store.chain.state.activeCaipAddress),
    getCaipNetwork: (namespace) => readCaipNetwork(store, namespace),
    getCaipNetworkId: () => store.chain.state.activeCaipNetwork?.caipNetworkId,
    getCaipNetworks: (namespace) => readCaipNetworks(store, namespace),
    getChainId: () => store.chain.state.activeCaipNetwork?.id,
    getNetwork: () => readNetwork(store),
    getActiveChainNamespace: () => store.chain.state.activeChain,
    getApprovedCaipNetworkIds: () => readNetwork(store).approvedCaipNetworkIds,
    getWalletInfo: (namespace) => readWalletInfo(store, namespace),
    getProvider: (namespace) => adapters.get(namespace)?.getProvider(),
    getWalletProvider: () => {
      const namespace = store.chain.state.activeChain
      return namespace ? adapters.get(namespace)?.getProvider() : undefined
    },
    getWalletProviderType: () => activeAccount()?.connectedWalletInfo?.type,
    getPreferredAccountType: (namespace) => {
      const key = namespace ?? store.chain.state.activeChain
      // A namespace the app did not configure has no account state, but still its SPEC §4 default.
      return (
        readAccountState(store, key)?.preferredAccountType ??
        (key ? defaultAccountType(key, store.options.state.defaultAccountTypes) : undefined)
      )
    },

    setThemeMode: (mode) => store.theme.setThemeMode(mode),
    setThemeVariables: (variables) => store.theme.setThemeVariables(variables),
    getThemeMode: () => store.theme.state.themeMode,
    getThemeVariables: () => snapshot(store.theme.state).themeVariables,
    setLocale: (locale) => store.options.updateOptions({ locale }),
    getLocale: () => store.options.state.locale,

    subscribeState: (callback) =>
      track(
        subscribeDerived(
          [store.modal.state, store.chain.state, store.connection.state, local],
          () => readPublicState(store, local.initialized),
          callback,
        ),
      ),
    subscribeEvents: (callback) => track(store.events.subscribe(callback)),
    getEvent: () => store.events.state.last,
    subscribeAccount: (callback, namespace) =>
      track(subscribeDerived([store.chain.state], () => readAccount(store, namespace), callback)),
    subscribeNetwork: (callback) =>
      track(subscribeDerived([store.chain.state], () => readNetwork(store), callback)),
    subscribeCaipNetworkChange: (callback) =>
      track(subscribeDerived([store.chain.state], () => readCaipNetwork(store), callback)),
    subscribeTheme: (callback) =>
      track(
        subscribeDerived(
          [store.theme.state],
          () => snapshot(store.theme.state) as ThemeControllerState,
          callback,
        ),
      ),
    subscribeWalletInfo: (callback) =>
      track(subscribeDerived([store.chain.state], () => readWalletInfo(store), callback)),
    subscribeProviders: (callback) =>
      track(
        subscribeDerived(
          [store.chain.state],
          () =>
            Object.fromEntries(
              [...adapters].map(([namespace, adapter]) => [namespace, adapter.getProvider()]),
            ),
          callback,
        ),
      ),

    destroy() {
      if (ctx.destroyed) return destroyed
      ctx.destroyed = true
      for (const unsubscribe of unsubscribes) unsubscribe()
      unsubscribes.clear()
      store.events.clear()
      timers.clearAll()
      ctx.auth?.destroy()
      for (const adapter of adapters.values()) adapter.destroy?.()
      destroyed = ctx.walletConnect?.destroy?.() ?? Promise.resolve()
      return destroyed
    },
  }
}

/** API.md Events: a start-up failure is an `error` event named INITIALIZE, with the failure's message. */
async function reportStartUpError(store: CoreContext['store'], failure: unknown): Promise<void> {
  const error = await describeFailure(failure)
  store.events.send({
    type: 'error',
    event: 'INITIALIZE',
    properties: { message: error.shortMessage, details: error.details },
  })
}

/** Registers every namespace that has configured networks or an adapter. */
function registerNamespaces(ctx: CoreContext, options: AppKitOptions): void {
  const namespaces = new Set<ChainNamespace>([
    ...options.networks.map((network) => network.chainNamespace),
    ...ctx.adapters.keys(),
  ])
  for (const namespace of namespaces) {
    const configured = options.networks.filter((network) => network.chainNamespace === namespace)
    const fromAdapter = ctx.adapters.get(namespace)?.networks ?? []
    ctx.store.chain.addNamespace(namespace, configured.length > 0 ? configured : fromAdapter)
  }
}

/** Start network: the stored one if it is still configured, else defaultNetwork, else the first network. */
function initialNetwork(ctx: CoreContext, options: AppKitOptions): CaipNetwork {
  const { chain, storage } = ctx.store
  const storedId = storage.getActiveCaipNetworkId()
  const stored = storedId ? chain.findNetwork(storedId) : undefined
  return stored ?? options.defaultNetwork ?? options.networks[0]
}

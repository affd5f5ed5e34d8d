import { type AlertController, createAlertController } from './controllers/alert.js'
import { type ChainController, createChainController } from './controllers/chain.js'
import { type ConnectionController, createConnectionController } from './controllers/connection.js'
import { type ConnectorController, createConnectorsController } from './controllers/connectors.js'
import { createDirectoryController, type DirectoryController } from './controllers/directory.js'
import { createEventsController, type EventsController } from './controllers/events.js'
import { createModalController, type ModalController } from './controllers/modal.js'
import { createOptionsController, type OptionsController } from './controllers/options.js'
import { createRouterController, type RouterController } from './controllers/router.js'
import { createSendController, type SendController } from './controllers/send.js'
import { createSIWXController, type SIWXController } from './controllers/siwx.js'
import { createSnackController, type SnackController } from './controllers/snack.js'
import { createStorage, type StorageController } from './controllers/storage.js'
import { createThemeController, type ThemeController } from './controllers/theme.js'
import { createWalletConnectController, type WalletConnectController } from './controllers/walletconnect.js'
import type { AppKitOptions } from './options.js'
import {
  browserStorage,
  detectInjectedProvider,
  detectMobile,
  detectPageOrigin,
  type StorageBackend,
} from './utils/environment.js'
import { createTimers, type Timers } from './utils/timers.js'

export interface StoreEnvironment {
  /** Where the SPEC §3 keys are stored; localStorage when it exists, else memory. */
  storage?: StorageBackend | undefined
  isMobile?: (() => boolean) | undefined
  /** Clock for event timestamps. */
  now?: (() => number) | undefined
  /** Whether the page has an injected wallet provider (SPEC §5 Browser Wallet rule). */
  hasInjectedProvider?: (() => boolean) | undefined
  /** Whether a chain adapter is available (SPEC §2 opening rules); by default, whether options.adapters has one. */
  hasAdapter?: (() => boolean) | undefined
  /** Owner of the store's timers; pass one to stop them all later. */
  timers?: Timers | undefined
  /** The page's origin, checked against the project's allowed origins (SPEC §5); `location.origin` by default. */
  pageOrigin?: (() => string | undefined) | undefined
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

/** The store's name inside core; the same type as `Store`. */
export type CoreStore = Store

/** Every controller of one instance, wired together (ARCHITECTURE, Core: controllers). */
export function createStore(options: AppKitOptions, env: StoreEnvironment = {}): Store {
  const timers = env.timers ?? createTimers()
  const storage = createStorage(env.storage ?? browserStorage())
  const optionsController = createOptionsController({ options })
  const events = createEventsController({ now: env.now ?? Date.now })
  const send = createSendController()
  // SPEC §4: switching the active network resets the send form (a token of one network means nothing on another).
  const chain = createChainController({
    options: optionsController,
    onActiveNetworkChange: () => send.reset(),
  })
  const alert = createAlertController()
  // SPEC §4: the namespace filters apply to the wallet directory too (its requests ask for the chains left on).
  const connectors = createConnectorsController({
    storage,
    isMobile: env.isMobile ?? detectMobile,
    hasInjectedProvider: env.hasInjectedProvider ?? detectInjectedProvider,
    onNamespaceFilterChange: () => directory.onNamespaceFilterChange(),
  })
  const directory = createDirectoryController({
    options: optionsController,
    events,
    alert,
    timers,
    pageOrigin: env.pageOrigin ?? detectPageOrigin,
    namespaceFilter: () => connectors.state.namespaceFilter,
  })
  // The router closes the modal on back and the modal resets the router; the callback is bound once both exist.
  let modal: ModalController | undefined
  const router = createRouterController({ closeModal: () => modal?.close() })
  const siwx = createSIWXController()
  modal = createModalController({
    router,
    closeBlocked: () => siwx.blocksClose(router.state.view),
    chain,
    options: optionsController,
    events,
    timers,
    isMobile: env.isMobile ?? detectMobile,
    hasAdapter: env.hasAdapter ?? (() => (options.adapters?.length ?? 0) > 0),
    // ARCHITECTURE Principle 5: the directory is first fetched when the modal first opens.
    onOpen: () => void directory.prefetch(),
  })

  return {
    options: optionsController,
    chain,
    connectors,
    connection: createConnectionController(),
    router,
    modal,
    theme: createThemeController({ themeMode: options.themeMode, themeVariables: options.themeVariables }),
    alert,
    snack: createSnackController({ timers }),
    events,
    storage,
    directory,
    walletConnect: createWalletConnectController({ now: env.now ?? Date.now }),
    send,
    siwx,
  }
}

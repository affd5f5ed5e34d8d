export type * from './adapter.js'
export { type AppKitCoreEnvironment, createAppKitCore } from './appkit-core.js'
export { createAlertController } from './controllers/alert.js'
export { type ChainControllerWithNetworks, createChainController } from './controllers/chain.js'
export { createConnectionController } from './controllers/connection.js'
export { createConnectorsController, mergeConnectors } from './controllers/connectors.js'
export { createEventsController } from './controllers/events.js'
export {
  createModalController,
  type ModalDeps,
  type OpenViewInput,
  resolveOpenView,
} from './controllers/modal.js'
export { createOptionsController, defaultFeatures, resolveOptions } from './controllers/options.js'
export { createRouterController } from './controllers/router.js'
export { createSnackController } from './controllers/snack.js'
export { createStorage, type GangwayStorage, type RecentWallet } from './controllers/storage.js'
export { createThemeController } from './controllers/theme.js'
export { type CoreStore, createStore, type StoreEnvironment } from './create-store.js'
export {
  type BrowserWalletInput,
  BROWSER_WALLET_ID,
  isBrowserWallet,
  shouldShowBrowserWallet,
} from './rules/browser-wallet.js'
export { type ConnectMethodsOrderInput, getConnectMethodsOrder } from './rules/connect-methods-order.js'
export { shouldShowUnsupportedChain, type UnsupportedChainInput } from './rules/unsupported-chain.js'
export type * from './store-types.js'
export type * from './types.js'
export type { StorageBackend } from './utils/environment.js'
export { createTimers, type Timers } from './utils/timers.js'

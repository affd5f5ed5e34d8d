export type * from './adapter.js'
export * from './auth/index.js'
export { type AppKitCoreEnvironment, createAppKitCore } from './appkit-core.js'
export {
  type AlertController,
  type AlertControllerState,
  createAlertController,
} from './controllers/alert.js'
export {
  type AccountState,
  type ChainController,
  type ChainControllerState,
  type ChainControllerWithNetworks,
  type ChainState,
  createChainController,
  defaultAccountType,
  type NetworkState,
} from './controllers/chain.js'
export {
  type ConnectionController,
  type ConnectionControllerState,
  createConnectionController,
} from './controllers/connection.js'
export {
  type ConnectorController,
  type ConnectorControllerState,
  createConnectorsController,
  mergeConnectors,
} from './controllers/connectors.js'
export {
  createDirectoryController,
  DIRECTORY_SDK,
  type DirectoryController,
  type DirectoryControllerState,
  type DirectoryDeps,
  type DirectorySearchState,
} from './controllers/directory.js'
export { DIRECTORY_ERROR_MESSAGE } from './controllers/directory-actions.js'
export { ORIGIN_NOT_ALLOWED_MESSAGE } from './controllers/origin-alert.js'
export { createEventsController, type EventsController } from './controllers/events.js'
export {
  createModalController,
  type ModalController,
  type ModalControllerState,
  type ModalDeps,
  type OpenOptions,
  type OpenViewInput,
  resolveOpenView,
} from './controllers/modal.js'
export {
  createOptionsController,
  defaultFeatures,
  type OptionsController,
  type ResolvedOptions,
  resolveOptions,
} from './controllers/options.js'
export {
  createRouterController,
  type RouterController,
  type RouterControllerState,
  type RouterData,
} from './controllers/router.js'
export { createSendController, type SendController, type SendControllerState } from './controllers/send.js'
export type { SIWXController, SIWXControllerState } from './controllers/siwx.js'
export {
  createSnackController,
  type SnackController,
  type SnackControllerState,
} from './controllers/snack.js'
export {
  createStorage,
  type GangwayStorage,
  type RecentWallet,
  type StorageController,
} from './controllers/storage.js'
export {
  createThemeController,
  DARK_SCHEME_QUERY,
  InvalidThemeModeError,
  InvalidThemeVariablesError,
  resolveThemeMode,
  type ThemeController,
  type ThemeControllerState,
} from './controllers/theme.js'
export {
  createWalletConnectController,
  type WalletConnectController,
  type WalletConnectControllerState,
} from './controllers/walletconnect.js'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  WalletConnectDestroyedError,
  type WalletConnectClient,
  type WalletConnectEvent,
  type WalletConnectPeer,
  type WalletConnectSession,
} from './walletconnect/client.js'
export { pairingExpiryFrom } from './walletconnect/pairing-expiry.js'
export { isPairingExpired } from './walletconnect/pairing-refresh.js'
export {
  formatWalletLink,
  inAppBrowserLink,
  type LinkPlatform,
  type WalletLink,
  walletConnectLinks,
} from './walletconnect/wallet-links.js'
export { type CoreStore, createStore, type Store, type StoreEnvironment } from './create-store.js'
export {
  type BrowserWalletInput,
  BROWSER_WALLET_ID,
  isBrowserWallet,
  shouldShowBrowserWallet,
} from './rules/browser-wallet.js'
// Kept for AppKit-style imports from core; the matcher lives in common so the secure frame can share it.
export { isOriginAllowed } from '@gangway/common/origins'
export {
  type ActivityGroups,
  type ActivityMonth,
  type ActivityYear,
  groupActivity,
  isSpamTransaction,
  visibleActivity,
} from './rules/activity.js'
export { type ConnectMethodsOrderInput, getConnectMethodsOrder } from './rules/connect-methods-order.js'
export {
  isInstalledConnector,
  isWalletConnectConnector,
  type OrderableConnector,
  type OrderedWallet,
  type OrderWalletsInput,
  orderWallets,
  type WalletGroup,
} from './rules/order-wallets.js'
export {
  maxSendAmount,
  type ParsedSendAmount,
  parseSendAmount,
  SEND_NAMESPACES,
  type SendAmountProblem,
  type SendFormInput,
  tokenBalanceUnits,
  type ValidSend,
  validateSendForm,
} from './rules/send-form.js'
export { shouldShowUnsupportedChain, type UnsupportedChainInput } from './rules/unsupported-chain.js'
export {
  isListingInNamespaces,
  type NamespaceFilter,
  selectedNamespaces,
} from './rules/namespace-filter.js'
export type * from './instance.js'
export type * from './options.js'
export type * from './types.js'
export type * from './siwx/types.js'
export {
  type DirectoryWalletFilter,
  isDirectoryWalletAllowed,
  isExcludedWallet,
  type WalletIdentity,
} from './rules/wallet-filter.js'
export { type ConnectorMemory, createConnectorMemory } from './utils/connector-memory.js'
export type { StorageBackend } from './utils/environment.js'
export type { SessionDatabase } from './storage/session-database.js'
export { type DirectoryListing, fromCustomWallet, fromDirectoryListing } from './utils/listed-wallet.js'
// The UI may import core only: the link check it needs for untrusted wallet links comes through here.
export type { WalletListing } from '@gangway/api'
// Its own subpath: the API client's index would bring the response schemas into a page's start-up download.
export { isSafeUrl, type SafeUrlOptions, safeUrl } from '@gangway/api/safe-url'
export { addressExplorerUrl, transactionExplorerUrl } from './utils/explorer.js'
export { type NetworkImageOptions, networkImageUrl } from './utils/network-image.js'
export { createTimers, type Timers } from './utils/timers.js'

// What a page needs before its first paint: the instance and the few constants and rules its buttons and
// adapters read. Start-up code imports this entry, never the package's index: a bundler that splits code puts
// every module an imported index reaches, and some lazy view uses, into the page's first download
// (docs/start-up.md).
export { createAppKitCore, type AppKitCoreEnvironment } from './appkit-core.js'
export { AUTH_CONNECTOR_ID } from './auth/types.js'
export { DARK_SCHEME_QUERY, resolveThemeMode } from './controllers/theme.js'
export { networkImageUrl } from './utils/network-image.js'
export { WALLET_CONNECT_CONNECTOR_ID, WalletConnectDestroyedError } from './walletconnect/client.js'
export { isInstalledConnector, isWalletConnectConnector } from './rules/connector-kind.js'

export { UniversalAdapter, type UniversalAdapterParams } from './universal-adapter.js'
export { createWalletConnectClient, type WalletConnectClientOptions } from './walletconnect-client.js'
export {
  buildNamespaces,
  DEFAULT_EVENTS,
  DEFAULT_METHODS,
  type NamespaceProposal,
  type NamespaceProposals,
  type UniversalProviderConfigOverride,
} from './namespaces.js'
export {
  WalletConnectDestroyedError,
  WalletConnectNoAccountError,
  WalletConnectNotEnabledError,
} from './errors.js'

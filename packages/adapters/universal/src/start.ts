// What a host's start-up imports (@gangway/adapter-universal/start): the client's state and an adapter whose
// code loads later. The index re-exports everything else; importing it at start-up would pull all of it in.
export { DeferredUniversalAdapter } from './deferred-universal-adapter.js'
export { createWalletConnectClient, type WalletConnectClientOptions } from './walletconnect-client.js'

export { SolanaAdapter, type SolanaAdapterOptions } from './solana-adapter.js'
export type { SolanaProvider } from './provider.js'
export type { AnyTransaction } from './transactions.js'
export { walletStandardChainOf, type WalletStandardChain } from './chains.js'
export { toWalletStandardConnector } from './wallet-standard-discovery.js'
export {
  SolanaConnectorNotFoundError,
  SolanaFeatureMissingError,
  SolanaNoAccountError,
  SolanaNotConnectedError,
} from './errors.js'

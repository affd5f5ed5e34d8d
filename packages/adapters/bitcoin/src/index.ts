export { BitcoinAdapter, type BitcoinAdapterOptions, type BitcoinProvider } from './bitcoin-adapter.js'
export { BitcoinConnectorNotFoundError, BitcoinNotConnectedError } from './errors.js'
export type {
  BitcoinAccount,
  BitcoinPurpose,
  BitcoinWallet,
  BitcoinWalletFeatures,
} from './wallet-standard.js'

export { BitcoinAdapter, type BitcoinAdapterOptions, type BitcoinProvider } from './bitcoin-adapter.js'
export type { BitcoinAccount, BitcoinPurpose } from './bitcoin-wallet.js'
export {
  BitcoinApiMissingError,
  BitcoinConnectorNotFoundError,
  BitcoinInvalidAnswerError,
  BitcoinNoSignatureError,
  BitcoinNotConnectedError,
} from './errors.js'
export type { BitcoinWallet, BitcoinWalletFeatures } from './wallet-standard.js'

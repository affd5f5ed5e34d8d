export { ANVIL_PRIVATE_KEY, createTestWallet } from './wallet/create-test-wallet.js'
export { announceWallet, exposeTestWalletControls, type TestWalletControls } from './wallet/announce.js'
export { createMemoryStorage } from './wallet/authorization.js'
export { TestWalletRpcError } from './wallet/errors.js'
export { TEST_WALLET_ICON } from './wallet/icon.js'
export type {
  RequestArguments,
  TestWallet,
  TestWalletChain,
  TestWalletInfo,
  TestWalletOptions,
  TestWalletProvider,
  WalletStorage,
} from './wallet/types.js'
export {
  createSolanaTestWallet,
  SOLANA_WALLET_CHAINS,
} from './solana/create-solana-test-wallet.js'
export { registerSolanaTestWallet } from './solana/register.js'
export { SOLANA_TEST_WALLET_ICON } from './solana/icon.js'
export {
  SOLANA_TEST_WALLET_ADDRESS,
  SOLANA_TEST_WALLET_SECRET_KEY,
  type SolanaKey,
  solanaKey,
  solanaTestSecretKey,
} from './solana/keys.js'
export type {
  SolanaTestWallet,
  SolanaTestWalletFeatures,
  SolanaTestWalletOptions,
  SolanaWalletChain,
} from './solana/types.js'
export {
  BITCOIN_NETWORKS,
  type BitcoinTestAccount,
  type BitcoinTestNetwork,
  bitcoinTestAccounts,
} from './bitcoin/keys.js'
export { buildTransfer, type SpendableOutput, TEST_TRANSFER_FEE } from './bitcoin/transfer.js'
export {
  BITCOIN_TEST_WALLET_SEED,
  BITCOIN_WALLET_CHAINS,
  type BitcoinTestWallet,
  type BitcoinTestWalletOptions,
  createBitcoinTestWallet,
} from './bitcoin/create-bitcoin-test-wallet.js'
// The Wallet Standard registration protocol is the same for every chain's wallet.
export { registerSolanaTestWallet as registerBitcoinTestWallet } from './solana/register.js'
export { countWalletListeners } from './solana/count-listeners.js'
export {
  createSatsConnectTestWallet,
  installSatsConnectTestWallet,
  SATS_CONNECT_ERROR_CODES,
  type SatsConnectAddress,
  type SatsConnectEvent,
  type SatsConnectResponse,
  type SatsConnectTestProvider,
  type SatsConnectTestWallet,
  type SatsConnectTestWalletOptions,
} from './bitcoin/create-sats-connect-test-wallet.js'

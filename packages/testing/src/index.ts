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

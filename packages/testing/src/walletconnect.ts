export { verifyBitcoinMessage } from './walletconnect/bitcoin.js'
export { verifyCosmosDirect, verifyCosmosMessage } from './walletconnect/cosmos.js'
export { LAB_WALLET_METADATA } from './walletconnect/client.js'
export { createLabWallet } from './walletconnect/create-lab-wallet.js'
export { LabWalletError, LabWalletRpcError, LabWalletTimeoutError } from './walletconnect/errors.js'
export { ANVIL_PRIVATE_KEY_1, deriveLabKeys, LAB_NAMESPACES, labAccounts } from './walletconnect/keys.js'
export { verifyPolkadotMessage } from './walletconnect/polkadot.js'
export { verifySolanaMessage } from './walletconnect/solana.js'
export { createMemoryKeyValueStorage } from './walletconnect/storage.js'
export type {
  LabAccount,
  LabEvmChain,
  LabSolanaChain,
  LabKeyOptions,
  LabKeyValueStorage,
  LabNamespace,
  LabProposal,
  LabRequest,
  LabWallet,
  LabWalletOptions,
  RequestedNamespace,
  WaitOptions,
} from './walletconnect/types.js'

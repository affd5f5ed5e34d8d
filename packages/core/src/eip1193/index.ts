// @gangway/core/eip1193: the library-agnostic part of EVM adapters over EIP-1193 wallets (ethers v5 and v6).
// A subpath of its own, so hosts whose adapters do not use it never ship it.
export type { FunctionDataEncoder } from '../adapter-kit/write-contract.js'
export { Eip1193Adapter, type Eip1193AdapterOptions } from './eip1193-adapter.js'
export { type Eip6963Discovery, discoverEip6963Providers } from './discover-eip6963.js'
export {
  createEip1193Wallet,
  readAccounts,
  readChainId,
  requestAccounts,
  requestWallet,
  revokePermissions,
} from './eip1193-connection.js'
export {
  createWalletConnectWallet,
  evmAccountsOf,
  type WalletConnectWalletOptions,
} from './walletconnect-wallet.js'
export {
  BROWSER_WALLET_NAME,
  createEvmConnectors,
  type EvmConnectors,
  type EvmConnectorsOptions,
  findInjectedProvider,
  INJECTED_CONNECTOR_ID,
  toAnnouncedConnector,
} from './connectors.js'
export {
  type AddEthereumChainParameter,
  addEthereumChainParameter,
  isUnrecognizedChain,
  switchEthereumChain,
} from './switch-chain.js'
export { requestRpc, rpcUrlsOf } from '../adapter-kit/rpc.js'
export { toAccounts, toChainIdNumber, toHexChainId, toHexQuantity, utf8ToHex } from './parse.js'
export { ERC20_TRANSFER_ABI, type SendErc20Params, sendErc20 } from './send-erc20.js'
export {
  SEND_CALLS_VERSION,
  type SendCallsParams,
  type SendCallsResult,
  sendCallsRequest,
  toSendCallsResult,
} from './send-calls.js'
export { Eip1193ConnectorNotFoundError, Eip1193NotConnectedError } from './errors.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
  EventHost,
  EvmWallet,
  WalletSession,
  WalletWatchers,
} from './types.js'

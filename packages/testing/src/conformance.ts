// The shared ChainAdapter suite (vitest is a peer dependency): import only from test files.
export { announcedWalletDriver } from './conformance/announced-wallet-driver.js'
export { expectNetworkNotFound, expectUserRejection, sameAddress } from './conformance/assertions.js'
export { describeAdapterConformance } from './conformance/describe-adapter-conformance.js'
export { createEventRecorder } from './conformance/event-recorder.js'
export { evmConformanceChain } from './conformance/evm-chain.js'
export {
  type AdapterConformanceOptions,
  CONFORMANCE_CASES,
  type ConformanceAdapter,
  type ConformanceCase,
  type ConformanceChain,
  type ConformanceConnectResult,
  type ConformanceContract,
  type ConformanceEnvironment,
  type ConformanceSetupParams,
  type ConformanceWallet,
  type RecordedAdapterEvent,
} from './conformance/types.js'
export {
  type PairingClient,
  type WalletConnectDriverOptions,
  walletConnectDriver,
} from './conformance/walletconnect-driver.js'
export { solanaConformanceChain, solanaWalletDriver } from './solana/conformance.js'
export { bitcoinConformanceChain, bitcoinWalletDriver, seedBitcoinUtxos } from './bitcoin/conformance.js'

// @gangway/core/adapter-kit: what every chain adapter needs and would otherwise write again. A subpath of its
// own, for adapters only: hosts import adapters, never this. Internal to Gangway's packages; not AppKit API.
export { base58, decodeBase58, encodeBase58 } from './base58.js'
export { loadViemEncoder } from './viem-encoder.js'
export { type FunctionDataEncoder, type WriteContractDeps, writeContractWith } from './write-contract.js'
export { requestRpc, rpcUrlsOf } from './rpc.js'
export {
  type ConnectionHolder,
  type ConnectionHolderDeps,
  createConnectionHolder,
} from './connection-holder.js'
export { findNetwork, requireNetwork } from './networks.js'

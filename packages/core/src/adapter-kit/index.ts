// @gangway/core/adapter-kit: what every chain adapter needs and would otherwise write again. A subpath of its
// own, for adapters only: hosts import adapters, never this. Internal to Gangway's packages; not AppKit API.
export { type FunctionDataEncoder, type WriteContractDeps, writeContractWith } from './write-contract.js'
export { requestRpc, rpcUrlsOf } from './rpc.js'

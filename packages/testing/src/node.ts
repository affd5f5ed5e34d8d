// Node-only helpers (child processes, ports): never imported by the browser entry.
export { startAnvil, startAnvilChains, DEFAULT_ANVIL_CHAINS } from './node/anvil.js'
export type { AnvilInstance, StartAnvilOptions } from './node/anvil.js'
export { getFreePort, getFreePorts } from './node/free-port.js'
export { type RunningAnvils, startAnvilsOnFreePorts } from './node/anvil-on-free-ports.js'
export {
  LOCALNET_GENESIS_HASH,
  type SolanaChain,
  type StartSolanaChainOptions,
  startSolanaChain,
} from './node/solana/start-solana-chain.js'

export { type ChainDefinition, type DefinedChain, defineChain, fromViemChain } from './define-chain.js'
export {
  arbitrum,
  avalanche,
  base,
  baseSepolia,
  bsc,
  gnosis,
  mainnet,
  optimism,
  polygon,
  polygonAmoy,
  sepolia,
} from './evm.js'
export { bitcoin, bitcoinTestnet } from './bitcoin.js'
export { solana, solanaDevnet, solanaLocalnet, solanaTestnet } from './solana.js'
export { polkadot } from './polkadot.js'
export { cosmosHub, osmosis } from './cosmos.js'

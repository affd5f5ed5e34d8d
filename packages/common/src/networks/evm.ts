// Each chain is imported by name so a bundler keeps only the ones an app uses.
import {
  arbitrum as viemArbitrum,
  avalanche as viemAvalanche,
  base as viemBase,
  baseSepolia as viemBaseSepolia,
  bsc as viemBsc,
  gnosis as viemGnosis,
  mainnet as viemMainnet,
  optimism as viemOptimism,
  polygon as viemPolygon,
  polygonAmoy as viemPolygonAmoy,
  sepolia as viemSepolia,
} from 'viem/chains'
import { fromViemChain } from './define-chain.js'

export const mainnet = /*#__PURE__*/ fromViemChain(viemMainnet)
export const polygon = /*#__PURE__*/ fromViemChain(viemPolygon)
export const sepolia = /*#__PURE__*/ fromViemChain(viemSepolia)
export const arbitrum = /*#__PURE__*/ fromViemChain(viemArbitrum)
export const optimism = /*#__PURE__*/ fromViemChain(viemOptimism)
export const base = /*#__PURE__*/ fromViemChain(viemBase)
export const bsc = /*#__PURE__*/ fromViemChain(viemBsc)
export const avalanche = /*#__PURE__*/ fromViemChain(viemAvalanche)
export const gnosis = /*#__PURE__*/ fromViemChain(viemGnosis)
export const polygonAmoy = /*#__PURE__*/ fromViemChain(viemPolygonAmoy)
export const baseSepolia = /*#__PURE__*/ fromViemChain(viemBaseSepolia)

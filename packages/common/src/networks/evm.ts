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
import { withImage } from './with-image.js'

export const mainnet = /*#__PURE__*/ withImage(/*#__PURE__*/ fromViemChain(viemMainnet), 'ethereum')
export const polygon = /*#__PURE__*/ withImage(/*#__PURE__*/ fromViemChain(viemPolygon), 'polygon')
export const sepolia = /*#__PURE__*/ withImage(/*#__PURE__*/ fromViemChain(viemSepolia), 'ethereum')
export const arbitrum = /*#__PURE__*/ withImage(/*#__PURE__*/ fromViemChain(viemArbitrum), 'arbitrum')
export const optimism = /*#__PURE__*/ withImage(/*#__PURE__*/ fromViemChain(viemOptimism), 'optimism')
export const base = /*#__PURE__*/ withImage(/*#__PURE__*/ fromViemChain(viemBase), 'base')
export const bsc = /*#__PURE__*/ withImage(/*#__PURE__*/ fromViemChain(viemBsc), 'bnb')
export const avalanche = /*#__PURE__*/ withImage(/*#__PURE__*/ fromViemChain(viemAvalanche), 'avalanche')
export const gnosis = /*#__PURE__*/ withImage(/*#__PURE__*/ fromViemChain(viemGnosis), 'gnosis')
export const polygonAmoy = /*#__PURE__*/ withImage(/*#__PURE__*/ fromViemChain(viemPolygonAmoy), 'polygon')
export const baseSepolia = /*#__PURE__*/ withImage(/*#__PURE__*/ fromViemChain(viemBaseSepolia), 'base')

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
import type { Chain } from 'viem'
import { fromViemChain } from './define-chain.js'
import { withImage } from './with-image.js'

const fromViem = <chain extends Chain>(chain: chain, imageId: string) =>
  withImage(fromViemChain(chain), imageId)
// Each network's type is named after viem's chain type, so the published .d.ts imports it from 'viem/chains'. Left
// to inference, the declaration copies viem's chain structure, internal types and relative imports included, which
// do not resolve in a host.
type EvmNetwork<chain extends Chain> = ReturnType<typeof fromViem<chain>>

export const mainnet: EvmNetwork<typeof viemMainnet> = /*#__PURE__*/ fromViem(viemMainnet, 'ethereum')
export const polygon: EvmNetwork<typeof viemPolygon> = /*#__PURE__*/ fromViem(viemPolygon, 'polygon')
export const sepolia: EvmNetwork<typeof viemSepolia> = /*#__PURE__*/ fromViem(viemSepolia, 'ethereum')
export const arbitrum: EvmNetwork<typeof viemArbitrum> = /*#__PURE__*/ fromViem(viemArbitrum, 'arbitrum')
export const optimism: EvmNetwork<typeof viemOptimism> = /*#__PURE__*/ fromViem(viemOptimism, 'optimism')
export const base: EvmNetwork<typeof viemBase> = /*#__PURE__*/ fromViem(viemBase, 'base')
export const bsc: EvmNetwork<typeof viemBsc> = /*#__PURE__*/ fromViem(viemBsc, 'bnb')
export const avalanche: EvmNetwork<typeof viemAvalanche> = /*#__PURE__*/ fromViem(viemAvalanche, 'avalanche')
export const gnosis: EvmNetwork<typeof viemGnosis> = /*#__PURE__*/ fromViem(viemGnosis, 'gnosis')
export const polygonAmoy: EvmNetwork<typeof viemPolygonAmoy> = /*#__PURE__*/ fromViem(
  viemPolygonAmoy,
  'polygon',
)
export const baseSepolia: EvmNetwork<typeof viemBaseSepolia> = /*#__PURE__*/ fromViem(viemBaseSepolia, 'base')

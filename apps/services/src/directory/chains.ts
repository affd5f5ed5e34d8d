import { arbitrum, avalanche, base, bitcoin, bsc, mainnet, optimism, polygon, solana } from '@gangway/common'

/** CAIP-2 ids the catalogue uses for the chains wallets declare. */
export const CHAIN_IDS = {
  ethereum: mainnet.caipNetworkId,
  polygon: polygon.caipNetworkId,
  optimism: optimism.caipNetworkId,
  arbitrum: arbitrum.caipNetworkId,
  base: base.caipNetworkId,
  bsc: bsc.caipNetworkId,
  avalanche: avalanche.caipNetworkId,
  solana: solana.caipNetworkId,
  bitcoin: bitcoin.caipNetworkId,
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
} as const

const {
  ethereum,
  polygon: pol,
  optimism: op,
  arbitrum: arb,
  base: bas,
  bsc: bnb,
  avalanche: avax,
} = CHAIN_IDS

/** The EVM networks most multi-chain wallets support. */
export const EVM_CHAINS: string[] = [ethereum, pol, op, arb, bas, bnb, avax]

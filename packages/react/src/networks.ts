// `@gangway/react/networks`: the same network definitions as `@reown/appkit/networks`.
export {
  arbitrum,
  avalanche,
  base,
  baseSepolia,
  bitcoin,
  bitcoinTestnet,
  bsc,
  cosmosHub,
  defineChain,
  gnosis,
  mainnet,
  optimism,
  polygon,
  polkadot,
  polygonAmoy,
  sepolia,
  solana,
  solanaDevnet,
  solanaLocalnet,
  solanaTestnet,
} from '@gangway/common'
export type { AppKitNetwork, CaipNetwork, CaipNetworkId } from '@gangway/common'

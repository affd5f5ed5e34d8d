import { defineChain } from './define-chain.js'

/** The Cosmos Hub: CAIP-2 uses the chain's own id (CAIP-5). */
export const cosmosHub = /*#__PURE__*/ defineChain({
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  assets: { imageId: 'cosmos' },
  chainNamespace: 'cosmos',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
  testnet: false,
})

/** Osmosis, the Cosmos DEX chain: a second Cosmos network (CAIP-2 `cosmos:osmosis-1`). */
export const osmosis = /*#__PURE__*/ defineChain({
  id: 'osmosis-1',
  name: 'Osmosis',
  assets: { imageId: 'osmosis' },
  chainNamespace: 'cosmos',
  nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
  rpcUrls: { default: { http: ['https://osmosis-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' } },
  testnet: false,
})

import { defineChain } from './define-chain.js'

/** The Cosmos Hub: CAIP-2 uses the chain's own id (CAIP-5). */
export const cosmosHub = /*#__PURE__*/ defineChain({
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  chainNamespace: 'cosmos',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
  testnet: false,
})

import { defineChain } from './define-chain.js'

/** Polkadot's CAIP-2 chain id is the first 32 hex characters of its genesis hash (CAIP-13). */
export const polkadot = /*#__PURE__*/ defineChain({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  assets: { imageId: 'polkadot' },
  chainNamespace: 'polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  testnet: false,
})

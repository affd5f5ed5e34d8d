import { defineChain } from './define-chain.js'

/** Solana's chain ids are the first 32 characters of each cluster's genesis hash (CAIP-30). */
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
const SOLSCAN = { default: { name: 'Solscan', url: 'https://solscan.io' } } as const

/** SPEC §3: SOL has 9 decimals. */
export const solana = /*#__PURE__*/ defineChain({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  assets: { imageId: 'solana' },
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: SOLSCAN,
  testnet: false,
})

export const solanaDevnet = /*#__PURE__*/ defineChain({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  assets: { imageId: 'solana' },
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: SOLSCAN,
  testnet: true,
})

export const solanaTestnet = /*#__PURE__*/ defineChain({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  assets: { imageId: 'solana' },
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: SOLSCAN,
  testnet: true,
})

/**
 * A local cluster on this machine (`@gangway/testing`'s litesvm chain, or `solana-test-validator`) on its
 * default port. Its id is the first 32 characters of the genesis hash the Gangway local chain reports.
 */
export const solanaLocalnet = /*#__PURE__*/ defineChain({
  id: 'AmuE9TRtcSdZy1kMV4dWv6hBPyuYfEyc',
  name: 'Solana Localnet',
  assets: { imageId: 'solana' },
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
})

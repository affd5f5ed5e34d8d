import { defineChain } from './define-chain.js'

/** Bitcoin's chain ids are the first 32 hex characters of each network's genesis block hash (BIP-122). */
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/** SPEC §3: BTC has 8 decimals. Bitcoin has no JSON-RPC for browsers; the URLs are mempool.space's REST API. */
export const bitcoin = /*#__PURE__*/ defineChain({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  assets: { imageId: 'bitcoin' },
  chainNamespace: 'bip122',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
})

export const bitcoinTestnet = /*#__PURE__*/ defineChain({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  assets: { imageId: 'bitcoin' },
  chainNamespace: 'bip122',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
})

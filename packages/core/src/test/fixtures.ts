import type { CaipNetwork } from '@gangway/common'

function network(
  namespace: CaipNetwork['chainNamespace'],
  id: number | string,
  name: string,
  symbol: string,
  decimals = 18,
): CaipNetwork {
  return {
    id,
    name,
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${id}`,
    nativeCurrency: { name: symbol, symbol, decimals },
    rpcUrls: { default: { http: [`http://127.0.0.1/${namespace}/${id}`] } },
  }
}

/** Networks for core's tests, so they read the same whatever @gangway/common ships. */
export const testNetworks = {
  mainnet: network('eip155', 1, 'Ethereum', 'ETH'),
  polygon: network('eip155', 137, 'Polygon', 'POL'),
  sepolia: network('eip155', 11155111, 'Sepolia', 'ETH'),
  solana: network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'SOL', 9),
  solanaDevnet: network('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'SOL', 9),
  bitcoin: network('bip122', '000000000019d6689c085ae165831e93', 'Bitcoin', 'BTC', 8),
} as const

export const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
export const OTHER_ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
export const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
export const BITCOIN_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

/** A localStorage stand-in whose values a test can read and seed. */
export function createMapStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

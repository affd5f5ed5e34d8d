import { createHash } from 'node:crypto'

/** An SPL token the services mint on the local Solana chain at first use. */
export interface SplTokenDefinition {
  symbol: 'GUSD'
  name: string
  decimals: number
  /** Whole tokens minted to each holder. */
  mintedPerHolder: bigint
}

/**
 * GUSD on Solana, with the decimals and price of its ERC-20 twin (chain/tokens.ts). The 18-decimal GWT has no
 * SPL twin: an SPL amount is a u64, and 1,000 tokens of 18 decimals do not fit one.
 */
export const SPL_TOKENS: readonly SplTokenDefinition[] = [
  { symbol: 'GUSD', name: 'Gangway USD', decimals: 6, mintedPerHolder: 10_000n },
]

/** The Solana test wallet's accounts 0 and 1 (`@gangway/testing`'s `solanaTestSecretKey(0|1)`). */
export const SPL_TOKEN_HOLDERS: readonly string[] = [
  '2MhXWqVadA88pUC4dmUoASbsfN35umzeTj5baKQ94rGZ',
  'D7gfSTJxC9YugxNkw9FaNDDuWedALWxQnyecNJMwL8dr',
]

/** SOL's name, decimals and default USD price, for the Solana balance lines. */
export const SOL_CURRENCY = { name: 'Solana', symbol: 'SOL', decimals: 9, price: 150 } as const

/**
 * A well-known 32-byte seed, so a mint's address is the same on every run and several servers racing to create
 * it on one chain agree on it (only one creation lands). Public: never hold value with these keys.
 */
export function splSeed(label: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`gangway-services-solana/${label}`).digest())
}

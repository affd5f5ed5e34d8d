import type { Address } from 'viem'

export type TokenSymbol = 'GUSD' | 'GWT'

export interface TokenDefinition {
  symbol: TokenSymbol
  name: string
  decimals: number
  /** Default USD price (overridable with the `tokenPrices` option). */
  price: number
  /** Whole tokens minted to each holder at deployment. */
  mintedPerHolder: bigint
}

/** The two ERC-20s deployed on every local chain at start (SERVICES.md: 6 and 18 decimals, known prices). */
export const TOKENS: readonly TokenDefinition[] = [
  { symbol: 'GUSD', name: 'Gangway USD', decimals: 6, price: 1, mintedPerHolder: 10_000n },
  { symbol: 'GWT', name: 'Gangway Token', decimals: 18, price: 2.5, mintedPerHolder: 1_000n },
]

/** anvil's accounts 0 and 1 (its default mnemonic): each holds `mintedPerHolder` of every token. */
export const TOKEN_HOLDERS: readonly Address[] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
]

/**
 * anvil's account 9 deploys the tokens, so accounts 0 and 1 (the test wallets') keep their nonces and
 * balances untouched. Its key is public: anvil's default mnemonic.
 */
export const DEFAULT_DEPLOYER_PRIVATE_KEY =
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6' as const

/** The pseudo-address services use for a chain's native coin in price lookups. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The ERC-721 deployed on every local chain after the tokens: ids 1..6 minted round-robin to {@link TOKEN_HOLDERS}. */
export const COLLECTION = {
  /** Its key in a chain's recorded deployment (next to the token symbols). */
  key: 'GNFT',
  name: 'Gangway Collectibles',
  symbol: 'GNFT',
  /** Tokens minted to each holder: account 0 gets ids 1, 3, 5 and account 1 gets 2, 4, 6. */
  mintedPerHolder: 3n,
} as const

/** The collection's highest token id. */
export const COLLECTION_SIZE = BigInt(TOKEN_HOLDERS.length) * COLLECTION.mintedPerHolder

/** tokenURI's prefix on `chainId` (the contract appends its lowercase address, '/' and the id): the NFT route. */
export function collectionBaseUri(origin: string, chainId: number): string {
  return `${origin}/public/nft/${chainId}/`
}

import {
  type Account,
  type Address,
  type Chain,
  createTestClient,
  createWalletClient,
  getAddress,
  type Hash,
  http,
  parseUnits,
  type PublicClient,
} from 'viem'
import type { NativeCurrencyConfig } from '../config.js'
import { GangwaySwapPoolAbi, GangwaySwapPoolBytecode } from './artifacts/GangwaySwapPool.js'
import { GangwayTokenAbi } from './artifacts/GangwayToken.js'
import { withNonceRetry } from './deploy-tokens.js'
import { NATIVE_TOKEN_ADDRESS, type TokenDefinition, type TokenSymbol } from './tokens.js'

/** The swap pool's key in a chain's recorded deployment (next to the token symbols and the collection). */
export const POOL_KEY = 'GPOOL'

/**
 * USD worth on each side of every pair. A 0.1 ETH swap (300 USD) then moves the ETH price by about 0.1%, and a
 * 1 000 USD one by about 0.33%: small, yet visible in a quote's price impact.
 */
export const POOL_DEPTH_USD = 300_000

/** The pool's native-coin pseudo-address (the contract's `NATIVE`), checksummed as Solidity wants it. */
export const POOL_NATIVE = getAddress(NATIVE_TOKEN_ADDRESS)

/** One pair's initial reserves, in base units. */
export interface PoolPair {
  tokenA: Address
  tokenB: Address
  amountA: bigint
  amountB: bigint
}

/** What the pool's reserves are priced from: the chain's native coin and the tokens, with their USD prices. */
export interface PoolPrices {
  native: NativeCurrencyConfig
  tokens: readonly (TokenDefinition & { price: number })[]
}

/** `usd` worth of an asset priced `price`, in base units (prices are configuration, so they are checked). */
function worth(usd: number, price: number, decimals: number, what: string): bigint {
  if (!Number.isFinite(price) || price <= 0) {
    throw new Error(`The swap pool needs a positive USD price for ${what} (got ${price}).`)
  }
  return parseUnits((usd / price).toFixed(Math.min(decimals, 12)), decimals)
}

/**
 * native↔GUSD, native↔GWT and GUSD↔GWT, each side worth {@link POOL_DEPTH_USD}, so the pool's spot prices are
 * the price table's.
 */
export function poolPairs(tokens: Record<TokenSymbol, Address>, prices: PoolPrices): PoolPair[] {
  const native = {
    address: POOL_NATIVE,
    amount: worth(POOL_DEPTH_USD, prices.native.price, prices.native.decimals, prices.native.symbol),
  }
  const [first, second] = prices.tokens.map((token) => ({
    address: tokens[token.symbol],
    amount: worth(POOL_DEPTH_USD, token.price, token.decimals, token.symbol),
  }))
  if (!first || !second) throw new Error('The swap pool needs both tokens.')
  return [
    [native, first],
    [native, second],
    [first, second],
  ].map(([a, b]) => ({ tokenA: a!.address, tokenB: b!.address, amountA: a!.amount, amountB: b!.amount }))
}

/** Native coin the deployer keeps beyond the liquidity, for gas. */
const GAS_RESERVE = parseUnits('10', 18)

/**
 * Every server with a fresh database deploys its own pool (the test files do, dozens of times per node), and on a
 * cheap coin such as POL the pool holds more than anvil's 10 000 per account: the deployer is topped up with the
 * node's dev method when short. A node without it must have the deployer funded.
 */
async function ensureNativeFunds(client: PublicClient, rpcUrl: string, deployer: Address, needed: bigint) {
  const balance = await client.getBalance({ address: deployer })
  if (balance >= needed + GAS_RESERVE) return
  // Twice the need: servers deploying at once on one node may each read the same low balance before spending.
  const target = 2n * needed + GAS_RESERVE
  try {
    await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
      address: deployer,
      value: target,
    })
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new Error(
      `The deployer ${deployer} holds ${balance} wei, less than the ${needed} wei the swap pool needs, ` +
        `and the node could not top it up (${detail}).`,
    )
  }
}

/**
 * Deploys the swap pool and funds every pair of `pairs`: the deployer mints the tokens to itself (the test accounts'
 * balances stay as they are), approves the pool, and adds each pair's liquidity. Returns the pool's address.
 */
export async function deployPool(
  client: PublicClient,
  chain: Chain,
  rpcUrl: string,
  deployer: Account,
  pairs: readonly PoolPair[],
): Promise<Address> {
  const wallet = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) })
  const mined = async (what: string, send: () => Promise<Hash>) => {
    const hash = await withNonceRetry(send)
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') {
      throw new Error(`${what} on chain ${chain.id} failed (transaction ${hash}).`)
    }
    return receipt
  }
  const isNative = (token: Address) => token === POOL_NATIVE
  const nativeOf = (pair: PoolPair) =>
    (isNative(pair.tokenA) ? pair.amountA : 0n) + (isNative(pair.tokenB) ? pair.amountB : 0n)
  await ensureNativeFunds(
    client,
    rpcUrl,
    deployer.address,
    pairs.reduce((sum, pair) => sum + nativeOf(pair), 0n),
  )

  const deployed = await mined('Deploying the swap pool', () =>
    wallet.deployContract({ abi: GangwaySwapPoolAbi, bytecode: GangwaySwapPoolBytecode }),
  )
  if (!deployed.contractAddress) throw new Error(`The swap pool on chain ${chain.id} has no address.`)
  const pool = getAddress(deployed.contractAddress)

  const perToken = new Map<Address, bigint>()
  for (const { tokenA, tokenB, amountA, amountB } of pairs) {
    if (!isNative(tokenA)) perToken.set(tokenA, (perToken.get(tokenA) ?? 0n) + amountA)
    if (!isNative(tokenB)) perToken.set(tokenB, (perToken.get(tokenB) ?? 0n) + amountB)
  }
  for (const [token, amount] of perToken) {
    const write = (functionName: 'mint' | 'approve', args: readonly [Address, bigint]) => () =>
      wallet.writeContract({ address: token, abi: GangwayTokenAbi, functionName, args })
    await mined(`Minting ${token} for the swap pool`, write('mint', [deployer.address, amount]))
    await mined(`Approving ${token} to the swap pool`, write('approve', [pool, amount]))
  }
  for (const pair of pairs) {
    await mined(`Adding liquidity ${pair.tokenA}/${pair.tokenB}`, () =>
      wallet.writeContract({
        address: pool,
        abi: GangwaySwapPoolAbi,
        functionName: 'addLiquidity',
        args: [pair.tokenA, pair.tokenB, pair.amountA, pair.amountB],
        value: nativeOf(pair),
      }),
    )
  }
  return pool
}

import {
  type Address,
  decodeEventLog,
  getAddress,
  type Hex,
  isAddressEqual,
  type Log,
  type Transaction,
  toEventSelector,
  toFunctionSelector,
} from 'viem'
import { GangwaySwapPoolAbi } from './artifacts/GangwaySwapPool.js'
import { POOL_NATIVE } from './deploy-pool.js'

/** The pool's `Swap` event: both sides of a trade. */
export const SWAP_EVENT = toEventSelector('Swap(address,address,address,uint256,uint256)')

/** The pool's `swap` call: a failed one (no logs) still says the sender meant to trade. */
export const SWAP_CALL = toFunctionSelector('swap(address,address,uint256,uint256)')

/** A native-coin move the transaction made inside a contract, which no Transfer log and no transaction value shows. */
export interface NativeLeg {
  from: Address
  to: Address
  value: bigint
}

/**
 * The native legs of one of our pools' `Swap` logs that the indexer would not see otherwise. The coin a trader
 * sells arrives as the transaction's value when the trader called the pool directly (already counted then); the
 * coin a trader buys leaves the pool by an internal call, so only the event tells. `own` says whether the log comes
 * from a contract the services deployed: anyone can emit a look-alike event, and only ours is believed.
 */
export async function swapNativeLegs(
  log: Log,
  transaction: Transaction,
  own: (contract: Address) => Promise<boolean>,
): Promise<NativeLeg[]> {
  let decoded: ReturnType<typeof decodeSwap>
  try {
    decoded = decodeSwap(log)
  } catch {
    return [] // Same selector, other layout: not our event.
  }
  if (!(await own(log.address))) return []
  const { trader, tokenIn, tokenOut, amountIn, amountOut } = decoded
  const pool = getAddress(log.address)
  const legs: NativeLeg[] = []
  const valueCounted =
    transaction.to !== null &&
    isAddressEqual(transaction.to, pool) &&
    isAddressEqual(transaction.from, trader) &&
    transaction.value === amountIn
  if (isNative(tokenIn) && !valueCounted) legs.push({ from: trader, to: pool, value: amountIn })
  if (isNative(tokenOut)) legs.push({ from: pool, to: trader, value: amountOut })
  return legs
}

function isNative(token: Address): boolean {
  return isAddressEqual(token, POOL_NATIVE)
}

function decodeSwap(log: Log) {
  const { args } = decodeEventLog({
    abi: GangwaySwapPoolAbi,
    eventName: 'Swap',
    topics: log.topics as [Hex, ...Hex[]],
    data: log.data,
  })
  return args
}

import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  pad,
  parseEther,
  type Transaction,
  type TransactionReceipt,
  toEventSelector,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { DEFAULT_NATIVE_CURRENCIES } from '../config.js'
import { blockRecords } from './activity-entries.js'
import { GangwaySwapPoolAbi } from './artifacts/GangwaySwapPool.js'
import { POOL_NATIVE } from './deploy-pool.js'
import type { TokenResolver } from './indexed-tokens.js'

// Swaps through the pool as a node reports them: the Swap event is what shows the native coin paid out.
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const POOL = '0x8464135c8F25Da09e49BC8782676a84730C318bC'
const GUSD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const HASH = `0x${'cd'.repeat(32)}` as Hex

const resolver = (ownPool: boolean): TokenResolver => ({
  async fungible(contract) {
    return isAddressEqual(contract, GUSD)
      ? { name: 'Gangway USD', symbol: 'GUSD', decimals: 6, price: 1, hasIcon: true }
      : { hasIcon: false }
  },
  async collection() {
    return { own: false }
  },
  async own(contract) {
    return ownPool && isAddressEqual(contract, POOL)
  },
})

const transferLog = (from: Address, to: Address, amount: bigint) => ({
  address: GUSD,
  topics: [toEventSelector('Transfer(address,address,uint256)'), pad(from), pad(to)],
  data: pad(`0x${amount.toString(16)}`),
})

function swapLog(tokenIn: Address, tokenOut: Address, amountIn: bigint, amountOut: bigint) {
  return {
    address: POOL,
    topics: encodeEventTopics({
      abi: GangwaySwapPoolAbi,
      eventName: 'Swap',
      args: { trader: ALICE, tokenIn, tokenOut },
    }),
    data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [amountIn, amountOut]),
  }
}

async function aliceEntry(
  logs: object[],
  { value = 0n, ownPool = true, status = 'success', input = '0x' as Hex } = {},
) {
  const transaction = { hash: HASH, from: ALICE, to: POOL, value, nonce: 7, input }
  const receipt = { transactionHash: HASH, transactionIndex: 0, status, contractAddress: null, logs }
  const records = await blockRecords(
    1,
    {
      number: 12n,
      hash: HASH,
      timestamp: 1_700_000_000n,
      transactions: [transaction as unknown as Transaction],
      receipts: [receipt as unknown as TransactionReceipt],
    },
    resolver(ownPool),
    DEFAULT_NATIVE_CURRENCIES[1]!,
  )
  return records.find((record) => record.address === ALICE.toLowerCase())?.entry
}

const legs = (entry: Awaited<ReturnType<typeof aliceEntry>>) =>
  entry?.transfers.map((transfer) => [
    transfer.fungible_info?.symbol,
    transfer.direction,
    transfer.quantity.numeric,
  ])

describe('swaps in activity', () => {
  it('token → native: a trade, the coin received read from the Swap event', async () => {
    const entry = await aliceEntry([
      transferLog(ALICE, POOL, 3_000_000n),
      swapLog(GUSD, POOL_NATIVE, 3_000_000n, parseEther('0.001')),
    ])
    expect(entry?.metadata.operationType).toBe('trade')
    expect(legs(entry)).toEqual([
      ['GUSD', 'out', '3'],
      ['ETH', 'in', '0.001'],
    ])
    expect(entry?.transfers[1]).toMatchObject({ price: 3000, value: 3 })
  })

  it('native → token: the coin sent is the transaction value, counted once', async () => {
    const entry = await aliceEntry(
      [transferLog(POOL, ALICE, 2_990_000n), swapLog(POOL_NATIVE, GUSD, parseEther('0.001'), 2_990_000n)],
      { value: parseEther('0.001') },
    )
    expect(entry?.metadata.operationType).toBe('trade')
    expect(legs(entry)).toEqual([
      ['ETH', 'out', '0.001'],
      ['GUSD', 'in', '2.99'],
    ])
  })

  it('ignores a look-alike Swap event from a contract the services did not deploy', async () => {
    const entry = await aliceEntry(
      [transferLog(ALICE, POOL, 3_000_000n), swapLog(GUSD, POOL_NATIVE, 3_000_000n, parseEther('1000'))],
      { ownPool: false },
    )
    expect(entry?.metadata.operationType).toBe('send')
    expect(legs(entry)).toEqual([['GUSD', 'out', '3']])
  })

  it('lists a reverted swap call as a failed trade', async () => {
    const input = encodeFunctionData({
      abi: GangwaySwapPoolAbi,
      functionName: 'swap',
      args: [POOL_NATIVE, GUSD, 1n, 1n],
    })
    const entry = await aliceEntry([], { value: 1n, status: 'reverted', input })
    expect(entry?.metadata).toMatchObject({ operationType: 'trade', status: 'failed' })
    expect(entry?.transfers).toEqual([])
  })
})

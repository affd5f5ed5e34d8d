import { describe, expect, it } from 'vitest'
import { type ActivityRecord, InvalidCursorError } from '../types.js'
import { HISTORY_PAGE_SIZE } from './activity.js'
import { useTestStorage } from './test-storage.js'

const { open, databaseFile, closeAll } = useTestStorage('gangway-activity-')

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

function record(
  chainId: number,
  blockNumber: number,
  txIndex: number,
  address = ALICE,
  minedAt = 1_700_000_000 + blockNumber,
): ActivityRecord {
  const txHash = hash(chainId * 1_000_000 + blockNumber * 100 + txIndex)
  return {
    chainId,
    address,
    txHash,
    blockNumber,
    txIndex,
    minedAt,
    entry: {
      id: `eip155:${chainId}:${txHash}`,
      metadata: {
        operationType: 'send',
        hash: txHash,
        minedAt: new Date(minedAt * 1000).toISOString(),
        chain: `eip155:${chainId}`,
        status: 'confirmed',
        sentFrom: ALICE,
        sentTo: BOB,
        nonce: 0,
      },
      transfers: [],
    },
  }
}

const block = (blockNumber: number) => ({ blockNumber, blockHash: hash(blockNumber) })

describe('SQLite ActivityStore', () => {
  it('keeps a cursor per chain and never stores an entry twice when a block is indexed again', async () => {
    const { activity } = open()
    expect(await activity.cursor(1)).toBeUndefined()
    const records = [record(1, 3, 0), record(1, 3, 1), record(1, 3, 1, BOB)]
    await activity.applyBlock(1, block(3), records)
    await activity.applyBlock(1, block(3), records)
    expect(await activity.cursor(1)).toEqual(block(3))
    expect(await activity.cursor(137)).toBeUndefined()

    const page = await activity.page({ address: ALICE.toLowerCase() })
    expect(page.records.map((item) => [item.blockNumber, item.txIndex])).toEqual([
      [3, 1],
      [3, 0],
    ])
    expect(page.records[0]).toEqual({ ...records[1], address: ALICE.toLowerCase() })
    expect(page.next).toBeNull()
    expect((await activity.page({ address: BOB })).records).toHaveLength(1)
  })

  it('pages newest first by block time, then chain, block number and index, each entry exactly once', async () => {
    const { activity } = open()
    // Chain 137's blocks are numbered far higher but mined at the same times: the time interleaves chains.
    for (let number = 0; number < 40; number++) {
      await activity.applyBlock(1, block(number), [record(1, number, 0), record(1, number, 1)])
      await activity.applyBlock(137, block(number + 5_000), [
        record(137, number + 5_000, 0, ALICE, 1_700_000_000 + number),
      ])
    }
    const seen: ActivityRecord[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const page = await activity.page({ address: ALICE, cursor })
      expect(page.records.length).toBeLessThanOrEqual(HISTORY_PAGE_SIZE)
      seen.push(...page.records)
      cursor = page.next ?? undefined
      pages++
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toHaveLength(120)
    expect(new Set(seen.map((item) => `${item.chainId}:${item.txHash}`)).size).toBe(120)
    const newest = seen.slice(0, 3).map((item) => [item.chainId, item.blockNumber, item.txIndex])
    expect(newest).toEqual([
      [137, 5_039, 0],
      [1, 39, 1],
      [1, 39, 0],
    ])

    const chain137 = await activity.page({ address: ALICE, chainId: 137, limit: 30 })
    expect(chain137.records).toHaveLength(30)
    expect(chain137.records.every((item) => item.chainId === 137)).toBe(true)
    const rest = await activity.page({ address: ALICE, chainId: 137, cursor: chain137.next! })
    expect(rest.records.map((item) => item.blockNumber)).toEqual(
      Array.from({ length: 10 }, (_, index) => 5_009 - index),
    )
    expect(rest.next).toBeNull()
  })

  it('refuses a cursor it did not hand out', async () => {
    const { activity } = open()
    for (const cursor of [
      'c1',
      'a1.',
      'a1.bm90IGEgY3Vyc29y',
      `a1.${Buffer.from('1.2.3').toString('base64url')}`,
    ]) {
      await expect(activity.page({ address: ALICE, cursor })).rejects.toThrow(InvalidCursorError)
    }
  })

  it('forgets one chain on reset, and keeps the rest in the file across a reopen', async () => {
    const path = databaseFile()
    const first = open(path).activity
    await first.applyBlock(1, block(7), [record(1, 7, 0)])
    await first.applyBlock(137, block(9), [record(137, 9, 0)])
    await first.resetChain(1)
    expect(await first.cursor(1)).toBeUndefined()
    await closeAll()

    const reopened = open(path).activity
    expect(await reopened.cursor(137)).toEqual(block(9))
    expect((await reopened.page({ address: ALICE })).records.map((item) => item.chainId)).toEqual([137])
  })
})

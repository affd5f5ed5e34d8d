import { afterEach, describe, expect, it } from 'vitest'
import { InvalidCursorError, type PurchaseRecord, type Storage } from '../types.js'
import { openSqliteStorage } from './index.js'
import { PURCHASE_PAGE_SIZE } from './purchases.js'

const opened: Storage[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((storage) => storage.close()))
})

function open(): Storage {
  const storage = openSqliteStorage(':memory:')
  opened.push(storage)
  return storage
}

const ALICE = '0x00000000000000000000000000000000000A11cE'
const BOB = '0x0000000000000000000000000000000000000b0b'

function purchase(id: string, overrides: Partial<PurchaseRecord> = {}): PurchaseRecord {
  return {
    id,
    provider: 'coinbase',
    address: ALICE,
    chainId: 1,
    network: 'ethereum',
    purchaseCurrency: 'ETH',
    purchaseAmount: '0.01633333',
    paymentCurrency: 'USD',
    paymentTotal: '50.00',
    paymentSubtotal: '49.00',
    providerFee: '0.75',
    networkFee: '0.25',
    quoteId: `quote-${id}`,
    status: 'created',
    txHash: null,
    createdAt: 1_000,
    updatedAt: 1_000,
    ...overrides,
  }
}

describe('SQLite PurchaseStore', () => {
  it('keeps a purchase as written', async () => {
    const { purchases } = open()
    await purchases.insert(purchase('a'))
    expect(await purchases.find('a')).toEqual(purchase('a'))
    expect(await purchases.find('b')).toBeUndefined()
  })

  it('moves a purchase only from the status it is in, keeping its hash', async () => {
    const { purchases } = open()
    await purchases.insert(purchase('a'))
    expect(await purchases.transition('a', 'created', { status: 'paying', at: 2_000 })).toBe(true)
    // The second of two payments finds it no longer created.
    expect(await purchases.transition('a', 'created', { status: 'paying', at: 2_001 })).toBe(false)
    expect(await purchases.transition('a', 'paying', { status: 'paying', txHash: '0xab', at: 2_002 })).toBe(
      true,
    )
    expect(await purchases.transition('a', 'paying', { status: 'success', at: 2_003 })).toBe(true)
    expect(await purchases.find('a')).toMatchObject({ status: 'success', txHash: '0xab', updatedAt: 2_003 })
    expect(await purchases.transition('missing', 'created', { status: 'paying', at: 1 })).toBe(false)
  })

  it('pages an address’s purchases newest first, whatever the case of the address, by provider and chain', async () => {
    const { purchases } = open()
    const ids = Array.from(
      { length: PURCHASE_PAGE_SIZE + 3 },
      (_, index) => `p${String(index).padStart(3, '0')}`,
    )
    // Two purchases share a millisecond: the id orders them.
    for (const [index, id] of ids.entries())
      await purchases.insert(purchase(id, { createdAt: 1_000 + Math.floor(index / 2) }))
    await purchases.insert(purchase('bob', { address: BOB }))
    await purchases.insert(purchase('meld', { provider: 'meld', createdAt: 5_000 }))
    await purchases.insert(purchase('polygon', { chainId: 137, createdAt: 5_000 }))

    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await purchases.page({
        address: ALICE.toLowerCase(),
        provider: 'coinbase',
        chainId: 1,
        cursor,
      })
      seen.push(...page.records.map((record) => record.id))
      cursor = page.next ?? undefined
    } while (cursor)
    expect(seen).toEqual([...ids].reverse())
    expect((await purchases.page({ address: ALICE })).records.map((record) => record.id).slice(0, 2)).toEqual(
      ['polygon', 'meld'],
    )
    expect((await purchases.page({ address: BOB })).records.map((record) => record.id)).toEqual(['bob'])
  })

  it('refuses a cursor it did not hand out', async () => {
    const { purchases } = open()
    await expect(purchases.page({ address: ALICE, cursor: 'c1' })).rejects.toThrow(InvalidCursorError)
    await expect(
      purchases.page({ address: ALICE, cursor: `p1.${Buffer.from('x.y').toString('base64url')}` }),
    ).rejects.toThrow(InvalidCursorError)
  })
})

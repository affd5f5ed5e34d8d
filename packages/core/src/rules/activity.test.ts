import type { Transaction, TransactionTransfer } from '@gangway/api'
import { describe, expect, it } from 'vitest'
import { groupActivity, isSpamTransaction, visibleActivity } from './activity.js'

const ETHEREUM = 'eip155:1'

function transaction(
  id: string,
  minedAt: string,
  options: { chain?: string; transfers?: TransactionTransfer[] } = {},
): Transaction {
  return {
    id,
    metadata: {
      operationType: 'send',
      minedAt,
      chain: options.chain,
      status: 'confirmed',
      sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    },
    transfers: options.transfers ?? [],
  }
}

const nft = (isSpam: boolean): TransactionTransfer => ({
  fungible_info: null,
  nft_info: { name: 'Gift', flags: { is_spam: isSpam } },
  direction: 'in',
  quantity: { numeric: '1' },
})
const token: TransactionTransfer = {
  fungible_info: { symbol: 'GUSD', icon: null },
  nft_info: null,
  direction: 'out',
  quantity: { numeric: '1.5' },
}
/** A local time as the history route writes it (ISO, UTC). */
const at = (year: number, month: number, day: number, hour = 12) =>
  new Date(year, month, day, hour).toISOString()

describe('isSpamTransaction (SPEC §5 spam filter)', () => {
  it('is spam only when every transfer is an NFT flagged as spam', () => {
    expect(isSpamTransaction(transaction('a', at(2026, 0, 1), { transfers: [nft(true)] }))).toBe(true)
    expect(isSpamTransaction(transaction('b', at(2026, 0, 1), { transfers: [nft(true), nft(true)] }))).toBe(
      true,
    )
    expect(isSpamTransaction(transaction('c', at(2026, 0, 1), { transfers: [nft(true), token] }))).toBe(false)
    expect(isSpamTransaction(transaction('d', at(2026, 0, 1), { transfers: [nft(true), nft(false)] }))).toBe(
      false,
    )
    expect(isSpamTransaction(transaction('e', at(2026, 0, 1)))).toBe(false)
  })
})

describe('visibleActivity', () => {
  it('hides spam and other chains; a transaction without a chain belongs to the one asked for', () => {
    const list = [
      transaction('mine', at(2026, 10, 2), { chain: ETHEREUM, transfers: [token] }),
      transaction('spam', at(2026, 10, 2), { chain: ETHEREUM, transfers: [nft(true)] }),
      transaction('polygon', at(2026, 10, 2), { chain: 'eip155:137', transfers: [token] }),
      transaction('unnamed', at(2026, 10, 2), { transfers: [token] }),
    ]
    expect(visibleActivity(list, ETHEREUM).map(({ id }) => id)).toEqual(['mine', 'unnamed'])
  })
})

describe('groupActivity (SPEC §2: by year, then month, newest first)', () => {
  it('groups by year and month in the local time zone, newest first at every level', () => {
    const groups = groupActivity([
      transaction('dec-2025', at(2025, 11, 31, 23)),
      transaction('nov-2026-early', at(2026, 10, 1, 0)),
      transaction('mar-2026', at(2026, 2, 15)),
      transaction('nov-2026-late', at(2026, 10, 20)),
      transaction('jan-2026', at(2026, 0, 1, 0)),
    ])
    expect(
      groups.years.map(({ year, months }) => ({
        year,
        months: months.map(({ month, transactions }) => [month, transactions.map(({ id }) => id)]),
      })),
    ).toEqual([
      {
        year: 2026,
        months: [
          [10, ['nov-2026-late', 'nov-2026-early']],
          [2, ['mar-2026']],
          [0, ['jan-2026']],
        ],
      },
      { year: 2025, months: [[11, ['dec-2025']]] },
    ])
    expect(groups.undated).toEqual([])
  })

  it('keeps a transaction whose mined time cannot be read, after the dated ones', () => {
    const groups = groupActivity([transaction('broken', 'yesterday'), transaction('ok', at(2026, 5, 1))])
    expect(
      groups.years
        .flatMap(({ months }) => months.flatMap(({ transactions }) => transactions))
        .map(({ id }) => id),
    ).toEqual(['ok'])
    expect(groups.undated.map(({ id }) => id)).toEqual(['broken'])
  })

  it('keeps the order of transactions mined at the same time, and is empty for no history', () => {
    const same = at(2026, 4, 4)
    const groups = groupActivity([transaction('first', same), transaction('second', same)])
    expect(groups.years[0]?.months[0]?.transactions.map(({ id }) => id)).toEqual(['first', 'second'])
    expect(groupActivity([])).toEqual({ years: [], undated: [] })
  })
})

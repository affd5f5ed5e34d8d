import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../errors/invalid-response.js'
import { HistoryResponseSchema, TransactionSchema } from './history.js'
import { parseResponse } from './parse.js'

const transaction = {
  id: 'tx-1',
  metadata: {
    operationType: 'send',
    hash: '0xabc',
    minedAt: '2025-01-01T00:00:00Z',
    chain: 'eip155:1',
    status: 'confirmed',
    sentFrom: '0x1111111111111111111111111111111111111111',
    sentTo: '0x2222222222222222222222222222222222222222',
    nonce: 3,
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://x.example/eth.png' } },
      nft_info: null,
      direction: 'out',
      quantity: { numeric: '0.5' },
      value: 1000,
      price: 2000,
    },
  ],
}

describe('TransactionSchema (SPEC §3 transaction)', () => {
  it('SPEC §3: keeps metadata and transfers', () => {
    expect(v.parse(TransactionSchema, transaction)).toEqual(transaction)
  })

  it('keeps the NFT spam flag and nulls an unsafe preview', () => {
    const parsed = v.parse(TransactionSchema, {
      ...transaction,
      transfers: [
        {
          nft_info: {
            name: 'Ape',
            content: { preview: { url: 'javascript:alert(1)' } },
            flags: { is_spam: true },
          },
          direction: 'in',
          quantity: { numeric: '1' },
        },
      ],
    })
    expect(parsed.transfers[0]?.nft_info).toEqual({
      name: 'Ape',
      content: { preview: { url: null } },
      flags: { is_spam: true },
    })
  })

  it('rejects an unknown status', () => {
    expect(
      v.safeParse(TransactionSchema, {
        ...transaction,
        metadata: { ...transaction.metadata, status: 'weird' },
      }).success,
    ).toBe(false)
  })
})

describe('HistoryResponseSchema', () => {
  it('drops malformed transactions and keeps the cursor', () => {
    expect(parseResponse(HistoryResponseSchema, { data: [transaction, { id: 1 }], next: 'c2' })).toEqual({
      data: [transaction],
      next: 'c2',
    })
  })

  it('reads a missing cursor as null', () => {
    expect(parseResponse(HistoryResponseSchema, { data: [] }).next).toBeNull()
  })

  it('raises InvalidResponseError for a body without data', () => {
    expect(() => parseResponse(HistoryResponseSchema, { next: null })).toThrow(InvalidResponseError)
  })
})

import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../schemas/blockchain.js'
import { dropZeroDecimalBalances } from './balances.js'

const balance = (decimals: string): TokenBalance => ({
  name: 'T',
  symbol: 'T',
  chainId: 'eip155:1',
  address: undefined,
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: null,
})

describe('dropZeroDecimalBalances', () => {
  it('SPEC §5: balances with 0 decimals are dropped', () => {
    expect(
      dropZeroDecimalBalances([balance('18'), balance('0'), balance('6')]).map((b) => b.quantity.decimals),
    ).toEqual(['18', '6'])
  })
})

import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../types.js'
import type { SwapToken } from './swap-state.js'
import { balanceOfSwapToken, findSwapToken, matchesSwapToken, orderSwapTokens } from './token-list.js'

const token = (symbol: string, address: string, decimals = 18): SwapToken => ({
  address: `eip155:1:${address}`,
  name: `${symbol} coin`,
  symbol,
  decimals,
})
const ETH = token('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
const GUSD = token('GUSD', '0xAbC0000000000000000000000000000000000001', 6)
const GWT = token('GWT', '0xAbC0000000000000000000000000000000000002')

const held = (address: string | undefined, numeric: string, value: number): TokenBalance => ({
  name: 'x',
  symbol: 'x',
  chainId: 'eip155:1',
  ...(address && { address }),
  price: 1,
  value,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

describe('the swap token list', () => {
  it("finds the account's balance by CAIP-10 id in any case, the native coin by its network", () => {
    const balances = [held(undefined, '1', 3000), held(GUSD.address.toLowerCase(), '5', 5)]
    expect(balanceOfSwapToken(ETH, balances)?.value).toBe(3000)
    expect(balanceOfSwapToken(GUSD, balances)?.value).toBe(5)
    expect(balanceOfSwapToken(GWT, balances)).toBeUndefined()
    // Another network's coin is not this one's.
    expect(
      balanceOfSwapToken(ETH, [{ ...held(undefined, '1', 3000), chainId: 'eip155:137' }]),
    ).toBeUndefined()
  })

  it('puts the tokens held first, the largest value first, then the rest in the pool order', () => {
    const balances = [held(undefined, '0.001', 3), held(GUSD.address, '50', 50)]
    const { yours, others } = orderSwapTokens([ETH, GUSD, GWT], balances)
    expect(yours.map((option) => [option.token.symbol, option.balance])).toEqual([
      ['GUSD', '50'],
      ['ETH', '0.001'],
    ])
    expect(others.map((option) => option.token.symbol)).toEqual(['GWT'])
  })

  it("finds a host's token by symbol, CAIP-10 id or contract, and searches names, symbols and contracts", () => {
    expect(findSwapToken([ETH, GUSD], 'gusd')).toBe(GUSD)
    expect(findSwapToken([ETH, GUSD], GUSD.address.toLowerCase())).toBe(GUSD)
    expect(findSwapToken([ETH, GUSD], '0xabc0000000000000000000000000000000000001')).toBe(GUSD)
    expect(findSwapToken([ETH, GUSD], 'DAI')).toBeUndefined()
    expect(matchesSwapToken(GUSD, 'coin')).toBe(true)
    expect(matchesSwapToken(GUSD, '0xabc0')).toBe(true)
    expect(matchesSwapToken(GUSD, 'eth')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../types.js'
import { swapQuoteKey } from './quote-swap.js'
import { readSwap, type SwapBalances } from './read-swap.js'
import { initialSwapState, type SwapState, type SwapToken } from './swap-state.js'

const ETH: SwapToken = {
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
}
const GUSD: SwapToken = {
  address: 'eip155:1:0xAbC0000000000000000000000000000000000001',
  name: 'USD',
  symbol: 'GUSD',
  decimals: 6,
}

const balance = (token: SwapToken, numeric: string, price: number): TokenBalance => ({
  name: token.name,
  symbol: token.symbol,
  chainId: 'eip155:1',
  ...(token === ETH ? {} : { address: token.address }),
  price,
  value: Number(numeric) * price,
  quantity: { decimals: String(token.decimals), numeric },
  iconUrl: '',
})

function form(patch: Partial<SwapState>, amount?: bigint, toAmount?: bigint): SwapState {
  const state: SwapState = {
    ...initialSwapState(),
    tokens: { status: 'ready', list: [ETH, GUSD] },
    gasPrice: 10n ** 9n,
    ...patch,
  }
  if (amount !== undefined && toAmount !== undefined && state.from && state.to) {
    state.quote = {
      status: 'ready',
      key: swapQuoteKey(state.from.address, state.to.address, amount),
      toAmount,
    }
  }
  return state
}

const account = (balances: TokenBalance[], status: SwapBalances['status'] = 'ready') => ({ status, balances })

describe('readSwap', () => {
  it('derives the rate, the minimum at the slippage, the fee in the native coin and the USD values', () => {
    const state = form({ from: ETH, to: GUSD, fromAmount: '0.5' }, 5n * 10n ** 17n, 1_495_500_000n)
    const summary = readSwap(state, account([balance(ETH, '2', 3000)]))
    expect(summary).toMatchObject({
      status: 'ready',
      rate: '2991',
      minimumReceived: 1_480_545_000n,
      // 80,000 gas at 1 gwei.
      networkFee: 80_000n * 10n ** 9n,
      fromUsd: 1500,
      approvalNeeded: false,
    })
    expect(summary.networkFeeUsd).toBeCloseTo(0.24)
  })

  it('a quote for another amount is no quote: the form is quoting', () => {
    const state = form({ from: ETH, to: GUSD, fromAmount: '0.6' }, 5n * 10n ** 17n, 1_495_500_000n)
    expect(readSwap(state, account([balance(ETH, '2', 3000)]))).toMatchObject({
      status: 'quoting',
      toAmount: undefined,
    })
  })

  it('an ERC-20 needs an approval until the allowance covers the amount; its gas is in the fee', () => {
    const state = form({ from: GUSD, to: ETH, fromAmount: '10' }, 10_000_000n, 3n * 10n ** 15n)
    const balances = account([balance(ETH, '1', 3000), balance(GUSD, '20', 1)])
    expect(readSwap(state, balances)).toMatchObject({
      approvalNeeded: true,
      networkFee: 130_000n * 10n ** 9n,
    })
    state.allowance = { status: 'ready', token: GUSD.address.toLowerCase(), value: 10_000_000n }
    expect(readSwap(state, balances)).toMatchObject({ approvalNeeded: false, status: 'ready' })
  })

  it('insufficient balance, then the fee: in that order, and only once the balances are known', () => {
    const state = form({ from: GUSD, to: ETH, fromAmount: '30' }, 30_000_000n, 10n ** 16n)
    expect(readSwap(state, account([balance(GUSD, '20', 1)])).status).toBe('insufficient-balance')
    expect(readSwap(state, account([], 'loading')).status).toBe('ready')
    state.fromAmount = '10'
    state.quote = { status: 'ready', key: swapQuoteKey(GUSD.address, ETH.address, 10_000_000n), toAmount: 1n }
    // No ETH for the fee.
    expect(readSwap(state, account([balance(GUSD, '20', 1)])).status).toBe('insufficient-fee')
  })

  it('the network and token-list errors come first; then a missing token, the amount, the quote error', () => {
    const balances = account([balance(ETH, '2', 3000)])
    expect(readSwap(form({ error: { reason: 'network-unsupported', message: '' } }), balances).status).toBe(
      'network-unsupported',
    )
    expect(readSwap(form({ tokens: { status: 'loading', list: [] } }), balances).status).toBe(
      'loading-tokens',
    )
    expect(readSwap(form({ from: ETH }), balances).status).toBe('select-token')
    expect(readSwap(form({ from: ETH, to: GUSD }), balances).status).toBe('enter-amount')
    expect(readSwap(form({ from: ETH, to: GUSD, fromAmount: '1e3' }), balances).status).toBe('not-a-number')
    const failed = form({
      from: ETH,
      to: GUSD,
      fromAmount: '1',
      error: { reason: 'no-liquidity', message: '' },
    })
    expect(readSwap(failed, balances).status).toBe('no-liquidity')
  })
})

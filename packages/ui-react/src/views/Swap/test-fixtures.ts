import { parseUnits } from '@gangway/common'
import type { AppKitCore, TokenBalance } from '@gangway/core'
import { accountData } from '@gangway/core/account'
import { type SwapState, type SwapToken, swapQuoteKey, swapState } from '@gangway/core/swap'
import { connectAccount, createTestCore } from '../../test-utils.js'

export const ETH: SwapToken = {
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
}
export const GUSD: SwapToken = {
  address: 'eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  name: 'Gangway USD',
  symbol: 'GUSD',
  decimals: 6,
}
export const GWT: SwapToken = {
  address: 'eip155:1:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  name: 'Gangway Token',
  symbol: 'GWT',
  decimals: 18,
}

/** The account's balances as the balance service names them: the native coin without an address. */
export const BALANCES: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 3000,
    value: 4500,
    quantity: { decimals: '18', numeric: '1.5' },
    iconUrl: '',
  },
  {
    name: 'Gangway USD',
    symbol: 'GUSD',
    chainId: 'eip155:1',
    address: GUSD.address,
    price: 1,
    value: 250,
    quantity: { decimals: '6', numeric: '250' },
    iconUrl: '',
  },
]

/**
 * An EVM account on Ethereum whose Swap state is set directly (no services: nothing is fetched, so what a test
 * sets stays): the pool's three tokens, their prices, a gas price of 1 gwei, and `form` on top.
 */
export function swapCore(form: Partial<SwapState> = {}): AppKitCore {
  const core = createTestCore()
  connectAccount(core)
  Object.assign(accountData(core).tokens, { status: 'ready', balances: BALANCES })
  Object.assign(swapState(core), {
    tokens: { status: 'ready', list: [ETH, GUSD, GWT] },
    prices: { [ETH.address]: 3000, [GUSD.address.toLowerCase()]: 1, [GWT.address.toLowerCase()]: 2.5 },
    gasPrice: 1_000_000_000n,
    from: ETH,
    ...form,
  })
  return core
}

/** A quote in the state for the form as it is (same tokens and amount), as core would have put it. */
export function setQuote(core: AppKitCore, toAmount: bigint, priceImpact = 0.1): void {
  const state = swapState(core)
  const { from, to } = state
  if (!from || !to) throw new Error('Both tokens first')
  const amount = parseUnits(state.fromAmount, from.decimals)
  state.quote = {
    status: 'ready',
    key: swapQuoteKey(from.address, to.address, amount),
    toAmount,
    priceImpact,
    fee: (amount * 3n) / 1000n,
  }
}

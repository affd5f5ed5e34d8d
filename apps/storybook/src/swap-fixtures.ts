import { parseUnits } from '@gangway/common'
import type { AppKitCore, TokenBalance } from '@gangway/core'
import { accountData } from '@gangway/core/account'
import {
  type SwapExecutionState,
  type SwapState,
  type SwapToken,
  swapQuoteKey,
  swapState,
} from '@gangway/core/swap'
import { connectAccount, icon } from './fixtures.js'
import type { GangwayParameters } from './with-gangway.js'

/**
 * The Swap stories' state is put into the instance directly. They configure no blockchain API, so the views read
 * nothing and fetch no quote: what a story sets stays as set.
 */
export const SWAP_TOKENS = {
  eth: {
    address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
    logoUri: icon('#627eea', 'E'),
  },
  gusd: {
    address: 'eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    name: 'Gangway USD',
    symbol: 'GUSD',
    decimals: 6,
    logoUri: icon('#2775ca', 'G'),
  },
  gwt: {
    address: 'eip155:1:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    name: 'Gangway Token',
    symbol: 'GWT',
    decimals: 18,
    logoUri: icon('#16a34a', 'W'),
  },
} satisfies Record<string, SwapToken>

/** Tokens whose name and symbol are markup or far too long, and whose icons are unsafe: cut text, placeholders. */
export const HOSTILE_SWAP_TOKENS: SwapToken[] = [
  {
    address: 'eip155:1:0x1111111111111111111111111111111111111111',
    name: '<img src=x onerror=alert(1)>',
    symbol: '<script>alert(1)</script>',
    decimals: 18,
    logoUri: 'javascript:alert(1)',
  },
  {
    address: 'eip155:1:0x2222222222222222222222222222222222222222',
    name: `The Token With A Name Far Too Long For Any Row Of The Modal ${'X'.repeat(20)}`,
    symbol: 'LONGSYMBOL'.repeat(8),
    decimals: 18,
  },
]

/** The account's balances: 1.5 ETH and 250 GUSD (the balance service names the native coin without address). */
const BALANCES: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 3000,
    value: 4500,
    quantity: { decimals: '18', numeric: '1.5' },
    iconUrl: SWAP_TOKENS.eth.logoUri,
  },
  {
    name: 'Gangway USD',
    symbol: 'GUSD',
    chainId: 'eip155:1',
    address: SWAP_TOKENS.gusd.address,
    price: 1,
    value: 250,
    quantity: { decimals: '6', numeric: '250' },
    iconUrl: SWAP_TOKENS.gusd.logoUri,
  },
]

/** The quote core would hold for the form: `toAmount` in the to-token's units. */
function quoteFor(state: Partial<SwapState>, toAmount: string, priceImpact: number): Partial<SwapState> {
  const { from, to, fromAmount } = state
  if (!from || !to || !fromAmount) return {}
  const amount = parseUnits(fromAmount, from.decimals)
  return {
    quote: {
      status: 'ready',
      key: swapQuoteKey(from.address, to.address, amount),
      toAmount: parseUnits(toAmount, to.decimals),
      priceImpact,
      fee: (amount * 3n) / 1000n,
    },
  }
}

export interface SwapStory {
  /** The form, on top of ETH on the from side. */
  form?: Partial<SwapState>
  /** A quote of the form, in the to-token's units. */
  quote?: string
  priceImpact?: number
  /** Where the review's swap is. */
  execution?: Partial<SwapExecutionState>
  tokens?: SwapToken[]
}

/** Account, then Swap (and `view` when it is another Swap view), the form and the review as the story says. */
export function evmSwap(view: 'Swap' | 'SwapSelectToken' | 'SwapPreview', story: SwapStory = {}) {
  return {
    setup: (core: AppKitCore) => {
      connectAccount(core, { balance: '1.5', balanceSymbol: 'ETH' })
      Object.assign(accountData(core).tokens, { status: 'ready', balances: BALANCES })
      const form: Partial<SwapState> = {
        tokens: {
          status: 'ready',
          list: story.tokens ?? [SWAP_TOKENS.eth, SWAP_TOKENS.gusd, SWAP_TOKENS.gwt],
        },
        prices: {
          [SWAP_TOKENS.eth.address]: 3000,
          [SWAP_TOKENS.gusd.address.toLowerCase()]: 1,
          [SWAP_TOKENS.gwt.address.toLowerCase()]: 2.5,
        },
        gasPrice: 12_000_000_000n,
        from: SWAP_TOKENS.eth,
        ...story.form,
      }
      const state = swapState(core)
      Object.assign(state, form, story.quote ? quoteFor(form, story.quote, story.priceImpact ?? 0.1) : {})
      Object.assign(state.execution, story.execution)
      void core.open({ view: 'Account' })
      core.store.router.push('Swap')
      if (view !== 'Swap')
        core.store.router.push(view, view === 'SwapSelectToken' ? { side: 'to' } : undefined)
    },
  } satisfies GangwayParameters
}

/** 0.1 ETH for GWT, quoted at 119.88. */
export const ETH_TO_GWT: SwapStory = {
  form: { to: SWAP_TOKENS.gwt, fromAmount: '0.1' },
  quote: '119.88',
}

/** 25 GUSD for GWT, quoted at 9.97; the pool may not take GUSD yet (the approval comes first). */
export const GUSD_TO_GWT: SwapStory = {
  form: {
    from: SWAP_TOKENS.gusd,
    to: SWAP_TOKENS.gwt,
    fromAmount: '25',
    allowance: { status: 'ready', token: SWAP_TOKENS.gusd.address, value: 0n },
  },
  quote: '9.97',
}

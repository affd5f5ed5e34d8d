import { polygon } from '@gangway/common'
import type { AppKitCore } from '@gangway/core'
import {
  type OnrampOptions,
  type OnrampPurchase,
  type OnrampQuote,
  onrampState,
  type ProviderQuote,
  readQuoteInput,
} from '@gangway/core/onramp'
import { pushFromAccount, STORY_SERVICES } from './account-fixtures.js'
import { ADDRESS, connectAccount } from './fixtures.js'
import type { GangwayParameters } from './with-gangway.js'

const card = { id: 'card', min: '10.00', max: '7500.00' }
const bank = { id: 'ach_bank_account', min: '10.00', max: '25000.00' }

/** What the reference services offer: each chain's own coin, paid in USD or EUR (SPEC §5 limits). */
export const SERVED_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
    {
      id: 'POL',
      name: 'Polygon',
      symbol: 'POL',
      networks: [{ name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '' }],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [card, bank] },
    { id: 'EUR', payment_method_limits: [card, bank] },
  ],
}

const usd = (amount: string) => ({ amount, currency: 'USD' })

/** 50 USD of ETH as the reference services quote it: Coinbase 1.5 %, Meld.io 1.25 %, 0.25 network fee, ETH at 3000. */
export const STORY_QUOTES: Record<'coinbase' | 'meld', OnrampQuote> = {
  coinbase: {
    coinbaseFee: usd('0.75'),
    networkFee: usd('0.25'),
    paymentSubtotal: usd('49.00'),
    paymentTotal: usd('50.00'),
    purchaseAmount: { amount: '0.01633333', currency: 'ETH' },
    quoteId: 'story-coinbase',
  },
  meld: {
    coinbaseFee: usd('0.63'),
    networkFee: usd('0.25'),
    paymentSubtotal: usd('49.12'),
    paymentTotal: usd('50.00'),
    purchaseAmount: { amount: '0.01637333', currency: 'ETH' },
    quoteId: 'story-meld',
  },
}

export const PURCHASE_HASH = `0x${'5e'.repeat(32)}`
export const CHECKOUT_URL = 'http://127.0.0.1:9/onramp/checkout/story'

export interface BuySeed {
  /** The options as loaded (default: the services'); 'unread' leaves them to be read (they fail: the defaults). */
  options?: OnrampOptions | 'unread'
  amount?: string
  paymentCurrency?: string
  /** Each provider's quote for the selection (default: none yet). */
  quotes?: Partial<Record<'coinbase' | 'meld', ProviderQuote>>
  purchase?: Partial<OnrampPurchase>
  /** Polygon active instead of Ethereum. */
  onPolygon?: boolean
}

/**
 * Puts the Buy state in as the actions would leave it. Quotes are filed under the selection's key, so the view
 * finds them current and asks nothing (the stories' services do not answer).
 */
function seedBuy(core: AppKitCore, seed: BuySeed): void {
  const state = onrampState(core)
  if (seed.onPolygon) core.store.chain.setActiveCaipNetwork(polygon)
  if (seed.options !== 'unread') {
    const options = structuredClone(seed.options ?? SERVED_OPTIONS)
    Object.assign(state.options, { status: 'ready', ...options })
    state.selection.purchaseCurrency = seed.onPolygon ? 'POL' : 'ETH'
  }
  Object.assign(state.selection, {
    amount: seed.amount ?? '',
    paymentCurrency: seed.paymentCurrency ?? 'USD',
  })
  if (seed.quotes) state.quotes = { key: readQuoteInput(core).input?.key, byProvider: seed.quotes }
  if (seed.purchase) {
    state.purchase = {
      provider: 'coinbase',
      phase: 'waiting',
      checkout: 'open',
      address: ADDRESS,
      caipNetworkId: 'eip155:1',
      quote: STORY_QUOTES.coinbase,
      startedAt: Date.now(),
      url: CHECKOUT_URL,
      ...seed.purchase,
    }
  }
}

/** An EVM account with the services configured: Account, Buy, then `view` (so Back works), the state as seeded. */
export function buyStory(view: string, seed: BuySeed = {}): GangwayParameters {
  return {
    options: { services: STORY_SERVICES },
    setup: (core) => {
      connectAccount(core, { balance: '1.234', balanceSymbol: 'ETH' })
      seedBuy(core, seed)
      pushFromAccount('OnRampProviders')(core)
      if (view !== 'OnRampProviders') core.store.router.push(view)
    },
  }
}

/** Both providers quoted for 50 USD. */
export const BOTH_QUOTED: BuySeed = {
  amount: '50',
  quotes: {
    coinbase: { status: 'ready', quote: STORY_QUOTES.coinbase },
    meld: { status: 'ready', quote: STORY_QUOTES.meld },
  },
}

import type { OnrampOptions, OnrampQuote, OnrampQuoteRequest } from '../schemas/onramp.js'

/** SPEC §5: payment limits of the default on-ramp options, the same in USD and EUR. */
export const DEFAULT_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** Networks the default purchase currencies are offered on. */
const DEFAULT_NETWORKS = {
  ethereum: { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
  polygon: { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '' },
  base: { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
} as const

/** SPEC §7: the on-ramp options used when the options call fails. */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { ...DEFAULT_NETWORKS.ethereum, contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' },
        { ...DEFAULT_NETWORKS.polygon, contract_address: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359' },
        { ...DEFAULT_NETWORKS.base, contract_address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913' },
      ],
    },
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [DEFAULT_NETWORKS.ethereum, DEFAULT_NETWORKS.base],
    },
    {
      id: 'POL',
      name: 'Polygon',
      symbol: 'POL',
      networks: [DEFAULT_NETWORKS.polygon],
    },
  ],
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: DEFAULT_PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
  })),
}

/** Quote id of a placeholder quote, so callers can tell it from a real one. */
export const PLACEHOLDER_QUOTE_ID = 'placeholder-quote'

/**
 * SPEC §7: the quote returned when the quote call fails — what is paid and what is bought both carry the
 * requested amount, and the fees are zero.
 */
export function placeholderQuote(request: OnrampQuoteRequest): OnrampQuote {
  const amount = String(request.amount)
  const payment = (value: string) => ({ amount: value, currency: request.paymentCurrency })
  return {
    coinbaseFee: payment('0'),
    networkFee: payment('0'),
    paymentSubtotal: payment(amount),
    paymentTotal: payment(amount),
    purchaseAmount: { amount, currency: request.purchaseCurrency },
    quoteId: PLACEHOLDER_QUOTE_ID,
  }
}

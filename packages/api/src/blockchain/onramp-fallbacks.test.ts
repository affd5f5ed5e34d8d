import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OnrampOptionsSchema, OnrampQuoteSchema } from '../schemas/onramp.js'
import { DEFAULT_ONRAMP_OPTIONS, PLACEHOLDER_QUOTE_ID, placeholderQuote } from './onramp-fallbacks.js'

describe('on-ramp fallbacks', () => {
  it('SPEC §5: default payment limits in USD and EUR are card 10.00–7500.00 and ach_bank_account 10.00–25000.00', () => {
    expect(DEFAULT_ONRAMP_OPTIONS.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    )
  })

  it('SPEC §7: default options offer USDC and ETH, and fit the options schema', () => {
    expect(DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies.map((currency) => currency.id)).toEqual(
      expect.arrayContaining(['USDC', 'ETH']),
    )
    expect(v.parse(OnrampOptionsSchema, DEFAULT_ONRAMP_OPTIONS)).toEqual(DEFAULT_ONRAMP_OPTIONS)
  })

  it('SPEC §7: a placeholder quote carries the requested amount', () => {
    const quote = placeholderQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: 250,
      network: 'base',
    })
    expect(quote.paymentTotal).toEqual({ amount: '250', currency: 'USD' })
    expect(quote.purchaseAmount).toEqual({ amount: '250', currency: 'USDC' })
    expect(quote.quoteId).toBe(PLACEHOLDER_QUOTE_ID)
    expect(v.parse(OnrampQuoteSchema, quote)).toEqual(quote)
  })
})

import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../errors/invalid-response.js'
import {
  OnrampOptionsSchema,
  OnrampQuoteRequestSchema,
  OnrampQuoteSchema,
  OnrampUrlRequestSchema,
  OnrampUrlResponseSchema,
} from './onramp.js'
import { parseResponse } from './parse.js'

const amount = (value: string, currency: string) => ({ amount: value, currency })

describe('onramp schemas (SPEC §3)', () => {
  it('SPEC §3: onramp options keep currencies, networks and payment limits', () => {
    const options = {
      purchaseCurrencies: [
        {
          id: 'usdc',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xa0b8' },
          ],
        },
      ],
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
      ],
    }
    expect(parseResponse(OnrampOptionsSchema, options)).toEqual(options)
  })

  it('SPEC §3: a quote holds five amounts and a quote id', () => {
    const quote = {
      coinbaseFee: amount('1.00', 'USD'),
      networkFee: amount('0.10', 'USD'),
      paymentSubtotal: amount('98.90', 'USD'),
      paymentTotal: amount('100.00', 'USD'),
      purchaseAmount: amount('98.90', 'USDC'),
      quoteId: 'q1',
    }
    expect(parseResponse(OnrampQuoteSchema, quote)).toEqual(quote)
    expect(() => parseResponse(OnrampQuoteSchema, { ...quote, paymentTotal: 100 })).toThrow(
      InvalidResponseError,
    )
  })

  it('requires the generated checkout URL to be a safe link', () => {
    expect(parseResponse(OnrampUrlResponseSchema, { url: 'https://pay.example/c?x=1' }).url).toBe(
      'https://pay.example/c?x=1',
    )
    expect(() => parseResponse(OnrampUrlResponseSchema, { url: 'javascript:alert(1)' })).toThrow(
      InvalidResponseError,
    )
  })

  it('SPEC §7: the URL request uses defaultExperience=buy', () => {
    const body = {
      destinationWallets: [{ address: '0x1', blockchains: ['ethereum'], assets: ['USDC'] }],
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    }
    expect(v.parse(OnrampUrlRequestSchema, body)).toEqual(body)
    expect(v.safeParse(OnrampUrlRequestSchema, { ...body, defaultExperience: 'sell' }).success).toBe(false)
  })

  it('lets a client name the provider, the payment method and the checkout currency (bounded ids)', () => {
    const quote = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: 'ethereum' }
    expect(v.parse(OnrampQuoteRequestSchema, quote)).toEqual(quote)
    const named = { ...quote, provider: 'meld', paymentMethod: 'card' }
    expect(v.parse(OnrampQuoteRequestSchema, named)).toEqual(named)
    expect(v.safeParse(OnrampQuoteRequestSchema, { ...quote, provider: '' }).success).toBe(false)
    expect(v.safeParse(OnrampQuoteRequestSchema, { ...quote, paymentMethod: 'x'.repeat(65) }).success).toBe(
      false,
    )
    const url = {
      destinationWallets: [{ address: '0x1' }],
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      provider: 'coinbase',
      paymentCurrency: 'EUR',
    }
    expect(v.parse(OnrampUrlRequestSchema, url)).toEqual(url)
    expect(v.safeParse(OnrampUrlRequestSchema, { ...url, provider: 7 }).success).toBe(false)
  })
})

import { OnrampOptionsSchema, OnrampQuoteSchema } from '@gangway/api/schemas'
import * as v from 'valibot'
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEFAULT_NATIVE_CURRENCIES } from '../../config.js'
import { ServiceError } from '../../http/errors.js'
import { PriceTable } from '../price-table.js'
import { assertOnrampConfig, DEFAULT_ONRAMP_CONFIG } from './config.js'
import { formatCents, parseFiatCents, purchaseUnits, scaledRate } from './money.js'
import {
  computeQuote,
  findNetwork,
  findProvider,
  type OnrampCatalogue,
  onrampOptions,
  type QuoteRequest,
  totalForUnits,
} from './quote.js'

const catalogue: OnrampCatalogue = {
  config: DEFAULT_ONRAMP_CONFIG,
  chains: { has: (chainId) => chainId === 1 || chainId === 137 },
  prices: new PriceTable(DEFAULT_NATIVE_CURRENCIES, {}),
}

function request(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    provider: findProvider(DEFAULT_ONRAMP_CONFIG, 'coinbase'),
    network: findNetwork(catalogue, 'ethereum'),
    purchaseCurrency: 'ETH',
    paymentCurrency: 'USD',
    paymentMethod: 'card',
    totalCents: 5000n,
    ...overrides,
  }
}

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof ServiceError && error.status === 400) return error.message
    throw error
  }
  throw new Error('not refused')
}

describe('money', () => {
  it('reads fiat amounts to the cent and refuses anything finer or negative', () => {
    expect(parseFiatCents('50')).toBe(5000n)
    expect(parseFiatCents('50.5')).toBe(5050n)
    expect(parseFiatCents(7500.01)).toBe(750001n)
    for (const bad of ['9.999', '-1', '1e3', '', 'abc', '1.']) expect(parseFiatCents(bad)).toBeUndefined()
    expect(formatCents(999n)).toBe('9.99')
  })

  it('rounds what is bought down to 8 decimals', () => {
    expect(purchaseUnits(4900n, scaledRate(1), scaledRate(3000), 18)).toBe(parseUnits('0.01633333', 18))
  })
})

describe('on-ramp options', () => {
  it('sells each chain’s native coin on the chains served, paid in USD or EUR within SPEC §5’s limits', () => {
    const options = onrampOptions(catalogue)
    expect(v.parse(OnrampOptionsSchema, options)).toEqual(options)
    expect(options.purchaseCurrencies).toEqual([
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
      },
      {
        id: 'POL',
        name: 'POL',
        symbol: 'POL',
        networks: [{ name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '' }],
      },
    ])
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
  })

  it('leaves out a network whose chain these services do not serve', () => {
    const onlyMainnet = { ...catalogue, chains: { has: (chainId: number) => chainId === 1 } }
    expect(onrampOptions(onlyMainnet).purchaseCurrencies.map((currency) => currency.id)).toEqual(['ETH'])
    expect(refusal(() => findNetwork(onlyMainnet, 'polygon'))).toBe(
      'Unsupported network: polygon (offered: ethereum)',
    )
  })
})

describe('on-ramp quotes', () => {
  it('takes the provider’s fee and the network fee off the amount paid, and buys with the rest', () => {
    const { quote, units } = computeQuote(catalogue, request())
    expect(v.parse(OnrampQuoteSchema, quote)).toEqual(quote)
    expect(quote).toMatchObject({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      coinbaseFee: { amount: '0.75', currency: 'USD' },
      networkFee: { amount: '0.25', currency: 'USD' },
      paymentSubtotal: { amount: '49.00', currency: 'USD' },
      purchaseAmount: { amount: '0.01633333', currency: 'ETH' },
    })
    expect(units).toBe(parseUnits('0.01633333', 18))
  })

  it('converts EUR with its configured rate', () => {
    const { quote } = computeQuote(catalogue, request({ paymentCurrency: 'EUR' }))
    // 0.24 EUR network fee (0.25 USD at 1.08), 49.01 EUR left = 52.9308 USD = 0.0176436 ETH at 3000.
    expect(quote).toMatchObject({
      networkFee: { amount: '0.24', currency: 'EUR' },
      paymentSubtotal: { amount: '49.01', currency: 'EUR' },
      purchaseAmount: { amount: '0.0176436', currency: 'ETH' },
    })
  })

  it('SPEC §9: each provider’s fee lies within 1–2 % of the amount paid, at every limit', () => {
    expect(DEFAULT_ONRAMP_CONFIG.providers).toHaveLength(2)
    for (const provider of DEFAULT_ONRAMP_CONFIG.providers) {
      for (const totalCents of [1000n, 1001n, 4999n, 750000n, 2500000n]) {
        const { quote } = computeQuote(catalogue, {
          ...request({ provider, totalCents }),
          paymentMethod: 'ach_bank_account',
        })
        const share = Number(quote.coinbaseFee.amount) / Number(quote.paymentTotal.amount)
        expect(share).toBeGreaterThanOrEqual(0.01)
        expect(share).toBeLessThanOrEqual(0.02)
      }
    }
    expect(() =>
      assertOnrampConfig({ ...DEFAULT_ONRAMP_CONFIG, providers: [{ id: 'x', name: 'X', feeBps: 250 }] }),
    ).toThrow(/within 1–2 %/)
  })

  it('SPEC §5: refuses amounts outside the payment method’s limits, naming them', () => {
    const card = (totalCents: bigint, paymentCurrency = 'USD') =>
      refusal(() => computeQuote(catalogue, request({ totalCents, paymentCurrency })))
    expect(card(999n)).toBe('The amount must be between 10.00 and 7500.00 USD')
    expect(card(750001n, 'EUR')).toBe('The amount must be between 10.00 and 7500.00 EUR')
    expect(computeQuote(catalogue, request({ totalCents: 1000n })).quote.paymentTotal.amount).toBe('10.00')
    expect(computeQuote(catalogue, request({ totalCents: 750000n })).quote.paymentTotal.amount).toBe(
      '7500.00',
    )
    const ach = (totalCents: bigint) => request({ totalCents, paymentMethod: 'ach_bank_account' })
    expect(computeQuote(catalogue, ach(2500000n)).quote.paymentTotal.amount).toBe('25000.00')
    expect(refusal(() => computeQuote(catalogue, ach(2500001n)))).toBe(
      'The amount must be between 10.00 and 25000.00 USD',
    )
    expect(refusal(() => computeQuote(catalogue, request({ paymentMethod: 'paypal' })))).toMatch(
      /^Unsupported payment method: paypal/,
    )
  })

  it('refuses a coin not sold on the network and a currency not accepted', () => {
    expect(refusal(() => computeQuote(catalogue, request({ purchaseCurrency: 'POL' })))).toBe(
      'POL is not offered on ethereum (ETH is)',
    )
    expect(refusal(() => computeQuote(catalogue, request({ paymentCurrency: 'GBP' })))).toBe(
      'Unsupported payment currency: GBP (accepted: USD, EUR)',
    )
  })

  it('finds the smallest total that buys a preset crypto amount', () => {
    const terms = { ...request(), totalCents: undefined }
    const wanted = parseUnits('0.05', 18)
    const total = totalForUnits(catalogue, terms, wanted)
    expect(computeQuote(catalogue, request({ totalCents: total })).units).toBeGreaterThanOrEqual(wanted)
    expect(computeQuote(catalogue, request({ totalCents: total - 1n })).units).toBeLessThan(wanted)
  })
})

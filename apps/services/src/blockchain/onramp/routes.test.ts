import { DEFAULT_ONRAMP_OPTIONS, PLACEHOLDER_QUOTE_ID } from '@gangway/api'
import { createBlockchainClient } from '@gangway/api/blockchain'
import {
  type OnrampOptions,
  OnrampOptionsSchema,
  type OnrampQuote,
  OnrampQuoteSchema,
} from '@gangway/api/schemas'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RunningServices } from '../../server.js'
import {
  getJson,
  injectFault,
  resetTestHooks,
  SDK_QUERY,
  startTestServices,
  withQuery,
} from '../../test/services.js'

// anvil's account 0: only named as a destination here, nothing is sent.
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices()
})
afterAll(() => services?.stop())
beforeEach(() => resetTestHooks(services.url))

const client = () =>
  createBlockchainClient({
    baseUrl: services.url,
    projectId: SDK_QUERY.projectId,
    sdkType: SDK_QUERY.st,
    sdkVersion: SDK_QUERY.sv,
    retryDelay: 10,
    onError: () => {},
  })

const post = <T>(path: string, body: unknown) =>
  getJson<T & { message?: string }>(withQuery(services.url, path), {
    method: 'POST',
    body: JSON.stringify(body),
  })

const quote = (body: Record<string, unknown>) =>
  post<OnrampQuote>('/v1/onramp/quote', {
    purchaseCurrency: 'ETH',
    paymentCurrency: 'USD',
    network: 'ethereum',
    amount: '50.00',
    ...body,
  })

describe('GET /v1/onramp/options', () => {
  it('offers ETH on chain 1 and POL on 137, paid in USD or EUR within SPEC §5’s limits', async () => {
    const { status, body } = await getJson<OnrampOptions>(withQuery(services.url, '/v1/onramp/options'))
    expect(status).toBe(200)
    expect(v.parse(OnrampOptionsSchema, body)).toEqual(body)
    expect(body.purchaseCurrencies.map(({ id, networks }) => [id, networks.map((n) => n.chain_id)])).toEqual([
      ['ETH', ['1']],
      ['POL', ['137']],
    ])
    for (const currency of body.paymentCurrencies) {
      expect(currency.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ])
    }
    expect(body.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(await client().getOnrampOptions()).toEqual(body)
  })

  it('SPEC §7: answers an injected fault as injected, and the client then uses its built-in defaults', async () => {
    await injectFault(services.url, { route: '/v1/onramp/options', status: 503 })
    const faulty = await getJson<{ message: string }>(withQuery(services.url, '/v1/onramp/options'))
    expect(faulty).toEqual({ status: 503, body: { message: 'Injected fault' } })
    const onError = vi.fn()
    const options = await createBlockchainClient({
      baseUrl: services.url,
      projectId: SDK_QUERY.projectId,
      sdkType: SDK_QUERY.st,
      sdkVersion: SDK_QUERY.sv,
      retryDelay: 10,
      onError,
    }).getOnrampOptions()
    expect(options).toEqual(DEFAULT_ONRAMP_OPTIONS)
    expect(onError).toHaveBeenCalledWith(expect.anything(), 'getOnrampOptions')
  })

  it('refuses a call without the SDK query like every blockchain call', async () => {
    expect((await getJson(`${services.url}/v1/onramp/options`)).status).toBe(400)
  })
})

describe('POST /v1/onramp/quote', () => {
  it('quotes 50 USD of ETH: the provider’s 1.5 % and the network fee come off, the rest buys at 3000', async () => {
    const { status, body } = await quote({})
    expect(status).toBe(200)
    expect(v.parse(OnrampQuoteSchema, body)).toEqual(body)
    expect(body).toEqual({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.00', currency: 'USD' },
      coinbaseFee: { amount: '0.75', currency: 'USD' },
      networkFee: { amount: '0.25', currency: 'USD' },
      purchaseAmount: { amount: '0.01633333', currency: 'ETH' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })

  it('quotes in EUR, for the other provider, for POL, and from a number', async () => {
    expect((await quote({ paymentCurrency: 'EUR' })).body.purchaseAmount).toEqual({
      amount: '0.0176436',
      currency: 'ETH',
    })
    const meld = (await quote({ provider: 'meld' })).body
    expect(meld.coinbaseFee).toEqual({ amount: '0.63', currency: 'USD' })
    const pol = (await quote({ purchaseCurrency: 'POL', network: 'polygon', amount: 50 })).body
    expect(pol).toMatchObject({
      networkFee: { amount: '0.01' },
      paymentSubtotal: { amount: '49.24' },
      purchaseAmount: { amount: '98.48', currency: 'POL' },
    })
    expect((await quote({ network: 'eip155:1' })).status).toBe(200)
  })

  it('SPEC §5: card 10.00–7500.00 and ach_bank_account 10.00–25000.00, in USD and EUR', async () => {
    for (const paymentCurrency of ['USD', 'EUR']) {
      for (const [paymentMethod, max, over] of [
        ['card', '7500.00', '7500.01'],
        ['ach_bank_account', '25000.00', '25000.01'],
      ] as const) {
        const message = `The amount must be between 10.00 and ${max} ${paymentCurrency}`
        for (const amount of ['10.00', max]) {
          const { status, body } = await quote({ amount, paymentCurrency, paymentMethod })
          expect(status).toBe(200)
          expect(body.paymentTotal).toEqual({ amount, currency: paymentCurrency })
        }
        for (const amount of ['9.99', over]) {
          expect(await quote({ amount, paymentCurrency, paymentMethod })).toEqual({
            status: 400,
            body: { message },
          })
        }
      }
    }
  })

  it('refuses malformed amounts, unknown networks, coins, currencies and providers with a message', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const response = await quote(body)
      expect(response.status).toBe(400)
      return response.body.message
    }
    expect(await refused({ amount: '12.345' })).toBe(
      'The amount must be a number with at most two decimals, e.g. 50.00',
    )
    expect(await refused({ network: 'base' })).toBe('Unsupported network: base (offered: ethereum, polygon)')
    expect(await refused({ purchaseCurrency: 'USDC' })).toBe('USDC is not offered on ethereum (ETH is)')
    expect(await refused({ paymentCurrency: 'GBP' })).toBe(
      'Unsupported payment currency: GBP (accepted: USD, EUR)',
    )
    expect(await refused({ provider: 'nobody' })).toBe('Unknown on-ramp provider: nobody')
    expect(await refused({ amount: undefined })).toMatch(/^Invalid body: amount/)
  })

  it('SPEC §7: the client reads a real quote, and a placeholder when the quote call fails', async () => {
    const request = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' }
    expect((await client().getOnrampQuote(request)).purchaseAmount).toEqual({
      amount: '0.03275',
      currency: 'ETH',
    })
    await injectFault(services.url, { route: '/v1/onramp/quote', status: 500 })
    expect(await client().getOnrampQuote(request)).toMatchObject({
      quoteId: PLACEHOLDER_QUOTE_ID,
      paymentTotal: { amount: '100', currency: 'USD' },
    })
  })
})

describe('POST /v1/generators/onrampurl', () => {
  const generate = (body: Record<string, unknown>) =>
    post<{ url: string }>('/v1/generators/onrampurl', {
      destinationWallets: [{ address: ACCOUNT_0, blockchains: ['ethereum'], assets: ['ETH'] }],
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      ...body,
    })

  it('answers a checkout URL on this server’s origin, through the client too', async () => {
    const url = await client().generateOnRampUrl({
      destinationWallets: [{ address: ACCOUNT_0, blockchains: ['ethereum'], assets: ['ETH'] }],
      partnerUserId: 'user-1',
      defaultNetwork: 'ethereum',
      presetFiatAmount: 50,
    })
    expect(url).toMatch(new RegExp(`^${services.url}/onramp/checkout/[0-9a-f-]{36}$`))
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('0.01633333 ETH')
  })

  it('charges enough fiat for a preset crypto amount, and takes EUR when asked', async () => {
    const crypto = await generate({ presetFiatAmount: undefined, presetCryptoAmount: 0.05 })
    expect(crypto.status).toBe(200)
    const html = await (await fetch(crypto.body.url)).text()
    const received = /You receive<\/dt><dd>([\d.]+) ETH/.exec(html)?.[1]
    expect(Number(received)).toBeGreaterThanOrEqual(0.05)
    expect(Number(received)).toBeLessThan(0.0501)
    const euro = await generate({
      paymentCurrency: 'EUR',
      defaultNetwork: 'polygon',
      destinationWallets: [{ address: ACCOUNT_0 }],
    })
    expect(await (await fetch(euro.body.url)).text()).toContain('Pay 50.00 EUR')
  })

  it('refuses what cannot be bought through the card checkout, saying why', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const response = await generate(body)
      expect(response.status).toBe(400)
      return response.body.message
    }
    expect(await refused({ presetFiatAmount: 5 })).toBe('The amount must be between 10.00 and 7500.00 USD')
    expect(await refused({ presetFiatAmount: 7500.01 })).toBe(
      'The amount must be between 10.00 and 7500.00 USD',
    )
    expect(await refused({ presetFiatAmount: undefined })).toBe(
      'presetFiatAmount or presetCryptoAmount is required',
    )
    expect(
      await refused({ destinationWallets: [{ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }] }),
    ).toBe('Invalid destination wallet: not an EVM address')
    expect(await refused({ defaultNetwork: 'solana' })).toBe(
      'Unsupported network: solana (offered: ethereum, polygon)',
    )
    expect(await refused({ destinationWallets: [{ address: ACCOUNT_0, assets: ['USDC'] }] })).toBe(
      'USDC is not offered on ethereum (ETH is)',
    )
    expect(await refused({ defaultExperience: 'sell' })).toMatch(/^Invalid body: defaultExperience/)
  })
})

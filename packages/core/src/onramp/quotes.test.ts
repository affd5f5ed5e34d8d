import { DEFAULT_ONRAMP_OPTIONS } from '@gangway/api'
import { type RunningServices, startServices } from '@gangway/services'
import { announceWallet, createTestWallet } from '@gangway/testing'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { localNetworks } from '../../../../test-support/evm-fixtures.js'
import type { AppKitCore } from '../instance.js'
import {
  connectWallet,
  createAccountCore,
  installPageWindow,
  serviceUrl,
  servicesChains,
  uniqueWallet,
  walletChains,
} from '../test/account-env.js'
import { servicesTestHooks } from '../test/directory-services.js'
import { onrampAmountMessage } from './amount.js'
import { onrampState } from './onramp-state.js'
import { loadOnrampOptions, selectPaymentCurrency, selectPurchaseCurrency } from './options.js'
import { QUOTE_DEBOUNCE_MS, setOnrampAmount } from './quotes.js'

let running: RunningServices
let hooks: ReturnType<typeof servicesTestHooks>
const cleanups: (() => void)[] = []
const page = installPageWindow()

beforeAll(async () => {
  running = await startServices({ port: 0, mode: 'test', chains: servicesChains(), log: () => {} })
  hooks = servicesTestHooks(running.url)
}, 60_000)
afterAll(() => running?.stop())
afterEach(async () => {
  vi.useRealTimers()
  for (const cleanup of cleanups.splice(0)) cleanup()
  await hooks.reset()
})

/** A core connected to a fresh account on chain 1, its on-ramp options loaded. */
async function connected(): Promise<AppKitCore> {
  const wallet = createTestWallet({
    chains: walletChains(),
    privateKey: generatePrivateKey(),
    ...uniqueWallet(),
  })
  cleanups.push(announceWallet(wallet, page))
  const { core } = createAccountCore(running.url)
  cleanups.push(() => core.destroy())
  await connectWallet(core, wallet.info.rdns)
  await loadOnrampOptions(core)
  return core
}

const quoteRequests = async () =>
  (await hooks.requests('/v1/onramp/quote')).map((request) => JSON.parse(request.body ?? '{}'))
const statuses = (core: AppKitCore) =>
  Object.values(onrampState(core).quotes.byProvider).map((quote) => quote.status)
const quoted = (core: AppKitCore) =>
  expect.poll(() => statuses(core), { timeout: 5_000 }).toEqual(['ready', 'ready'])
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('on-ramp options', () => {
  it('SPEC §3: reads the options once, and picks the coin of the active network', async () => {
    const core = await connected()
    const state = onrampState(core)
    expect(state.options.status).toBe('ready')
    expect(state.options.purchaseCurrencies.map((currency) => currency.id)).toEqual(['ETH', 'POL'])
    expect(state.selection).toEqual({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      amount: '',
    })
    await loadOnrampOptions(core)
    expect(await hooks.requests('/v1/onramp/options')).toHaveLength(1)

    // On Polygon only POL is sold: the selection follows the network.
    await core.switchNetwork(localNetworks()[1])
    await loadOnrampOptions(core)
    expect(state.selection.purchaseCurrency).toBe('POL')
  })

  it('SPEC §7: with the options call failing, the built-in defaults are used, and quotes still work', async () => {
    await hooks.fault({ route: '/v1/onramp/options', status: 500 })
    const core = await connected()
    const { options, selection } = onrampState(core)
    expect(options.purchaseCurrencies).toEqual(DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies)
    expect(options.paymentCurrencies).toEqual(DEFAULT_ONRAMP_OPTIONS.paymentCurrencies)
    // The defaults sell USDC and ETH on Ethereum: the network's own coin is picked.
    expect(selection.purchaseCurrency).toBe('ETH')
    setOnrampAmount(core, '50')
    await quoted(core)
  })
})

describe('on-ramp amount and quotes', () => {
  it('SPEC §5: an amount outside the card limits is refused with the services’ words, before any request', async () => {
    const core = await connected()
    const state = onrampState(core)
    for (const [currency, amount] of [
      ['USD', '9.99'],
      ['USD', '7500.01'],
      ['EUR', '5'],
    ] as const) {
      selectPaymentCurrency(core, currency)
      setOnrampAmount(core, amount)
      expect(state.amountProblem).toEqual({ kind: 'out-of-limits', min: '10.00', max: '7500.00', currency })
      expect(state.quotes.byProvider).toEqual({})
      // What the services say when they are asked anyway (straight, not through the client).
      const refused = await fetch(serviceUrl(running.url, '/v1/onramp/quote'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          purchaseCurrency: 'ETH',
          paymentCurrency: currency,
          amount,
          network: 'ethereum',
        }),
      })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toBe(
        onrampAmountMessage(state.amountProblem!),
      )
    }
    setOnrampAmount(core, '12.345')
    expect(state.amountProblem).toEqual({ kind: 'too-many-decimals' })
    await sleep(QUOTE_DEBOUNCE_MS + 200)
    // Only the test's own requests reached the services.
    expect(await quoteRequests()).toHaveLength(3)
    expect((await quoteRequests()).every((body) => body.provider === undefined)).toBe(true)
  })

  it('quotes 50 USD of ETH from each provider: its fee, the network fee, subtotal, total, the coin bought', async () => {
    const core = await connected()
    setOnrampAmount(core, '50')
    await quoted(core)
    const usd = (amount: string) => ({ amount, currency: 'USD' })
    expect(onrampState(core).quotes.byProvider.coinbase).toMatchObject({
      status: 'ready',
      quote: {
        coinbaseFee: usd('0.75'),
        networkFee: usd('0.25'),
        paymentSubtotal: usd('49.00'),
        paymentTotal: usd('50.00'),
        purchaseAmount: { amount: '0.01633333', currency: 'ETH' },
      },
    })
    // Meld.io's 1.25 % is 0.625, charged as 0.63.
    expect(onrampState(core).quotes.byProvider.meld).toMatchObject({
      quote: { coinbaseFee: usd('0.63'), paymentSubtotal: usd('49.12') },
    })
    expect(await quoteRequests()).toEqual([
      expect.objectContaining({
        amount: '50',
        provider: 'coinbase',
        paymentMethod: 'card',
        network: 'ethereum',
      }),
      expect.objectContaining({ amount: '50', provider: 'meld', paymentMethod: 'card', network: 'ethereum' }),
    ])

    // The same selection again keeps its quotes; another currency or coin is quoted anew.
    setOnrampAmount(core, '50.00')
    expect(statuses(core)).toEqual(['ready', 'ready'])
    selectPaymentCurrency(core, 'EUR')
    expect(statuses(core)).toEqual(['loading', 'loading'])
    await quoted(core)
    expect(onrampState(core).quotes.byProvider.coinbase).toMatchObject({
      quote: { paymentTotal: { amount: '50.00', currency: 'EUR' } },
    })
    selectPurchaseCurrency(core, 'POL')
    // POL is not sold on chain 1: nothing to quote.
    expect(onrampState(core).quotes.byProvider).toEqual({})
  })

  it('waits for typing to pause: only the last amount is quoted', async () => {
    const core = await connected()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    for (const amount of ['2', '20', '200']) setOnrampAmount(core, amount)
    // 2 is below the limit, but 20 and 200 are not: each waits, and each newer one cancels the wait.
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS - 1)
    expect(statuses(core)).toEqual(['loading', 'loading'])
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    await quoted(core)
    expect((await quoteRequests()).map((body) => body.amount)).toEqual(['200', '200'])
  })

  it('a newer amount supersedes: the requests in flight are aborted and their answers dropped', async () => {
    const core = await connected()
    await hooks.fault({ route: '/v1/onramp/quote', delayMs: 1_000, times: 2 })
    const totals: string[] = []
    const state = onrampState(core)
    setOnrampAmount(core, '50')
    await expect.poll(async () => (await quoteRequests()).length).toBe(2)
    setOnrampAmount(core, '60')
    const watch = setInterval(() => {
      for (const quote of Object.values(state.quotes.byProvider)) {
        if (quote.status === 'ready') totals.push(quote.quote.paymentTotal.amount)
      }
    }, 5)
    await quoted(core)
    await sleep(1_200)
    clearInterval(watch)
    expect(new Set(totals)).toEqual(new Set(['60.00']))
    expect(statuses(core)).toEqual(['ready', 'ready'])
  })

  it('SPEC §7: a provider whose quote fails gets the placeholder, shown as that provider’s failure', async () => {
    const core = await connected()
    await hooks.fault({ route: '/v1/onramp/quote', status: 500 })
    setOnrampAmount(core, '50')
    await expect.poll(() => statuses(core), { timeout: 5_000 }).toEqual(['failed', 'failed'])
  })
})

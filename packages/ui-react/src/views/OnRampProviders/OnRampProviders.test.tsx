import { defaultMessages } from '../../messages.js'
import type { AppKitEvent } from '@gangway/core'
import { onrampAmountMessage, onrampState } from '@gangway/core/onramp'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createPartTranslate } from '../../message-parts.js'
import { connectAccount, createTestCore, renderWithCore } from '../../test-utils.js'
import { onrampMessages } from './onramp-messages.js'
import { OnRampProviders } from './OnRampProviders.js'
import { buyCore, CHECKOUT_URL, setOptions, stubOnrampService, stubWindowOpen } from './test-onramp.js'

/** The text that describes a field, read through aria-describedby. */
function description(field: HTMLElement): string | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || undefined
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' })
const quoteRequests = (stub: ReturnType<typeof stubOnrampService>) =>
  stub.requests.filter((request) => request.path === '/v1/onramp/quote')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('OnRampProviders', () => {
  it('reads the options, then offers the amount with its limits, the coin and the providers', async () => {
    const stub = stubOnrampService()
    renderWithCore(<OnRampProviders />, await buyCore())
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toBeTruthy()
    expect(description(amountField())).toBe('By card, from 10.00 to 7500.00 USD')
    expect(screen.getByRole('button', { name: 'Payment currency USD' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'You buy ETH Ethereum' })).toBeTruthy()
    const providers = within(screen.getByRole('region', { name: 'Providers' }))
    expect(providers.getByRole('button', { name: 'Coinbase Fees 1–2%' }).getAttribute('aria-disabled')).toBe(
      'true',
    )
    expect(providers.getByRole('button', { name: 'Meld.io Fees 1–2%' })).toBeTruthy()
    expect(screen.getByText('Enter an amount to compare the providers.')).toBeTruthy()
    expect(stub.requests.map((request) => request.path).filter((path) => path.includes('onramp'))).toEqual([
      '/v1/onramp/options',
    ])
  })

  it.each([
    ['9.99', 'The amount must be between 10.00 and 7500.00 USD'],
    ['7500.01', 'The amount must be between 10.00 and 7500.00 USD'],
    ['12.345', 'Use at most two decimals'],
    ['1,000', 'Enter an amount such as 50.00'],
  ])(
    'SPEC §5: refuses %j with a clear message tied to the field, asking nothing',
    async (amount, message) => {
      const user = userEvent.setup()
      const stub = stubOnrampService()
      renderWithCore(<OnRampProviders />, await buyCore())
      await user.type(await screen.findByRole('textbox', { name: 'Amount' }), amount)
      expect(description(amountField())).toBe(message)
      expect(amountField().getAttribute('aria-invalid')).toBe('true')
      await sleep(500)
      expect(quoteRequests(stub)).toEqual([])
    },
  )

  it('quotes each provider once typing pauses: what it buys, its fee, the network fee, subtotal and total', async () => {
    const user = userEvent.setup()
    const stub = stubOnrampService()
    renderWithCore(<OnRampProviders />, await buyCore())
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '50')
    expect(screen.getByRole('status').textContent).toBe('Getting quotes...')
    const coinbase = await screen.findByRole('button', { name: 'Coinbase 0.01633333 ETH' })
    expect(coinbase.getAttribute('aria-disabled')).toBeNull()
    expect(description(coinbase)).toBe(
      'Provider fee0.75 USDNetwork fee0.25 USDSubtotal49.00 USDTotal50.00 USD',
    )
    expect(screen.getByRole('button', { name: /^Meld\.io 0\.016/ })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
    expect(quoteRequests(stub).map((request) => [request.body?.amount, request.body?.provider])).toEqual([
      ['50', 'coinbase'],
      ['50', 'meld'],
    ])
  })

  it('SPEC §7: a provider whose quote fails shows so, cannot be picked, and quotes can be asked again', async () => {
    const user = userEvent.setup()
    const stub = stubOnrampService()
    stub.failingProviders.add('meld')
    renderWithCore(<OnRampProviders />, await buyCore())
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '50')
    const meld = await screen.findByRole('button', { name: 'Meld.io No quote right now' })
    expect(meld.getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('button', { name: 'Coinbase 0.01633333 ETH' })).toBeTruthy()
    stub.failingProviders.clear()
    await user.click(screen.getByRole('button', { name: 'Get quotes again' }))
    expect(await screen.findByRole('button', { name: /^Meld\.io 0\.016/ })).toBeTruthy()
  })

  it('picking a quoted provider opens its checkout in a new window and shows the purchase', async () => {
    const user = userEvent.setup()
    const stub = stubOnrampService()
    const { visited } = stubWindowOpen()
    const core = await buyCore()
    const events: AppKitEvent[] = []
    core.subscribeEvents((event) => void events.push(event))
    renderWithCore(<OnRampProviders />, core)
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '50')
    await user.click(await screen.findByRole('button', { name: 'Coinbase 0.01633333 ETH' }))
    expect(globalThis.open).toHaveBeenCalledWith('', '_blank')
    expect(core.store.router.state.view).toBe('BuyInProgress')
    await expect.poll(() => visited).toEqual([CHECKOUT_URL])
    expect(onrampState(core).purchase).toMatchObject({
      provider: 'coinbase',
      phase: 'waiting',
      checkout: 'open',
    })
    expect(events.map((event) => event.data.event)).toContain('SELECT_BUY_PROVIDER')
    expect(stub.requests.find((request) => request.path === '/v1/generators/onrampurl')?.body).toMatchObject({
      presetFiatAmount: 50,
      provider: 'coinbase',
      paymentCurrency: 'USD',
    })
  })

  it('says why Buy is not available: no wallet, no service', async () => {
    const core = createTestCore({ services: { blockchainApiUrl: 'https://services.gangway.test' } })
    const { unmount } = renderWithCore(<OnRampProviders />, core)
    expect(screen.getByText('Connect a wallet to buy crypto.')).toBeTruthy()
    unmount()
    const noService = createTestCore()
    connectAccount(noService)
    renderWithCore(<OnRampProviders />, noService)
    expect(screen.getByText('Buying crypto is not available in this app.')).toBeTruthy()
  })

  it('says so on a network where nothing is sold', async () => {
    stubOnrampService()
    const core = await buyCore()
    setOptions(core, { ...structuredClone(TEST_OPTIONS_ETH_ONLY) })
    core.store.chain.setActiveCaipNetwork(core.store.chain.findNetwork('eip155:137')!)
    renderWithCore(<OnRampProviders />, core)
    expect(await screen.findByText('Buying crypto is not available on Polygon.')).toBeTruthy()
  })

  it('renders hostile coin names as text', async () => {
    stubOnrampService()
    const core = await buyCore()
    setOptions(core)
    Object.assign(onrampState(core).options.purchaseCurrencies[0]!, {
      name: '<img src=x onerror=alert(1)>',
    })
    renderWithCore(<OnRampProviders />, core)
    expect(screen.getByTitle('<img src=x onerror=alert(1)>').textContent).toBe('<img src=x onerror=alert(1)>')
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })
})

const TEST_OPTIONS_ETH_ONLY = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
  ],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
}

describe('the Buy catalogue part', () => {
  it('has keys of its own: none is a key of the main catalogue', () => {
    const main = new Set(Object.keys(defaultMessages))
    expect(Object.keys(onrampMessages).filter((key) => main.has(key))).toEqual([])
  })

  it('words the limits exactly as core (and the services) do', () => {
    const t = createPartTranslate(onrampMessages)
    const problem = { kind: 'out-of-limits', min: '10.00', max: '7500.00', currency: 'EUR' } as const
    expect(t('onrampAmountLimits', problem)).toBe(onrampAmountMessage(problem))
    expect(t('onrampAmountNotANumber')).toBe(onrampAmountMessage({ kind: 'not-a-number' }))
    expect(t('onrampAmountTooManyDecimals')).toBe(onrampAmountMessage({ kind: 'too-many-decimals' }))
    expect(t('onrampMethodUnavailable', { method: 'card', currency: 'GBP' })).toBe(
      onrampAmountMessage({ kind: 'method-unavailable', method: 'card', currency: 'GBP' }),
    )
  })
})

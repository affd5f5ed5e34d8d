import type { AppKitEvent } from '@gangway/core'
import { swapQuoteKey, swapState } from '@gangway/core/swap'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, connectAccount, createTestCore, renderWithCore, update } from '../../test-utils.js'
import { Swap } from './Swap.js'
import { BALANCES, ETH, GUSD, GWT, setQuote, swapCore } from './test-fixtures.js'

const actionButton = () => screen.getAllByRole('button').at(-1) as HTMLButtonElement
const amountField = () => screen.getByRole('textbox', { name: 'You pay' }) as HTMLInputElement
const quoteField = () => screen.getByRole('textbox', { name: 'You receive' }) as HTMLInputElement

/** The text that describes a field (its problem), read through aria-describedby. */
function description(field: HTMLElement): string | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || undefined
}

function renderSwap(...args: Parameters<typeof swapCore>) {
  const core = swapCore(...args)
  renderWithCore(<Swap />, core)
  return core
}

describe('Swap', () => {
  it('names each token button by its side and token, and says what the form still needs', async () => {
    const core = renderSwap()
    expect(screen.getByRole('button', { name: 'You pay ETH' })).toBeTruthy()
    expect(actionButton().textContent).toBe('Select a token')
    expect(actionButton().getAttribute('aria-disabled')).toBe('true')

    await userEvent.setup().click(screen.getByRole('button', { name: 'You receive Select token' }))
    expect(core.store.router.state).toMatchObject({ view: 'SwapSelectToken', data: { side: 'to' } })
    await update(() => Object.assign(swapState(core), { to: GWT }))
    expect(actionButton().textContent).toBe('Enter an amount')
  })

  it.each([
    ['abc', ETH, 'Enter a number, such as 0.5'],
    ['-1', ETH, 'The amount cannot be negative'],
    ['0', ETH, 'Enter an amount above zero'],
    ['1.1234567', GUSD, 'GUSD has at most 6 decimals'],
    ['250.5', GUSD, 'Insufficient GUSD balance'],
  ])('words the amount problem of %j, tied to the field and on the action', async (amount, from, message) => {
    renderSwap({ from, to: GWT })
    await userEvent.setup().type(amountField(), amount)
    expect(description(amountField())).toBe(message)
    expect(amountField().getAttribute('aria-invalid')).toBe('true')
    expect(actionButton().textContent).toBe(message)
    expect(actionButton().getAttribute('aria-disabled')).toBe('true')
  })

  it('while the quote loads: "Getting quote...", the quote field busy, and the wait announced', () => {
    renderSwap({
      to: GWT,
      fromAmount: '0.1',
      quote: { status: 'loading', key: swapQuoteKey(ETH.address, GWT.address, 10n ** 17n) },
    })
    expect(actionButton().textContent).toBe('Getting quote...')
    expect(quoteField().getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Getting a quote...')
  })

  it('shows the quote with its USD value, rate, fees, impact, slippage and minimum, then opens the review', async () => {
    const core = swapCore({ to: GWT, fromAmount: '0.1' })
    setQuote(core, 119_880_000_000_000_000_000n)
    renderWithCore(<Swap />, core)
    expect(quoteField().value).toBe('119.88')
    expect(screen.getByText('≈ $300.00')).toBeTruthy()
    expect(screen.getByText('≈ $299.70')).toBeTruthy()
    const details = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    )
    expect(details).toEqual({
      Rate: '1 ETH = 1198.8 GWT',
      // 80,000 gas at 1 gwei, ETH at 3,000 USD.
      'Network fee': '0.00008 ETH ≈ $0.24',
      'Price impact': '0.10%',
      'Pool fee': '0.0003 ETH',
      'Max. slippage': '1%',
      'Minimum received': '118.6812 GWT',
    })
    expect(screen.getByRole('status').textContent).toBe('You receive about 119.88 GWT')
    expect(actionButton().textContent).toBe('Review swap')
    expect(actionButton().getAttribute('aria-disabled')).toBeNull()
    await userEvent.setup().click(actionButton())
    expect(core.store.router.state.view).toBe('SwapPreview')
  })

  it('says when the native coin left cannot pay the network fee', () => {
    renderSwap({ to: GWT, fromAmount: '1.5' })
    expect(actionButton().textContent).toBe('Insufficient ETH for the network fee')
  })

  it.each([
    [
      'no-liquidity',
      "The pool can't fill this trade. Try a smaller amount or another token.",
      'Not enough liquidity',
    ],
    ['quote-failed', "Couldn't get a quote for this swap.", 'Quote unavailable'],
  ] as const)('%s: an alert with Try again, and the action says so', (reason, alert, action) => {
    renderSwap({
      to: GWT,
      fromAmount: '0.1',
      quote: { status: 'error', key: swapQuoteKey(ETH.address, GWT.address, 10n ** 17n) },
      error: { reason, message: reason },
    })
    expect(screen.getByRole('alert').textContent).toContain(alert)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(actionButton().textContent).toBe(action)
  })

  it('asks for a wallet when opened before one is connected', () => {
    renderWithCore(<Swap />, createTestCore())
    expect(screen.getByText('Connect a wallet to swap.')).toBeTruthy()
  })

  it("SPEC §8: 'Network not supported for Swaps' replaces the form", () => {
    renderSwap({ error: { reason: 'network-unsupported', message: 'Network not supported for Swaps' } })
    expect(screen.getByRole('alert').textContent).toBe('Network not supported for Swaps')
    expect(screen.queryByRole('textbox', { name: 'You pay' })).toBeNull()
  })

  it('switches the sides, what was quoted becoming the amount to pay', async () => {
    const core = swapCore({ to: GWT, fromAmount: '0.1' })
    setQuote(core, 119_880_000_000_000_000_000n)
    renderWithCore(<Swap />, core)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch tokens' }))
    expect(swapState(core)).toMatchObject({ from: GWT, to: ETH, fromAmount: '119.88' })
    expect(screen.getByRole('button', { name: 'You pay GWT' })).toBeTruthy()
  })

  it('Max fills the whole token balance', async () => {
    renderSwap({ from: GUSD, to: GWT })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Max' }))
    await waitFor(() => expect(amountField().value).toBe('250'))
    expect(screen.getByText('Balance: 250 GUSD')).toBeTruthy()
  })

  it('Max on the native coin says so, tied to the field, when the network fee cannot be read', async () => {
    const user = userEvent.setup()
    renderSwap({ to: GWT, gasPrice: undefined })
    await user.click(screen.getByRole('button', { name: 'Max' }))
    const problem = "Couldn't read the network fee, so Max is not available"
    await waitFor(() => expect(description(amountField())).toBe(problem))
    await user.type(amountField(), '0.1')
    expect(screen.queryByText(problem)).toBeNull()
  })

  it('sends OPEN_SWAP once for the visit', async () => {
    const core = swapCore()
    const events: AppKitEvent[] = []
    core.subscribeEvents((event) => void events.push(event))
    const { unmount } = renderWithCore(<Swap />, core)
    unmount()
    renderWithCore(<Swap />, core)
    await waitFor(() => expect(events.filter((event) => event.data.event === 'OPEN_SWAP')).toHaveLength(1))
    expect(events[0]?.data.properties).toMatchObject({ network: 'eip155:1' })
  })
})

describe('Swap with the services', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("reads the tokens, takes the host's arguments, and quotes what is typed once the typing pauses", async () => {
    const quotes: string[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      const answers: Record<string, unknown> = {
        '/v1/convert/tokens': { tokens: [ETH, GUSD, GWT].map((token) => ({ ...token, logoUri: null })) },
        '/v1/convert/gas-price': { standard: '1000000000' },
        '/v1/convert/allowance': { allowance: '0' },
        '/v1/fungible/price': { fungibles: [] },
        [`/v1/account/${ADDRESS}/balance`]: { balances: BALANCES },
      }
      if (url.pathname === '/v1/convert/quotes') {
        quotes.push(url.searchParams.get('amount') ?? '')
        return Response.json({
          quotes: [{ toAmount: '119880000000000000000', priceImpact: '0.1', fee: '1' }],
        })
      }
      const answer = answers[url.pathname]
      return answer ? Response.json(answer) : new Response('{}', { status: 404 })
    })
    const core = createTestCore({ services: { blockchainApiUrl: 'https://services.test' } })
    connectAccount(core)
    core.store.router.reset('Swap', { toToken: 'gwt' })
    renderWithCore(<Swap />, core)

    expect(await screen.findByRole('button', { name: 'You receive GWT' })).toBeTruthy()
    await userEvent.setup().type(amountField(), '0.15')
    await waitFor(() => expect(quoteField().value).toBe('119.88'))
    expect(quotes).toEqual(['150000000000000000'])
    expect(actionButton().textContent).toBe('Review swap')
  })
})

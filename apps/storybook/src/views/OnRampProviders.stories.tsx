import { DEFAULT_ONRAMP_OPTIONS } from '@gangway/core/onramp'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { HOSTILE_MARKUP, LONG_NAME, serviceRequests, watchServiceRequests } from '../account-fixtures.js'
import { connectAccount } from '../fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { BOTH_QUOTED, buyStory, SERVED_OPTIONS, STORY_QUOTES } from '../onramp-fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/OnRampProviders',
  component: ModalHost,
  // Records what the stories' services were asked for: a refused amount asks nothing.
  beforeEach: watchServiceRequests,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

async function amountField(canvasElement: HTMLElement) {
  const modal = await modalCanvas(canvasElement)
  return { modal, field: await modal.findByRole('textbox', { name: 'Amount' }) }
}

export const AmountEmpty: Story = {
  parameters: { gangway: buyStory('OnRampProviders') },
  play: async ({ canvasElement }) => {
    const { modal, field } = await amountField(canvasElement)
    await expect(field).toHaveAccessibleDescription('By card, from 10.00 to 7500.00 USD')
    await expect(modal.getByRole('button', { name: 'Coinbase Fees 1–2%' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(modal.getByText('Enter an amount to compare the providers.')).toBeInTheDocument()
  },
}

/** One story per refused amount: the message is the services' own wording, and nothing is asked. */
function refused(amount: string, message: string, paymentCurrency = 'USD'): Story {
  return {
    parameters: { gangway: buyStory('OnRampProviders', { amount, paymentCurrency }) },
    play: async ({ canvasElement }) => {
      const { field } = await amountField(canvasElement)
      await waitFor(() => expect(field).toHaveAccessibleDescription(message))
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(serviceRequests.filter((path) => path === '/v1/onramp/quote')).toEqual([])
    },
  }
}

export const BelowLimit = refused('9.99', 'The amount must be between 10.00 and 7500.00 USD')
export const AboveLimit = refused('7500.01', 'The amount must be between 10.00 and 7500.00 USD')
export const AboveLimitInEuro = refused('8000', 'The amount must be between 10.00 and 7500.00 EUR', 'EUR')
export const TooManyDecimals = refused('50.123', 'Use at most two decimals')

export const QuoteLoading: Story = {
  parameters: {
    gangway: buyStory('OnRampProviders', {
      amount: '50',
      quotes: { coinbase: { status: 'loading' }, meld: { status: 'loading' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('status')).toHaveTextContent('Getting quotes...')
    await expect(modal.getByRole('button', { name: 'Coinbase Getting a quote...' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const QuotesShown: Story = {
  parameters: { gangway: buyStory('OnRampProviders', BOTH_QUOTED) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const coinbase = await modal.findByRole('button', { name: 'Coinbase 0.01633333 ETH' })
    await expect(coinbase).not.toHaveAttribute('aria-disabled')
    await expect(coinbase).toHaveAccessibleDescription(
      'Provider fee0.75 USDNetwork fee0.25 USDSubtotal49.00 USDTotal50.00 USD',
    )
    await expect(modal.getByRole('button', { name: 'Meld.io 0.01637333 ETH' })).toBeInTheDocument()
  },
}

/** SPEC §7: Meld.io's quote call failed (the client's placeholder): it cannot be picked; quotes can be asked again. */
export const ProviderError: Story = {
  parameters: {
    gangway: buyStory('OnRampProviders', {
      amount: '50',
      quotes: { coinbase: { status: 'ready', quote: STORY_QUOTES.coinbase }, meld: { status: 'failed' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('button', { name: 'Meld.io No quote right now' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(modal.getByRole('button', { name: 'Get quotes again' })).toBeInTheDocument()
  },
}

/**
 * SPEC §7: the options call fails (the stories' services do not answer), so the built-in defaults are used:
 * USDC and ETH on Ethereum, and the network's own coin is picked.
 */
export const OptionsFallback: Story = {
  parameters: { gangway: buyStory('OnRampProviders', { options: 'unread' }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('button', { name: 'You buy ETH Ethereum' })).toBeInTheDocument()
    await expect(serviceRequests).toContain('/v1/onramp/options')
    await userEvent.click(modal.getByRole('button', { name: 'You buy ETH Ethereum' }))
    const usdc = DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies[0]!
    await expect(
      await modal.findByRole('button', { name: `${usdc.symbol} ${usdc.name}` }),
    ).toBeInTheDocument()
  },
}

export const NetworkNotServed: Story = {
  parameters: {
    gangway: buyStory('OnRampProviders', {
      onPolygon: true,
      options: { ...SERVED_OPTIONS, purchaseCurrencies: SERVED_OPTIONS.purchaseCurrencies.slice(0, 1) },
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('Buying crypto is not available on Polygon.')).toBeInTheDocument()
  },
}

/** Without a blockchain service the Account view offers no Buy; opened anyway, the view says why. */
export const NotAvailable: Story = {
  parameters: {
    gangway: {
      setup: (core) => {
        connectAccount(core)
        void core.open({ view: 'OnRampProviders' })
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('Buying crypto is not available in this app.')).toBeInTheDocument()
  },
}

/** Remote names are text, cut to the row: markup in a coin's name, a symbol far too long, a long currency id. */
export const HostileNames: Story = {
  parameters: {
    gangway: buyStory('OnRampProviders', {
      ...BOTH_QUOTED,
      options: {
        purchaseCurrencies: [
          { ...SERVED_OPTIONS.purchaseCurrencies[0]!, name: HOSTILE_MARKUP, symbol: 'ETH' },
        ],
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
        ],
      },
      quotes: {
        coinbase: {
          status: 'ready',
          quote: { ...STORY_QUOTES.coinbase, purchaseAmount: { amount: '0.01633333', currency: LONG_NAME } },
        },
        meld: { status: 'failed' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByTitle(HOSTILE_MARKUP)).toHaveTextContent(HOSTILE_MARKUP)
    await expect(modal.getByRole('button', { name: `Coinbase 0.01633333 ${LONG_NAME}` })).toBeInTheDocument()
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull()
  },
}

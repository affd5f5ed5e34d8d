import { DEFAULT_ONRAMP_OPTIONS } from '@gangway/core/onramp'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { HOSTILE_MARKUP, LONG_NAME } from '../account-fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { buyStory, SERVED_OPTIONS } from '../onramp-fixtures.js'

const meta = {
  title: 'Views/OnRampTokenSelect and OnRampFiatSelect',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

/** The built-in options (SPEC §7 fallback) sell USDC and ETH on Ethereum; the picked coin is current. */
export const Coins: Story = {
  parameters: { gangway: buyStory('OnRampTokenSelect', { options: DEFAULT_ONRAMP_OPTIONS }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const list = await modal.findByRole('list', { name: 'Coins you can buy on Ethereum' })
    await expect(list).toHaveTextContent('USDCUSD CoinETHEthereum')
    await expect(modal.getByRole('button', { name: 'ETH Ethereum' })).toHaveAttribute('aria-current', 'true')
    await userEvent.click(modal.getByRole('button', { name: 'USDC USD Coin' }))
    await expect(await modal.findByRole('button', { name: 'You buy USDC USD Coin' })).toBeInTheDocument()
  },
}

export const Currencies: Story = {
  parameters: {
    gangway: buyStory('OnRampFiatSelect', {
      options: {
        ...SERVED_OPTIONS,
        paymentCurrencies: [...SERVED_OPTIONS.paymentCurrencies, { id: 'GBP', payment_method_limits: [] }],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('button', { name: 'USD Card 10.00–7500.00' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(modal.getByRole('button', { name: 'GBP No card payments' })).toBeInTheDocument()
    await userEvent.click(modal.getByRole('button', { name: 'EUR Card 10.00–7500.00' }))
    await expect(await modal.findByRole('button', { name: 'Payment currency EUR' })).toBeInTheDocument()
  },
}

export const HostileNames: Story = {
  parameters: {
    gangway: buyStory('OnRampTokenSelect', {
      options: {
        ...SERVED_OPTIONS,
        purchaseCurrencies: [
          { ...SERVED_OPTIONS.purchaseCurrencies[0]! },
          { ...SERVED_OPTIONS.purchaseCurrencies[0]!, id: 'X', name: LONG_NAME, symbol: HOSTILE_MARKUP },
        ],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByTitle(HOSTILE_MARKUP)).toHaveTextContent(HOSTILE_MARKUP)
    await expect(modal.getByTitle(LONG_NAME)).toBeInTheDocument()
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull()
  },
}

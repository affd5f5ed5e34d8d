import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LONG_NAME } from '../account-fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { type BuySeed, buyStory, PURCHASE_HASH, STORY_QUOTES } from '../onramp-fixtures.js'

const meta = {
  title: 'Views/BuyInProgress',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

/** A purchase of 50 USD of ETH through Coinbase, where `purchase` says it stands; the live region says so. */
function purchase(seed: BuySeed['purchase'], status: string): Story {
  return {
    parameters: { gangway: buyStory('BuyInProgress', { purchase: seed }) },
    play: async ({ canvasElement }) => {
      const modal = await modalCanvas(canvasElement)
      await expect(await modal.findByRole('status')).toHaveTextContent(status)
    },
  }
}

export const Opening = purchase({ phase: 'opening', url: undefined }, 'Opening the Coinbase checkout...')
export const WaitingForPayment = purchase({}, 'Complete your purchase in the Coinbase window.')
export const WindowBlocked: Story = {
  ...purchase({ checkout: 'blocked' }, 'Complete your purchase in the Coinbase window.'),
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('Your browser blocked the checkout window.')).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Reopen checkout' })).toBeInTheDocument()
  },
}
export const WindowClosed: Story = {
  ...purchase({ checkout: 'closed' }, 'Complete your purchase in the Coinbase window.'),
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('The checkout window is closed.')).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Reopen checkout' })).toBeInTheDocument()
  },
}
export const PendingOnChain = purchase(
  { phase: 'pending', hash: PURCHASE_HASH },
  'Payment received. Sending 0.01633333 ETH to your wallet...',
)
export const Success: Story = {
  parameters: {
    gangway: buyStory('BuyInProgress', {
      purchase: {
        phase: 'confirmed',
        checkout: 'closed',
        hash: PURCHASE_HASH,
        received: { amount: '0.01633333', symbol: 'ETH' },
        explorerUrl: `https://etherscan.io/tx/${PURCHASE_HASH}`,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('status')).toHaveTextContent('0.01633333 ETH arrived in your wallet.')
    await expect(modal.getByText('Purchase complete')).toBeInTheDocument()
    await expect(modal.getByRole('link', { name: 'View transaction on explorer' })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${PURCHASE_HASH}`,
    )
    await expect(modal.getByRole('button', { name: 'Done' })).toBeInTheDocument()
  },
}
export const Failed: Story = {
  ...purchase({ phase: 'failed' }, 'The purchase did not go through, and nothing was sent to your wallet.'),
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('Purchase failed')).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}
export const CheckoutError = purchase(
  { phase: 'error', checkout: 'closed' },
  "Couldn't open the Coinbase checkout.",
)
export const TimedOut = purchase(
  { phase: 'timed-out' },
  'No news from Coinbase for a while, so the modal stopped checking.',
)
export const NoPurchase: Story = {
  parameters: { gangway: buyStory('BuyInProgress') },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('No purchase is under way.')).toBeInTheDocument()
  },
}

/** A symbol far too long wraps inside the card; nothing leaves it. */
export const LongSymbol = purchase(
  {
    phase: 'confirmed',
    quote: { ...STORY_QUOTES.coinbase, purchaseAmount: { amount: '0.01633333', currency: LONG_NAME } },
    received: { amount: '0.01633333', symbol: LONG_NAME },
  },
  `0.01633333 ${LONG_NAME} arrived in your wallet.`,
)

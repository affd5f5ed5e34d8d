import { swapQuoteKey } from '@gangway/core/swap'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, waitFor } from 'storybook/test'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { ETH_TO_GWT, evmSwap, GUSD_TO_GWT, HOSTILE_SWAP_TOKENS, SWAP_TOKENS } from '../swap-fixtures.js'

const meta = {
  title: 'Views/Swap',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

const TX = `0x${'5a'.repeat(32)}`

/** The Swap form's action button, once the form has rendered. */
async function actionButton(canvasElement: HTMLElement) {
  const modal = await modalCanvas(canvasElement)
  await modal.findByRole('textbox', { name: 'You pay' })
  return { modal, button: modal.getAllByRole('button').at(-1) as HTMLButtonElement }
}

/** A form story whose action button says `label`. */
function formSays(label: string): Story['play'] {
  return async ({ canvasElement }) => {
    const { button } = await actionButton(canvasElement)
    await expect(button).toHaveTextContent(label)
  }
}

// The form

export const EmptyForm: Story = {
  parameters: { gangway: evmSwap('Swap') },
  play: formSays('Select a token'),
}

export const EnterAnAmount: Story = {
  parameters: { gangway: evmSwap('Swap', { form: { to: SWAP_TOKENS.gwt } }) },
  play: formSays('Enter an amount'),
}

export const QuoteLoading: Story = {
  parameters: {
    gangway: evmSwap('Swap', {
      form: {
        to: SWAP_TOKENS.gwt,
        fromAmount: '0.1',
        quote: {
          status: 'loading',
          key: swapQuoteKey(SWAP_TOKENS.eth.address, SWAP_TOKENS.gwt.address, 10n ** 17n),
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const { modal, button } = await actionButton(canvasElement)
    await expect(button).toHaveTextContent('Getting quote...')
    await expect(modal.getByRole('textbox', { name: 'You receive' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const QuoteShown: Story = {
  parameters: { gangway: evmSwap('Swap', ETH_TO_GWT) },
  play: async ({ canvasElement }) => {
    const { modal, button } = await actionButton(canvasElement)
    await expect(button).toHaveTextContent('Review swap')
    await expect(modal.getByRole('textbox', { name: 'You receive' })).toHaveValue('119.88')
    await expect(modal.getByText('1 ETH = 1198.8 GWT')).toBeInTheDocument()
    await expect(modal.getByText('1%')).toBeInTheDocument()
  },
}

export const HighPriceImpact: Story = {
  parameters: { gangway: evmSwap('Swap', { ...ETH_TO_GWT, priceImpact: 12.5 }) },
}

export const InsufficientBalance: Story = {
  parameters: {
    gangway: evmSwap('Swap', { form: { to: SWAP_TOKENS.gwt, fromAmount: '2' }, quote: '2397.6' }),
  },
  play: async ({ canvasElement }) => {
    const { modal, button } = await actionButton(canvasElement)
    await expect(button).toHaveTextContent('Insufficient ETH balance')
    await expect(modal.getByRole('textbox', { name: 'You pay' })).toHaveAccessibleDescription(
      'Insufficient ETH balance',
    )
  },
}

export const InsufficientForTheFee: Story = {
  parameters: {
    gangway: evmSwap('Swap', { form: { to: SWAP_TOKENS.gwt, fromAmount: '1.5' }, quote: '1798' }),
  },
  play: formSays('Insufficient ETH for the network fee'),
}

export const TooManyDecimals: Story = {
  parameters: {
    gangway: evmSwap('Swap', {
      form: { from: SWAP_TOKENS.gusd, to: SWAP_TOKENS.gwt, fromAmount: '1.1234567' },
    }),
  },
  play: formSays('GUSD has at most 6 decimals'),
}

const failedQuote = (reason: 'no-liquidity' | 'quote-failed') =>
  evmSwap('Swap', {
    form: {
      to: SWAP_TOKENS.gwt,
      fromAmount: '0.1',
      quote: {
        status: 'error',
        key: swapQuoteKey(SWAP_TOKENS.eth.address, SWAP_TOKENS.gwt.address, 10n ** 17n),
      },
      error: { reason, message: reason },
    },
  })

export const NoLiquidity: Story = {
  parameters: { gangway: failedQuote('no-liquidity') },
  play: async ({ canvasElement }) => {
    const { modal, button } = await actionButton(canvasElement)
    await expect(button).toHaveTextContent('Not enough liquidity')
    await expect(modal.getByRole('alert')).toHaveTextContent("The pool can't fill this trade.")
  },
}

/** The quote service failed (a provider error): said, with Try again. */
export const ProviderError: Story = {
  parameters: { gangway: failedQuote('quote-failed') },
  play: async ({ canvasElement }) => {
    const { modal, button } = await actionButton(canvasElement)
    await expect(button).toHaveTextContent('Quote unavailable')
    await expect(modal.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

export const NetworkNotSupported: Story = {
  parameters: {
    gangway: evmSwap('Swap', {
      form: { error: { reason: 'network-unsupported', message: 'Network not supported for Swaps' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('alert')).toHaveTextContent('Network not supported for Swaps')
  },
}

export const HostileTokenPicked: Story = {
  parameters: {
    gangway: evmSwap('Swap', {
      tokens: [SWAP_TOKENS.eth, ...HOSTILE_SWAP_TOKENS],
      form: { to: HOSTILE_SWAP_TOKENS[1], fromAmount: '0.1' },
      quote: '12345678.123456',
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const symbol = HOSTILE_SWAP_TOKENS[1]?.symbol ?? ''
    await expect((await modal.findAllByTitle(symbol))[0]).toHaveTextContent(symbol)
  },
}

// The token list

export const SelectToken: Story = {
  parameters: { gangway: evmSwap('SwapSelectToken', { form: { to: SWAP_TOKENS.gwt } }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const yours = await modal.findByRole('list', { name: 'Your tokens' })
    await expect(yours.querySelectorAll('button')).toHaveLength(2)
    await expect(modal.getByRole('button', { name: /Gangway Token/ })).toHaveAttribute('aria-current', 'true')
    fireEvent.input(modal.getByRole('searchbox', { name: 'Search token' }), { target: { value: 'usd' } })
    await waitFor(() => expect(modal.queryByRole('list', { name: 'All tokens' })).toBeNull())
  },
}

export const SelectTokenHostileNames: Story = {
  parameters: { gangway: evmSwap('SwapSelectToken', { tokens: [SWAP_TOKENS.eth, ...HOSTILE_SWAP_TOKENS] }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const name = HOSTILE_SWAP_TOKENS[0]?.name ?? ''
    await expect(await modal.findByTitle(name)).toHaveTextContent(name)
    const root = canvasElement.querySelector('[data-gangway-modal]')?.shadowRoot
    await expect(root?.querySelector('script, img[src="x"]')).toBeNull()
  },
}

export const SelectTokenLoading: Story = {
  parameters: { gangway: evmSwap('SwapSelectToken', { form: { tokens: { status: 'loading', list: [] } } }) },
}

// The review

/** The pool may not take GUSD yet: the approval is the first wallet request. */
export const AllowanceNeeded: Story = {
  parameters: { gangway: evmSwap('SwapPreview', GUSD_TO_GWT) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const steps = await modal.findByRole('list', { name: 'Wallet requests' })
    await expect(steps).toHaveTextContent('Approve GUSD')
    await expect(modal.getByRole('button', { name: 'Confirm swap' })).not.toHaveAttribute('aria-disabled')
  },
}

export const ApprovePending: Story = {
  parameters: {
    gangway: evmSwap('SwapPreview', {
      ...GUSD_TO_GWT,
      execution: { status: 'approve-wallet', approval: true },
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const button = await modal.findByRole('button', { name: 'Approve GUSD in your wallet' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
  },
}

export const ApprovalConfirming: Story = {
  parameters: {
    gangway: evmSwap('SwapPreview', {
      ...GUSD_TO_GWT,
      execution: { status: 'approve-mining', approval: true, approveHash: TX },
    }),
  },
}

export const SwapPending: Story = {
  parameters: {
    gangway: evmSwap('SwapPreview', { ...GUSD_TO_GWT, execution: { status: 'swap-wallet', approval: true } }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('button', { name: 'Swap in your wallet' })).toBeInTheDocument()
  },
}

export const Success: Story = {
  parameters: {
    gangway: evmSwap('SwapPreview', {
      ...ETH_TO_GWT,
      execution: {
        status: 'success',
        hash: TX,
        explorerUrl: `https://etherscan.io/tx/${TX}`,
        summary: { fromAmount: '0.1', fromSymbol: 'ETH', toAmount: '119.88', toSymbol: 'GWT' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('Swap complete')).toBeInTheDocument()
    const link = modal.getByRole('link', { name: 'View transaction on explorer' })
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const SlippageExceeded: Story = {
  parameters: {
    gangway: evmSwap('SwapPreview', {
      ...ETH_TO_GWT,
      execution: {
        status: 'failed',
        failedStep: 'swap',
        error: { reason: 'slippage-exceeded', message: 'The price moved beyond the slippage tolerance' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('alert')).toHaveTextContent('slippage tolerance')
    await expect(modal.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Back to swap' })).toBeInTheDocument()
  },
}

export const Declined: Story = {
  parameters: {
    gangway: evmSwap('SwapPreview', {
      ...GUSD_TO_GWT,
      execution: {
        status: 'failed',
        approval: true,
        failedStep: 'approve',
        error: { reason: 'rejected', message: 'The request was declined in the wallet' },
      },
    }),
  },
}

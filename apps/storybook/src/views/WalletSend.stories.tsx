import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { connectNamespace, MULTICHAIN_NETWORKS } from '../multichain-fixtures.js'
import { evmSend, HOSTILE_TOKENS, RECEIVER, setTokens, solanaReview, TOKENS } from '../send-fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/WalletSend',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

/** The form's action button: the last button of the view. */
async function actionButton(canvasElement: HTMLElement) {
  const modal = await modalCanvas(canvasElement)
  await modal.findByRole('textbox', { name: 'Amount' })
  return { modal, button: modal.getAllByRole('button').at(-1) as HTMLButtonElement }
}

// The form

export const EmptyForm: Story = {
  parameters: { gangway: evmSend('WalletSend') },
  play: async ({ canvasElement }) => {
    const { button } = await actionButton(canvasElement)
    await expect(button).toHaveTextContent('A token is required')
    await expect(button).toHaveAttribute('aria-disabled', 'true')
  },
}

export const TokenPickedNothingElse: Story = {
  parameters: { gangway: evmSend('WalletSend', { token: TOKENS.usdc }) },
  play: async ({ canvasElement }) => {
    const { button } = await actionButton(canvasElement)
    await expect(button).toHaveTextContent('An amount and receiver address are required')
  },
}

export const FilledValid: Story = {
  parameters: { gangway: evmSend('WalletSend', { token: TOKENS.usdc, amount: '12.5', receiver: RECEIVER }) },
  play: async ({ canvasElement }) => {
    const { modal, button } = await actionButton(canvasElement)
    await expect(button).toHaveTextContent('Preview send')
    await expect(button).not.toHaveAttribute('aria-disabled')
    await expect(modal.getByText('≈ $12.50')).toBeInTheDocument()
  },
}

/** One story per amount problem, each worded from the catalogue and tied to the field. */
function amountProblem(amount: string, message: string, token = TOKENS.usdc): Story {
  return {
    parameters: { gangway: evmSend('WalletSend', { token, amount, receiver: RECEIVER }) },
    play: async ({ canvasElement }) => {
      const modal = await modalCanvas(canvasElement)
      const field = await modal.findByRole('textbox', { name: 'Amount' })
      await expect(field).toHaveAccessibleDescription(message)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
    },
  }
}

export const AmountNotANumber = amountProblem('1,5', 'Enter a number, such as 0.5')
export const AmountNegative = amountProblem('-3', 'The amount cannot be negative')
export const AmountZero = amountProblem('0.000', 'Enter an amount above zero')
export const AmountTooManyDecimals = amountProblem('1.1234567', 'This token has at most 6 decimals')
export const InsufficientFunds = amountProblem('250.01', 'Insufficient funds')

export const InvalidAddress: Story = {
  parameters: { gangway: evmSend('WalletSend', { token: TOKENS.usdc, amount: '1', receiver: '0x1234' }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(
      'Invalid address',
    )
  },
}

/** A name typed: this Storybook has no name service, so the lookup fails with the SPEC's message. */
export const NameNotResolved: Story = {
  parameters: { gangway: evmSend('WalletSend', { token: TOKENS.usdc, amount: '1' }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const field = await modal.findByRole('textbox', { name: 'To' })
    // user-event types into document.activeElement, which is the shadow host here: set the value instead.
    fireEvent.input(field, { target: { value: 'alice.reown.id' } })
    await expect(await modal.findByText('Error resolving name', {}, { timeout: 3000 })).toBeInTheDocument()
    await expect(field).toHaveAccessibleDescription('Error resolving name')
  },
}

/** A name that resolved earlier (set directly): the form shows it with its address. */
export const NameResolved: Story = {
  parameters: {
    gangway: evmSend('WalletSend', {
      token: TOKENS.usdc,
      amount: '1',
      receiver: RECEIVER,
      receiverName: 'alice.reown.id',
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText(`alice.reown.id is ${RECEIVER}`)).toBeInTheDocument()
  },
}

export const NativeCoinPicked: Story = {
  parameters: { gangway: evmSend('WalletSend', { token: TOKENS.eth, amount: '0.25' }) },
}

export const HostileTokenPicked: Story = {
  parameters: { gangway: evmSend('WalletSend', { token: HOSTILE_TOKENS[0], amount: '1' }, HOSTILE_TOKENS) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const symbol = HOSTILE_TOKENS[0]?.symbol ?? ''
    await expect(await modal.findByTitle(symbol)).toHaveTextContent(symbol)
    await expect(
      canvasElement.querySelector('[data-gangway-modal]')?.shadowRoot?.querySelector('script'),
    ).toBeNull()
  },
}

export const UnsupportedChain: Story = {
  parameters: {
    gangway: {
      options: { networks: MULTICHAIN_NETWORKS },
      setup: (core) => {
        connectNamespace(core, 'bip122')
        core.store.chain.setActiveNamespace('bip122')
        void core.open({ view: 'WalletSend' })
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('alert')).toHaveTextContent('Unsupported chain')
  },
}

// The token list

export const SelectToken: Story = {
  parameters: { gangway: evmSend('WalletSendSelectToken', { token: TOKENS.usdc }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const list = await modal.findByRole('list', { name: 'Your tokens' })
    await expect(list.querySelectorAll('button')).toHaveLength(3)
    await expect(modal.getByRole('button', { name: /USD Coin/ })).toHaveAttribute('aria-current', 'true')
    fireEvent.input(modal.getByRole('searchbox', { name: 'Search token' }), { target: { value: 'dai' } })
    await waitFor(() => expect(list.querySelectorAll('button')).toHaveLength(1))
  },
}

export const SelectTokenHostileNames: Story = {
  parameters: { gangway: evmSend('WalletSendSelectToken', {}, [TOKENS.eth, ...HOSTILE_TOKENS]) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const name = HOSTILE_TOKENS[0]?.name ?? ''
    await expect(await modal.findByTitle(name)).toHaveTextContent(name)
    await expect(
      canvasElement.querySelector('[data-gangway-modal]')?.shadowRoot?.querySelector('img[src="x"]'),
    ).toBeNull()
  },
}

export const SelectTokenLoading: Story = {
  parameters: {
    gangway: {
      setup: (core) => {
        evmSend('WalletSendSelectToken').setup(core)
        setTokens(core, [], 'loading')
      },
    } satisfies GangwayParameters,
  },
}

export const SelectTokenEmpty: Story = {
  parameters: { gangway: evmSend('WalletSendSelectToken', {}, []) },
}

// The review

export const PreviewWithFee: Story = {
  parameters: { gangway: solanaReview('waiting') },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('0.000005 SOL')).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled')
  },
}

export const PreviewWithName: Story = {
  parameters: {
    gangway: evmSend('WalletSendPreview', {
      token: TOKENS.usdc,
      amount: '12.5',
      receiver: RECEIVER,
      receiverName: 'alice.reown.id',
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    // No adapter here: the fee cannot be estimated, and the wallet will say.
    await expect(await modal.findByText("Couldn't estimate the network fee")).toBeInTheDocument()
  },
}

export const PreviewFeeTooHigh: Story = {
  parameters: { gangway: solanaReview('waiting', { amount: '2.5' }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('alert')).toHaveTextContent('Insufficient funds for the network fee')
  },
}

export const ConfirmInWallet: Story = {
  parameters: { gangway: solanaReview('waiting') },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await userEvent.click(await modal.findByRole('button', { name: 'Send' }))
    const button = await modal.findByRole('button', { name: 'Confirm in your wallet' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
  },
}

export const Sent: Story = {
  parameters: { gangway: solanaReview('sends') },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await userEvent.click(await modal.findByRole('button', { name: 'Send' }))
    await expect(await modal.findByText('Transaction sent')).toBeInTheDocument()
    const link = modal.getByRole('link', { name: 'View transaction on explorer' })
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(modal.getByRole('button', { name: 'Done' })).toBeInTheDocument()
  },
}

export const Declined: Story = {
  parameters: { gangway: solanaReview('declines') },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await userEvent.click(await modal.findByRole('button', { name: 'Send' }))
    await expect(await modal.findByRole('alert')).toHaveTextContent('Transaction declined')
    await expect(modal.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

export const Failed: Story = {
  parameters: { gangway: solanaReview('fails') },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await userEvent.click(await modal.findByRole('button', { name: 'Send' }))
    await expect(await modal.findByRole('alert')).toHaveTextContent('Blockhash not found')
  },
}

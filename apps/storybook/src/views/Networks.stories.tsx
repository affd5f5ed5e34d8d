import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { connectAccount } from '../fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { connectNamespace, MULTICHAIN_NETWORKS } from '../multichain-fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/Networks',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

export const FromAccount: Story = {
  parameters: {
    gangway: {
      setup: (core) => {
        connectAccount(core, { balance: '1.5', balanceSymbol: 'ETH' })
        void core.open({ view: 'Account' })
        core.store.router.push('Networks')
      },
    } satisfies GangwayParameters,
  },
}

export const Disconnected: Story = {
  args: { view: 'Networks' },
}

/** EVM, Solana and Bitcoin configured, EVM and Solana connected: every namespace's networks, Solana active. */
export const SeveralNamespaces: Story = {
  parameters: {
    gangway: {
      options: { networks: MULTICHAIN_NETWORKS },
      setup: (core) => {
        connectNamespace(core, 'eip155', { balance: '1.5', balanceSymbol: 'ETH' })
        connectNamespace(core, 'solana', { balance: '12.25', balanceSymbol: 'SOL' })
        core.store.chain.setActiveNamespace('solana')
        void core.open({ view: 'Account' })
        core.store.router.push('Networks')
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('button', { name: 'Bitcoin' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Ethereum' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Solana' })).toHaveAttribute('aria-current', 'true')
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { connectAccount } from '../fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { connectNamespace, MULTICHAIN_NETWORKS } from '../multichain-fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/Account',
  component: ModalHost,
  args: { view: 'Account' },
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

export const WithBalance: Story = {
  parameters: {
    gangway: {
      setup: (core) => connectAccount(core, { balance: '1.23456789', balanceSymbol: 'ETH' }),
    } satisfies GangwayParameters,
  },
}

export const LoadingBalance: Story = {
  parameters: {
    gangway: { setup: (core) => connectAccount(core, { balanceLoading: true }) } satisfies GangwayParameters,
  },
}

/** EVM and Solana connected (Solana active), Bitcoin configured but not connected. */
export const TwoNamespacesConnected: Story = {
  parameters: {
    gangway: {
      options: { networks: MULTICHAIN_NETWORKS },
      setup: (core) => {
        connectNamespace(core, 'eip155', { balance: '1.5', balanceSymbol: 'ETH' })
        connectNamespace(core, 'solana', { balance: '12.25', balanceSymbol: 'SOL' })
        core.store.chain.setActiveNamespace('solana')
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('button', { name: 'Disconnect Solana' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Disconnect EVM Networks' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Disconnect all' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Connect another wallet' })).toBeInTheDocument()
  },
}

/** EVM connected, but Bitcoin (not connected) is the active network. */
export const ActiveNamespaceNotConnected: Story = {
  parameters: {
    gangway: {
      options: { networks: MULTICHAIN_NETWORKS },
      setup: (core) => {
        connectNamespace(core, 'eip155', { balance: '1.5', balanceSymbol: 'ETH' })
        core.store.chain.setActiveNamespace('bip122')
      },
    } satisfies GangwayParameters,
  },
}

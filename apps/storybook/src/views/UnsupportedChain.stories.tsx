import type { Meta, StoryObj } from '@storybook/react-vite'
import { bsc } from '@gangway/common'
import { expect } from 'storybook/test'
import { connectAccount } from '../fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { connectNamespace, MULTICHAIN_NETWORKS } from '../multichain-fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/UnsupportedChain',
  component: ModalHost,
  args: { view: 'UnsupportedChain' },
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  parameters: {
    gangway: {
      setup: (core) => {
        connectAccount(core)
        // The wallet is on a network the app did not configure.
        core.store.chain.setActiveCaipNetwork(bsc)
      },
    } satisfies GangwayParameters,
  },
}

/** EVM and Solana connected, the EVM wallet on a network the app did not configure: Disconnect all. */
export const SeveralNamespacesConnected: Story = {
  parameters: {
    gangway: {
      options: { networks: MULTICHAIN_NETWORKS },
      setup: (core) => {
        connectNamespace(core, 'solana')
        connectNamespace(core, 'eip155')
        core.store.chain.setActiveCaipNetwork(bsc)
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('button', { name: 'Disconnect all' })).toBeInTheDocument()
    await expect(modal.queryByRole('button', { name: 'Disconnect' })).toBeNull()
  },
}

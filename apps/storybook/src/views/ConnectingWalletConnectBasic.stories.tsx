import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { STORY_PAIRING_URI, storyWalletConnect } from '../walletconnect-fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/ConnectingWalletConnectBasic',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

/** Basic mode (or a desktop page without adapters): the modal opens on the WalletConnect code. */
export const Basic: Story = {
  parameters: {
    gangway: {
      env: { walletConnect: storyWalletConnect({ uri: STORY_PAIRING_URI }) },
      setup: (core) => void core.open({ view: 'ConnectingWalletConnectBasic' }),
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('img', { name: 'WalletConnect QR code' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'All Wallets' })).toBeInTheDocument()
  },
}

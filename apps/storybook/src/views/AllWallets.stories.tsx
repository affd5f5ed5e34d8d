import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent } from 'storybook/test'
import { announceWallets, WALLETS } from '../fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/AllWallets',
  component: ModalHost,
  args: { view: 'AllWallets' },
  parameters: {
    gangway: {
      setup: (core) => announceWallets(core, [WALLETS.fox, WALLETS.rabbit, WALLETS.browser]),
    } satisfies GangwayParameters,
  },
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}

export const SearchWithNoResult: Story = {
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    // user-event types into document.activeElement, which is the shadow host: set the value directly.
    fireEvent.input(modal.getByRole('searchbox', { name: 'Search wallet' }), {
      target: { value: 'no such wallet' },
    })
    await expect(await modal.findByText('No wallet found')).toBeInTheDocument()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectAccount } from '../fixtures.js'
import { ModalHost } from '../ModalHost.js'
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

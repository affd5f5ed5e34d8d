import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectAccount } from '../fixtures.js'
import { ModalHost } from '../ModalHost.js'
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

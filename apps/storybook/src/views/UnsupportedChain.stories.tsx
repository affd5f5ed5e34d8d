import type { Meta, StoryObj } from '@storybook/react-vite'
import { bsc } from '@gangway/common'
import { connectAccount } from '../fixtures.js'
import { ModalHost } from '../ModalHost.js'
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

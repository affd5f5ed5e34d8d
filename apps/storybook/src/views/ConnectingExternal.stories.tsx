import type { AppKitCore } from '@gangway/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { announceWallets, WALLETS } from '../fixtures.js'
import { ModalHost } from '../ModalHost.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/ConnectingExternal',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

/** Connect, then the wallet picked: what a visitor sees after clicking it. */
function pickWallet(core: AppKitCore): void {
  announceWallets(core)
  void core.open({ view: 'Connect' })
  core.store.router.push('ConnectingExternal', { connector: WALLETS.fox })
  core.store.connection.setConnectingWallet(WALLETS.fox)
  core.store.connection.setStatus('connecting')
}

export const Pending: Story = {
  parameters: { gangway: { setup: pickWallet } satisfies GangwayParameters },
}

export const Declined: Story = {
  parameters: {
    gangway: {
      setup: (core) => {
        pickWallet(core)
        core.store.connection.setStatus('disconnected')
        core.store.connection.setError('Connection declined')
      },
    } satisfies GangwayParameters,
  },
}

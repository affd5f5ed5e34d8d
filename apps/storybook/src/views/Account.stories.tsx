import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { accountWith, elementsOutsideCard, FILLED_TOKENS, watchServiceRequests } from '../account-fixtures.js'
import { connectAccount, icon } from '../fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { connectNamespace, MULTICHAIN_NETWORKS } from '../multichain-fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

const LONG_PROFILE_NAME = `${'the-longest-name-anyone-ever-chose-'.repeat(2)}for-this-account.reown.id`

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

/**
 * The account's name and avatar (read from the identity service, put in the account state here), the wallet
 * features Receive and Send, Change name, and the tabs (their data seeded, so nothing is read).
 */
export const WithProfileAndFeatures: Story = {
  beforeEach: watchServiceRequests,
  parameters: {
    gangway: accountWith({ tokens: FILLED_TOKENS }, (core) =>
      core.store.chain.setAccountState('eip155', {
        profileName: 'alice.reown.id',
        profileImage: icon('#db2777', 'A'),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('alice.reown.id')).toHaveAttribute('title', 'alice.reown.id')
    const avatar = modal.getByRole('dialog').querySelector('.gw-avatar img')
    await expect(avatar).toHaveAttribute('src', icon('#db2777', 'A'))
    await expect(modal.getByRole('button', { name: 'Receive' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Send' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Change name' })).toBeInTheDocument()
    await expect(await modal.findByRole('tab', { name: 'Tokens' }, { timeout: 5000 })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

/** A name far longer than the header: cut on one line, whole in its tooltip, the Copy and explorer buttons kept. */
export const WithLongProfileName: Story = {
  beforeEach: watchServiceRequests,
  parameters: {
    gangway: accountWith({ tokens: FILLED_TOKENS }, (core) =>
      core.store.chain.setAccountState('eip155', { profileName: LONG_PROFILE_NAME }),
    ),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const name = await modal.findByText(LONG_PROFILE_NAME)
    await expect(name).toHaveAttribute('title', LONG_PROFILE_NAME)
    // The name is cut; Copy and the explorer link stay in the card.
    await expect(elementsOutsideCard(modal.getByRole('dialog'))).toEqual([])
    await expect(modal.getByRole('button', { name: 'Copy address' })).toBeVisible()
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

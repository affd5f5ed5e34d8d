import { fromDirectoryListing } from '@gangway/core'
import {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
  AppKitWalletButton,
} from '@gangway/ui-react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { LISTINGS, STORY_DIRECTORY } from '../directory-fixtures.js'
import { connectAccount } from '../fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Buttons/AppKitButton',
  component: AppKitButton,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof AppKitButton>

export default meta
type Story = StoryObj<typeof meta>

export const Disconnected: Story = {}

export const Small: Story = { args: { size: 'sm' } }

export const CustomLabel: Story = { args: { label: 'Sign in' } }

export const Disabled: Story = { args: { disabled: true } }

export const Connecting: Story = {
  parameters: {
    gangway: { setup: (core) => core.store.connection.setStatus('connecting') } satisfies GangwayParameters,
  },
}

export const ConnectedWithBalance: Story = {
  parameters: {
    gangway: {
      setup: (core) => connectAccount(core, { balance: '12.3456', balanceSymbol: 'ETH' }),
    } satisfies GangwayParameters,
  },
}

export const ConnectedBalanceHidden: Story = {
  args: { balance: 'hide' },
  parameters: {
    gangway: {
      setup: (core) => connectAccount(core, { balance: '12.3456', balanceSymbol: 'ETH' }),
    } satisfies GangwayParameters,
  },
}

export const ConnectButton: StoryObj<typeof AppKitConnectButton> = {
  render: (args) => <AppKitConnectButton {...args} />,
}

export const AccountButton: StoryObj<typeof AppKitAccountButton> = {
  render: (args) => <AppKitAccountButton {...args} />,
  parameters: {
    gangway: {
      setup: (core) => connectAccount(core, { balance: '0.042', balanceSymbol: 'ETH' }),
    } satisfies GangwayParameters,
  },
}

export const NetworkButton: StoryObj<typeof AppKitNetworkButton> = {
  render: (args) => <AppKitNetworkButton {...args} />,
}

export const NetworkButtonDisabled: StoryObj<typeof AppKitNetworkButton> = {
  render: (args) => <AppKitNetworkButton {...args} />,
  args: { disabled: true },
}

/**
 * `wallet="rainbow"` on a page without Rainbow: the directory's Rainbow (its name and image; the image is a
 * placeholder here, where no directory answers), whose click opens its WalletConnect pairing.
 */
export const WalletButtonFromDirectory: StoryObj<typeof AppKitWalletButton> = {
  render: (args) => <AppKitWalletButton {...args} />,
  args: { wallet: 'rainbow' },
  parameters: {
    gangway: {
      options: STORY_DIRECTORY,
      setup: (core) => {
        core.store.directory.findWallets = async () => [fromDirectoryListing(LISTINGS.rainbow)]
      },
    } satisfies GangwayParameters,
  },
}

export const LightTheme: Story = {
  parameters: {
    gangway: {
      options: { themeMode: 'light' },
      setup: (core) => connectAccount(core, { balance: '12.3456', balanceSymbol: 'ETH' }),
    } satisfies GangwayParameters,
  },
}

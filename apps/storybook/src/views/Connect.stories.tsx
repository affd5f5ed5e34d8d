import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LISTINGS, STORY_DIRECTORY, setDirectory } from '../directory-fixtures.js'
import { announceWallets } from '../fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import {
  announceMultiChainWallets,
  MULTICHAIN_LISTINGS,
  MULTICHAIN_NETWORKS,
  TWO_NAMESPACE_NETWORKS,
} from '../multichain-fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/Connect',
  component: ModalHost,
  args: { view: 'Connect' },
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

const withoutSignIn = { features: { email: false, socials: false } } satisfies GangwayParameters['options']

export const WithAnnouncedWallet: Story = {
  parameters: {
    gangway: { options: withoutSignIn, setup: (core) => announceWallets(core) } satisfies GangwayParameters,
  },
}

export const NoWallet: Story = {
  parameters: { gangway: { options: withoutSignIn } satisfies GangwayParameters },
}

export const WithEmailAndSocials: Story = {
  parameters: {
    gangway: {
      options: {
        services: { secureSiteUrl: 'https://secure.gangway.test' },
        features: { email: true, socials: ['google', 'x', 'github', 'discord', 'apple', 'facebook'] },
      },
    } satisfies GangwayParameters,
  },
}

export const EmailSocialsAndWallet: Story = {
  parameters: {
    gangway: {
      options: {
        services: { secureSiteUrl: 'https://secure.gangway.test' },
        features: { email: true, socials: ['google', 'x', 'github'] },
      },
      setup: (core) => announceWallets(core),
    } satisfies GangwayParameters,
  },
}

/** The browser's wallets, then featured and recommended ones from the directory, and its count. */
export const WithFeatured: Story = {
  parameters: {
    gangway: {
      options: { ...withoutSignIn, ...STORY_DIRECTORY, featuredWalletIds: ['rainbow', 'zerion'] },
      setup: (core) => {
        announceWallets(core)
        setDirectory(core, {
          featured: [LISTINGS.rainbow, LISTINGS.zerion],
          recommended: [LISTINGS.safe, LISTINGS.ledger, LISTINGS.longName],
          count: 624,
          page: 1,
        })
      },
    } satisfies GangwayParameters,
  },
}

/** EVM, Solana and Bitcoin configured: a filter per namespace; Bitcoin's is off, so its wallet is hidden. */
export const WithNamespaceFilters: Story = {
  parameters: {
    gangway: {
      options: { ...withoutSignIn, networks: MULTICHAIN_NETWORKS },
      setup: (core) => {
        announceMultiChainWallets(core, ['eip155', 'solana', 'bip122'])
        core.store.connectors.setNamespaceFilter('bip122', false)
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const bitcoin = await modal.findByRole('button', { name: 'Bitcoin' })
    await expect(bitcoin).toHaveAttribute('aria-pressed', 'false')
    await expect(modal.getByRole('button', { name: 'EVM Networks' })).toHaveAttribute('aria-pressed', 'true')
    await expect(modal.queryByRole('button', { name: /^Orange Wallet/ })).toBeNull()
  },
}

/**
 * EVM and Solana configured, with the directory; EVM turned off. Only wallets on Solana are listed: the
 * installed ones and the directory's (Rainbow and Safe are on EVM networks only, so they are hidden).
 */
export const WithNamespaceFilterOnDirectory: Story = {
  parameters: {
    gangway: {
      options: {
        ...withoutSignIn,
        ...STORY_DIRECTORY,
        networks: TWO_NAMESPACE_NETWORKS,
        featuredWalletIds: ['rainbow', 'solflare'],
      },
      setup: (core) => {
        announceMultiChainWallets(core, ['eip155', 'solana'])
        // Turned off before the directory's state is put in, so the story asks the directory for nothing.
        core.store.connectors.setNamespaceFilter('eip155', false)
        setDirectory(core, {
          featured: [LISTINGS.rainbow, MULTICHAIN_LISTINGS.solflare],
          recommended: [MULTICHAIN_LISTINGS.trust, LISTINGS.safe],
          count: 212,
          page: 1,
        })
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const evm = await modal.findByRole('button', { name: 'EVM Networks' })
    await expect(evm).toHaveAttribute('aria-pressed', 'false')
    await expect(modal.getByRole('button', { name: 'Solflare' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Trust Wallet' })).toBeInTheDocument()
    await expect(modal.queryByRole('button', { name: 'Rainbow' })).toBeNull()
    await expect(modal.queryByRole('button', { name: 'Safe' })).toBeNull()
    await expect(modal.queryByRole('button', { name: /^Rabbit Wallet/ })).toBeNull()
  },
}

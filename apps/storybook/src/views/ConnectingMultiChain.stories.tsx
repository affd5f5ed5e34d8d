import type { ChainNamespace } from '@gangway/common'
import type { AppKitCore } from '@gangway/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import {
  announceMultiChainWallets,
  connectNamespace,
  foxEntry,
  MULTICHAIN_NETWORKS,
  RABBIT_WALLET,
  storyAdapter,
  TWO_NAMESPACE_NETWORKS,
} from '../multichain-fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/ConnectingMultiChain',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

const withoutSignIn = { email: false, socials: false } as const

/** Connect, then Fox Wallet (on every namespace) picked: the namespace choice it opens. */
function pickFox(core: AppKitCore, namespaces: ChainNamespace[]): void {
  announceMultiChainWallets(core, namespaces)
  void core.open({ view: 'Connect' })
  core.store.router.push('ConnectingMultiChain', { connector: foxEntry(core) })
}

/** EVM and Solana; EVM connected through Fox Wallet already. */
export const TwoNamespacesOneConnected: Story = {
  parameters: {
    gangway: {
      options: { networks: TWO_NAMESPACE_NETWORKS, features: withoutSignIn },
      setup: (core) => {
        connectNamespace(core, 'eip155')
        pickFox(core, ['eip155', 'solana'])
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('button', { name: 'EVM Networks Connected' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Solana' })).toBeInTheDocument()
  },
}

/** EVM, Solana and Bitcoin; Solana connected through Fox Wallet already. */
export const ThreeNamespacesOneConnected: Story = {
  parameters: {
    gangway: {
      options: { networks: MULTICHAIN_NETWORKS, features: withoutSignIn },
      setup: (core) => {
        connectNamespace(core, 'solana')
        pickFox(core, ['eip155', 'solana', 'bip122'])
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const list = await modal.findByRole('list', { name: 'Select a chain' })
    await expect(list.textContent).toContain('Bitcoin')
    await expect(modal.getByRole('button', { name: 'Solana Connected' })).toBeInTheDocument()
  },
}

/** EVM connected through Rabbit Wallet: Fox Wallet's EVM entry names it (picking it connects Fox there). */
export const NamespaceConnectedWithAnotherWallet: Story = {
  parameters: {
    gangway: {
      options: { networks: TWO_NAMESPACE_NETWORKS, features: withoutSignIn },
      setup: (core) => {
        connectNamespace(core, 'eip155', {}, RABBIT_WALLET)
        pickFox(core, ['eip155', 'solana'])
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(
      await modal.findByRole('button', { name: 'EVM Networks Connected with Rabbit Wallet' }),
    ).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Solana' })).toBeInTheDocument()
  },
}

/** Solana picked; the wallet has not answered yet. */
export const Connecting: Story = {
  parameters: {
    gangway: {
      options: {
        networks: TWO_NAMESPACE_NETWORKS,
        features: withoutSignIn,
        adapters: [storyAdapter('eip155', 'waiting'), storyAdapter('solana', 'waiting')],
      },
      setup: (core) => pickFox(core, ['eip155', 'solana']),
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await userEvent.click(await modal.findByRole('button', { name: 'Solana' }))
    await expect(await modal.findByText('Connecting Fox Wallet on Solana')).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Solana' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** Solana picked and declined in the wallet: Try again, or another namespace. */
export const Declined: Story = {
  parameters: {
    gangway: {
      options: {
        networks: TWO_NAMESPACE_NETWORKS,
        features: withoutSignIn,
        adapters: [storyAdapter('eip155', 'declined'), storyAdapter('solana', 'declined')],
      },
      setup: (core) => pickFox(core, ['eip155', 'solana']),
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await userEvent.click(await modal.findByRole('button', { name: 'Solana' }))
    await expect(await modal.findByText('Connection declined')).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

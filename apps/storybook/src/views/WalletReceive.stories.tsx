import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ADDRESS, connectAccount, icon } from '../fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { connectNamespace, TWO_NAMESPACE_NETWORKS } from '../multichain-fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/WalletReceive',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

/** Account, then Receive (so Back returns to Account). */
function openReceive(setup: GangwayParameters['setup']): GangwayParameters['setup'] {
  return (core) => {
    setup?.(core)
    void core.open({ view: 'Account' })
    core.store.router.push('WalletReceive')
  }
}

export const WithQrCode: Story = {
  parameters: {
    gangway: { setup: openReceive((core) => connectAccount(core)) } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const qr = await modal.findByRole('img', { name: `QR code for address ${ADDRESS}` })
    await expect(qr.querySelector('svg path')?.getAttribute('d')).toBeTruthy()
    await expect(modal.getByText(ADDRESS)).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Copy address' })).toBeEnabled()
    await expect(modal.getByRole('region', { name: 'This address works on' })).toHaveTextContent(
      'EthereumPolygon',
    )
  },
}

export const WithNameAndAvatar: Story = {
  parameters: {
    gangway: {
      setup: openReceive((core) => {
        connectAccount(core)
        core.store.chain.setAccountState('eip155', {
          profileName: 'alice.reown.id',
          profileImage: icon('#e84142', 'A'),
        })
      }),
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByTitle('alice.reown.id')).toBeInTheDocument()
  },
}

/** EVM and Solana connected, Solana active: its address and its network only. */
export const SolanaAccount: Story = {
  parameters: {
    gangway: {
      options: { networks: TWO_NAMESPACE_NETWORKS },
      setup: openReceive((core) => {
        connectNamespace(core, 'eip155')
        connectNamespace(core, 'solana')
        core.store.chain.setActiveNamespace('solana')
      }),
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('region', { name: 'This address works on' })).toHaveTextContent(
      'Solana',
    )
  },
}

export const LightTheme: Story = {
  parameters: {
    gangway: {
      options: { themeMode: 'light' },
      setup: openReceive((core) => connectAccount(core)),
    } satisfies GangwayParameters,
  },
}

import { type AppKitCore, fromDirectoryListing } from '@gangway/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LISTINGS, STORY_DIRECTORY, setDirectory } from '../directory-fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import { STORY_PAIRING_URI, storyWalletConnect } from '../walletconnect-fixtures.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/ConnectingWalletConnect',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

const WALLET_CONNECT = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
} as const

/** Connect, then the WalletConnect entry picked, with the client's pairing as given. */
function pickWalletConnect(pairing: Parameters<typeof storyWalletConnect>[0]): GangwayParameters {
  return {
    env: { walletConnect: storyWalletConnect(pairing) },
    setup: (core: AppKitCore) => {
      core.store.connectors.setConnectors('eip155', [WALLET_CONNECT])
      void core.open({ view: 'Connect' })
      core.store.router.push('ConnectingWalletConnect', { connector: WALLET_CONNECT })
    },
  }
}

export const Loading: Story = {
  parameters: { gangway: pickWalletConnect('waiting') },
}

export const WithQrCode: Story = {
  parameters: { gangway: pickWalletConnect({ uri: STORY_PAIRING_URI }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const qr = await modal.findByRole('img', { name: 'WalletConnect QR code' })
    await expect(qr.querySelector('svg path')?.getAttribute('d')).toBeTruthy()
    await expect(modal.getByRole('button', { name: 'Copy link' })).toBeEnabled()
  },
}

/** A directory wallet picked from All Wallets: its logo in the code, its desktop and web app links. */
export const DirectoryWalletWithLinks: Story = {
  parameters: {
    gangway: {
      options: STORY_DIRECTORY,
      env: { walletConnect: storyWalletConnect({ uri: STORY_PAIRING_URI }) },
      setup: (core) => {
        setDirectory(core, {})
        void core.open({ view: 'AllWallets' })
        const wallet = fromDirectoryListing({ ...LISTINGS.rainbow, desktop_link: 'rainbow://' })
        core.store.router.push('ConnectingWalletConnect', { wallet })
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await modal.findByRole('img', { name: 'QR code for Rainbow' })
    const web = modal.getByRole('link', { name: 'Open Rainbow web app' })
    await expect(web).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(modal.getByRole('link', { name: 'Open Rainbow desktop app' })).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Get Rainbow' })).toBeInTheDocument()
  },
}

export const Declined: Story = {
  parameters: { gangway: pickWalletConnect('declined') },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('Connection declined')).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

/** The relay cannot be reached: core keeps retrying every second, and Try again does so at once. */
export const Failed: Story = {
  parameters: { gangway: pickWalletConnect('failing') },
}

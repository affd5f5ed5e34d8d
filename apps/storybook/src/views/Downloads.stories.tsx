import { fromDirectoryListing } from '@gangway/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LISTINGS, STORY_DIRECTORY, setDirectory } from '../directory-fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/Downloads',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

/** A directory wallet that is not installed, picked from All Wallets. */
function showDownloads(wallet: typeof LISTINGS.rainbow): GangwayParameters {
  return {
    options: STORY_DIRECTORY,
    setup: (core) => {
      setDirectory(core, {})
      void core.open({ view: 'AllWallets' })
      core.store.router.push('Downloads', { wallet: fromDirectoryListing(wallet) })
    },
  }
}

export const WithLinks: Story = {
  parameters: { gangway: showDownloads(LISTINGS.rainbow) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const link = await modal.findByRole('link', { name: 'Open Rainbow web app' })
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

/** Every link of this wallet was unsafe (javascript:), so none is offered. */
export const NoSafeLink: Story = {
  parameters: {
    gangway: showDownloads({
      ...LISTINGS.evil,
      mobile_link: 'javascript:alert(1)',
      desktop_link: 'javascript:alert(1)',
      webapp_link: 'javascript:alert(1)',
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('No safe link to open Evil Link Wallet.')).toBeInTheDocument()
    await expect(modal.queryByRole('link')).toBeNull()
  },
}

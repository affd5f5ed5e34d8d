import { DIRECTORY_ERROR_MESSAGE } from '@gangway/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent } from 'storybook/test'
import {
  generatedListings,
  LISTINGS,
  STORY_DIRECTORY,
  searchFrom,
  setDirectory,
} from '../directory-fixtures.js'
import { announceWallets, WALLETS } from '../fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Views/AllWallets',
  component: ModalHost,
  args: { view: 'AllWallets' },
  parameters: {
    gangway: {
      setup: (core) => announceWallets(core, [WALLETS.fox, WALLETS.rabbit, WALLETS.browser]),
    } satisfies GangwayParameters,
  },
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

/** No directory configured: the browser's wallets only. */
export const List: Story = {}

export const SearchWithNoResult: Story = {
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    // user-event types into document.activeElement, which is the shadow host: set the value directly.
    fireEvent.input(modal.getByRole('searchbox', { name: 'Search wallet' }), {
      target: { value: 'no such wallet' },
    })
    await expect(await modal.findByText('No wallet found')).toBeInTheDocument()
  },
}

const directoryWallets = [...Object.values(LISTINGS), ...generatedListings(4994)]

/** The browser's wallets, then 5,000 directory wallets: only the rows in view are mounted. */
export const WithDirectory: Story = {
  parameters: {
    gangway: {
      options: STORY_DIRECTORY,
      setup: (core) => {
        announceWallets(core)
        setDirectory(core, { wallets: directoryWallets, count: directoryWallets.length, page: 125 })
      },
    } satisfies GangwayParameters,
  },
}

export const DirectoryLoading: Story = {
  parameters: {
    gangway: {
      options: STORY_DIRECTORY,
      setup: (core) => {
        announceWallets(core)
        setDirectory(core, { loading: true })
      },
    } satisfies GangwayParameters,
  },
}

/** The services are down: a clear message, a way to try again, and the browser's wallets still work. */
export const ServicesDown: Story = {
  parameters: {
    gangway: {
      options: STORY_DIRECTORY,
      setup: (core) => {
        announceWallets(core)
        setDirectory(core, { error: DIRECTORY_ERROR_MESSAGE })
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(modal.getByText(DIRECTORY_ERROR_MESSAGE)).toBeInTheDocument()
    await expect(modal.getByRole('button', { name: 'Fox Wallet Installed' })).toBeInTheDocument()
  },
}

export const SearchResults: Story = {
  parameters: {
    gangway: {
      options: STORY_DIRECTORY,
      setup: (core) => {
        announceWallets(core)
        setDirectory(core, { wallets: directoryWallets.slice(0, 40), count: 40, page: 1 })
        searchFrom(core, directoryWallets)
      },
    } satisfies GangwayParameters,
  },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    fireEvent.input(modal.getByRole('searchbox', { name: 'Search wallet' }), {
      target: { value: 'harbor wallet 12' },
    })
    await expect(await modal.findByRole('button', { name: 'Harbor Wallet 12' })).toBeInTheDocument()
  },
}

export const SearchEmpty: Story = {
  parameters: SearchResults.parameters,
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    fireEvent.input(modal.getByRole('searchbox', { name: 'Search wallet' }), { target: { value: 'zzz' } })
    await expect(await modal.findByText('No wallet found')).toBeInTheDocument()
  },
}

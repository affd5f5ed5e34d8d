import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import {
  accountWith,
  elementsOutsideCard,
  DESCRIBED_NFT,
  FILLED_TOKENS,
  HOSTILE_MARKUP,
  LONG_NAME,
  LONG_NFTS,
  NFT_GRID,
  pushFromAccount,
  UINT256_MAX,
  watchServiceRequests,
} from '../account-fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import type { GangwayParameters } from '../with-gangway.js'

/** One NFT of the NFTs tab, opened from Account (so Back returns there); its data is the tab's, seeded fresh. */
const meta = {
  title: 'Views/NftDetail',
  component: ModalHost,
  beforeEach: watchServiceRequests,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

const NFTS = [...NFT_GRID, DESCRIBED_NFT, ...LONG_NFTS]

function detailOf(nftId: string): GangwayParameters {
  return accountWith({ tokens: FILLED_TOKENS, nfts: NFTS }, pushFromAccount('NftDetail', { nftId }))
}

/** The `<dd>` after the term `term`. */
function definition(container: HTMLElement, term: string) {
  const terms = [...container.querySelectorAll('dt')]
  return terms.find((element) => element.textContent === term)?.nextElementSibling ?? null
}

const first = NFT_GRID[0]!

export const Found: Story = {
  parameters: { gangway: detailOf(first.id) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByRole('heading', { name: first.name, level: 3 })).toBeInTheDocument()
    const dialog = modal.getByRole('dialog')
    await expect(definition(dialog, 'Collection')).toHaveTextContent('Gangway Pass')
    await expect(definition(dialog, 'Token ID')).toHaveTextContent('1')
    await expect(definition(dialog, 'Description')).toBeNull()
    await expect(modal.getByRole('button', { name: 'Back' })).toBeInTheDocument()
  },
}

/** A long description wraps; markup in it stays text. */
export const WithDescription: Story = {
  parameters: { gangway: detailOf(DESCRIBED_NFT.id) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await modal.findByRole('heading', { name: DESCRIBED_NFT.name, level: 3 })
    const dialog = modal.getByRole('dialog')
    const description = definition(dialog, 'Description')
    await expect(description).toHaveTextContent(HOSTILE_MARKUP)
    await expect(dialog.querySelector('img[src="x"]')).toBeNull()
    await expect(elementsOutsideCard(dialog)).toEqual([])
  },
}

/** An 80-character name and a 78-digit token id (the largest uint256) are cut, with the whole in a tooltip. */
export const LongNameAndTokenId: Story = {
  parameters: { gangway: detailOf(LONG_NFTS[1]!.id) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    const heading = await modal.findByRole('heading', { level: 3 })
    await expect(heading.textContent).toContain(LONG_NAME)
    const dialog = modal.getByRole('dialog')
    await expect(definition(dialog, 'Token ID')).toHaveTextContent(UINT256_MAX)
    await expect(elementsOutsideCard(dialog)).toEqual([])
  },
}

/** The id in the route is not among the account's NFTs (e.g. sent away since). */
export const Missing: Story = {
  parameters: { gangway: detailOf('eip155:1/erc721:0x000000000000000000000000000000000000dEaD/404') },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await expect(await modal.findByText('This NFT is no longer in the account.')).toBeInTheDocument()
  },
}

/** From Account: the NFTs tab, then a card. */
export const OpenedFromTheGrid: Story = {
  args: { view: 'Account' },
  parameters: { gangway: accountWith({ tokens: FILLED_TOKENS, nfts: NFT_GRID }) },
  play: async ({ canvasElement }) => {
    const modal = await modalCanvas(canvasElement)
    await userEvent.click(await modal.findByRole('tab', { name: 'NFTs' }, { timeout: 5000 }))
    const grid = within(modal.getByRole('list', { name: 'NFTs' }))
    await userEvent.click(grid.getByRole('button', { name: 'Gangway Pass #3' }))
    await expect(await modal.findByRole('heading', { name: 'Gangway Pass #3', level: 3 })).toBeInTheDocument()
  },
}

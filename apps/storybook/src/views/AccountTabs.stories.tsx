import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  accountWith,
  elementsOutsideCard,
  FILLED_TOKENS,
  FILLED_TOTAL,
  groupedActivity,
  HOSTILE_MARKUP,
  HOSTILE_NFTS,
  HOSTILE_TOKENS,
  hostileActivity,
  LONG_NAME,
  LONG_NFTS,
  manyTransactions,
  NFT_GRID,
  OTHER_CHAIN_SYMBOL,
  SPAM_NAME,
  serviceRequests,
  type ServiceRequestParameters,
  UNREAD,
  visibleSpamActivity,
  watchServiceRequests,
} from '../account-fixtures.js'
import { modalCanvas } from '../modal-canvas.js'
import { ModalHost } from '../ModalHost.js'
import type { GangwayParameters } from '../with-gangway.js'

/**
 * The Account view's tabs. Each story configures the blockchain services (a blocked port: any request fails at
 * once) and puts its data in the state, fresh and keyed to the account, so nothing is read. A part a story marks
 * `UNREAD` is asked for when its tab shows (Activity: with the view): that request fails (the error stories) or,
 * with `serviceRequests: 'hold'`, never answers (the loading stories).
 */
const meta = {
  title: 'Views/Account/Tabs',
  component: ModalHost,
  args: { view: 'Account' },
  beforeEach: watchServiceRequests,
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>
type Parameters = { gangway: GangwayParameters } & ServiceRequestParameters

/** The tabs are a lazy part of Account: allow for their chunk to arrive. */
const LAZY = { timeout: 5000 }

type TabName = 'Tokens' | 'NFTs' | 'Activity'

/** Clicks the tab `name` and gives queries inside the modal and inside its panel. */
async function openTab(canvasElement: HTMLElement, name: TabName) {
  const modal = await modalCanvas(canvasElement)
  const tab = await modal.findByRole('tab', { name }, LAZY)
  await userEvent.click(tab)
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  return { modal, panel: within(modal.getByRole('tabpanel', { name })) }
}

/**
 * The seeded state was fresh: the tabs read nothing (only the account's identity is asked for, on connecting),
 * so no 'Token Balance Unavailable' or 'Failed to fetch transactions' toast.
 */
async function expectNothingRead(modal: Awaited<ReturnType<typeof modalCanvas>>) {
  await expect(serviceRequests.filter((path) => !path.startsWith('/v1/identity/'))).toEqual([])
  await expect(modal.queryByText('Token Balance Unavailable')).toBeNull()
  await expect(modal.queryByText('Failed to fetch transactions')).toBeNull()
}

/**
 * The toast `message` shows, and the panel as `panel` expects, both read at one moment. (In development the
 * modal's StrictMode runs the tab's effect twice: two reads fail and the toast is hidden and shown again.)
 */
async function expectToastAndPanel(
  modal: Awaited<ReturnType<typeof modalCanvas>>,
  message: string,
  panel: () => void,
) {
  await waitFor(() => {
    expect(modal.getByText(message, { selector: '.gw-snackbar' })).toBeInTheDocument()
    panel()
  }, LAZY)
}

/** Long strings are cut: nothing in the card is pushed out sideways. */
async function expectNoHorizontalOverflow(modal: Awaited<ReturnType<typeof modalCanvas>>) {
  await expect(elementsOutsideCard(modal.getByRole('dialog'))).toEqual([])
}

/** Hostile strings stay text and unsafe image URLs never reach an `<img>`. */
async function expectNothingInjected(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector('[data-gangway-modal]')?.shadowRoot
  await expect(root).toBeTruthy()
  await expect(root?.querySelector('img[src="x"], script')).toBeNull()
  const sources = [...(root?.querySelectorAll('img') ?? [])].map((image) => image.getAttribute('src') ?? '')
  await expect(sources.filter((source) => !source.startsWith('data:image/'))).toEqual([])
}

// Tokens

export const TokensLoading: Story = {
  parameters: { gangway: accountWith({ tokens: UNREAD }), serviceRequests: 'hold' } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { panel } = await openTab(canvasElement, 'Tokens')
    await expect(await panel.findByText('Loading tokens')).toBeInTheDocument()
  },
}

export const TokensEmpty: Story = {
  parameters: { gangway: accountWith({ tokens: [] }) } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, panel } = await openTab(canvasElement, 'Tokens')
    await expect(panel.getByRole('status')).toHaveTextContent('No tokens on this network yet.')
    await expectNothingRead(modal)
  },
}

export const TokensFilled: Story = {
  parameters: { gangway: accountWith({ tokens: FILLED_TOKENS }) } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, panel } = await openTab(canvasElement, 'Tokens')
    const rows = within(panel.getByRole('list', { name: 'Tokens' })).getAllByRole('listitem')
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Ethereum1.234 ETH$3,702.00',
      'Gangway USD1000 GUSD$1,000.00',
      'Gangway Token250.5 GWT$105.21',
    ])
    await expect(panel.getByText(FILLED_TOTAL)).toBeInTheDocument()
    await expectNothingRead(modal)
  },
}

/** Markup as a name and symbol, an 80-character name, a 30-digit balance, right-to-left text, unsafe icons. */
export const TokensHostileStrings: Story = {
  parameters: { gangway: accountWith({ tokens: HOSTILE_TOKENS }) } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, panel } = await openTab(canvasElement, 'Tokens')
    await expect(panel.getByText(HOSTILE_MARKUP)).toBeInTheDocument()
    await expect(panel.getByText(`1 ${HOSTILE_MARKUP}`)).toBeInTheDocument()
    await expect(panel.getByText(LONG_NAME)).toHaveAttribute('title', LONG_NAME)
    await expect(panel.getByText('رمز جانجواي التجريبي')).toBeInTheDocument()
    await expectNothingInjected(canvasElement)
    await expectNoHorizontalOverflow(modal)
    await expectNothingRead(modal)
  },
}

/**
 * The balance read failed. A failure is not a state of its own: the service client answers it with no balances,
 * so the tab is left with status 'ready' and an empty list (the Empty story's text), and the toast
 * 'Token Balance Unavailable' says why. No request is made again for 30 s. Here the balances are left unread, so
 * the read really goes out and fails.
 */
export const TokensError: Story = {
  parameters: { gangway: accountWith({ tokens: UNREAD }) } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, panel } = await openTab(canvasElement, 'Tokens')
    await expectToastAndPanel(modal, 'Token Balance Unavailable', () =>
      expect(panel.getByRole('status')).toHaveTextContent('No tokens on this network yet.'),
    )
    await expect(serviceRequests.filter((path) => path.endsWith('/balance')).length).toBeGreaterThan(0)
  },
}

// NFTs

export const NftsLoading: Story = {
  parameters: {
    gangway: accountWith({ tokens: FILLED_TOKENS, nfts: UNREAD }),
    serviceRequests: 'hold',
  } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { panel } = await openTab(canvasElement, 'NFTs')
    await expect(await panel.findByText('Loading NFTs')).toBeInTheDocument()
  },
}

export const NftsEmpty: Story = {
  parameters: { gangway: accountWith({ tokens: FILLED_TOKENS, nfts: [] }) } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, panel } = await openTab(canvasElement, 'NFTs')
    await expect(panel.getByRole('status')).toHaveTextContent('No NFTs on this network yet.')
    await expectNothingRead(modal)
  },
}

export const NftsGrid: Story = {
  parameters: { gangway: accountWith({ tokens: FILLED_TOKENS, nfts: NFT_GRID }) } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, panel } = await openTab(canvasElement, 'NFTs')
    const cards = within(panel.getByRole('list', { name: 'NFTs' })).getAllByRole('button')
    await expect(cards.map((card) => card.textContent)).toEqual(NFT_GRID.map((item) => item.name))
    await expect(serviceRequests.filter((path) => path.endsWith('/nfts'))).toEqual([])
    await expectNothingRead(modal)
  },
}

/** The NFT read failed: the tab says so and offers to try again. Here the read really goes out and fails. */
export const NftsError: Story = {
  parameters: { gangway: accountWith({ tokens: FILLED_TOKENS, nfts: UNREAD }) } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { panel } = await openTab(canvasElement, 'NFTs')
    await expect(await panel.findByText("Couldn't load your NFTs.", {}, LAZY)).toBeInTheDocument()
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

/** 80-character names and collection, a 78-digit token id, right-to-left text. */
export const NftsLongNames: Story = {
  parameters: { gangway: accountWith({ tokens: FILLED_TOKENS, nfts: LONG_NFTS }) } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, panel } = await openTab(canvasElement, 'NFTs')
    await expect(panel.getByRole('button', { name: LONG_NAME })).toHaveAttribute('title', LONG_NAME)
    await expectNoHorizontalOverflow(modal)
  },
}

/**
 * Markup as a name and collection; images at `javascript:` and plain-http URLs (which the response schema would
 * already have dropped) and none at all: each shows the placeholder.
 */
export const NftsHostile: Story = {
  parameters: { gangway: accountWith({ tokens: FILLED_TOKENS, nfts: HOSTILE_NFTS }) } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { panel } = await openTab(canvasElement, 'NFTs')
    await expect(panel.getByRole('button', { name: HOSTILE_MARKUP })).toBeInTheDocument()
    for (const name of ['Script image', 'Plain-http image', 'No image']) {
      const card = panel.getByRole('button', { name })
      await expect(card.querySelector('img')).toBeNull()
      await expect(card.querySelector('[data-gw-placeholder]')).not.toBeNull()
    }
    await expectNothingInjected(canvasElement)
  },
}

// Activity

export const ActivityLoading: Story = {
  parameters: {
    gangway: accountWith({ tokens: FILLED_TOKENS, activity: UNREAD }),
    serviceRequests: 'hold',
  } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { panel } = await openTab(canvasElement, 'Activity')
    await expect(await panel.findByText('Loading activity')).toBeInTheDocument()
  },
}

export const ActivityEmpty: Story = {
  parameters: { gangway: accountWith({ tokens: FILLED_TOKENS, activity: [] }) } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, panel } = await openTab(canvasElement, 'Activity')
    await expect(panel.getByRole('status')).toHaveTextContent('No activity on this network yet.')
    await expectNothingRead(modal)
  },
}

/** The virtual list's scroll box (the list's parent). */
function scroller(list: HTMLElement): HTMLElement {
  const box = list.parentElement
  if (!box) throw new Error('The activity list has no scroll box')
  return box
}

const grouped = groupedActivity()
const yearOf = (transaction: (typeof grouped)[number]) =>
  String(new Date(transaction.metadata.minedAt).getFullYear())

/**
 * Ten transactions over at least two years and several months, newest first: a pending send, a receive, a failed
 * send, an approval, a mint, a swap and a receive of two transfers ("and 1 more").
 */
export const ActivityGrouped: Story = {
  parameters: { gangway: accountWith({ tokens: FILLED_TOKENS, activity: grouped }) } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, panel } = await openTab(canvasElement, 'Activity')
    const list = panel.getByRole('list', { name: 'Activity' })
    const rows = within(list)
    await expect(rows.getAllByRole('listitem')[0]).toHaveTextContent(yearOf(grouped[0]!))
    await expect(rows.getByText('Pending')).toBeInTheDocument()
    await expect(rows.getByText('Failed')).toBeInTheDocument()
    await expect(rows.getByText('Approved')).toBeInTheDocument()
    await expect(rows.getByText('Minted')).toBeInTheDocument()
    await expect(rows.getByText('+500 GUSD')).toBeInTheDocument()
    // The oldest rows are mounted once scrolled to.
    const box = scroller(list)
    box.scrollTop = box.scrollHeight
    await expect(await rows.findByText('Swapped')).toBeInTheDocument()
    await expect(rows.getByText('-100 GUSD and 1 more')).toBeInTheDocument()
    await expect(rows.getByText(yearOf(grouped.at(-1)!))).toBeInTheDocument()
    box.scrollTop = 0
    await expectNothingRead(modal)
  },
}

/**
 * The service's answer held two spam airdrops and a Polygon transaction: `visibleActivity` (as fetchActivity
 * applies it) leaves them out before anything reaches the state, so two transactions show.
 */
export const ActivitySpamHidden: Story = {
  parameters: {
    gangway: accountWith({ tokens: FILLED_TOKENS, activity: visibleSpamActivity() }),
  } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { panel } = await openTab(canvasElement, 'Activity')
    const rows = within(panel.getByRole('list', { name: 'Activity' }))
    await expect(rows.getByText('+25 GUSD')).toBeInTheDocument()
    await expect(rows.getByText('-0.1 ETH')).toBeInTheDocument()
    await expect(rows.queryByText(SPAM_NAME)).toBeNull()
    await expect(rows.queryByText(/FREE MINT/)).toBeNull()
    await expect(rows.queryByText(new RegExp(OTHER_CHAIN_SYMBOL))).toBeNull()
  },
}

/**
 * The history read failed: the tab says 'Failed to fetch transactions' with Try again, and so does a toast. Here
 * the read really goes out and fails.
 */
export const ActivityError: Story = {
  parameters: { gangway: accountWith({ tokens: FILLED_TOKENS, activity: UNREAD }) } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, panel } = await openTab(canvasElement, 'Activity')
    await expectToastAndPanel(modal, 'Failed to fetch transactions', () => {
      expect(panel.getByText('Failed to fetch transactions')).toBeInTheDocument()
      expect(panel.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    })
  },
}

/** A thousand transactions: the virtual list mounts a screenful of rows, wherever it is scrolled to. */
export const ActivityThousandRows: Story = {
  parameters: {
    gangway: accountWith({ tokens: FILLED_TOKENS, activity: manyTransactions(1000) }),
  } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { panel } = await openTab(canvasElement, 'Activity')
    const list = panel.getByRole('list', { name: 'Activity' })
    const mounted = within(list).getAllByRole('listitem')
    await expect(mounted.length).toBeGreaterThan(3)
    await expect(mounted.length).toBeLessThan(40)
    const newestYear = mounted[0]?.textContent ?? ''
    const box = scroller(list)
    box.scrollTop = box.scrollHeight
    await waitFor(() => expect(within(list).queryByText(newestYear)).toBeNull())
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(40)
    box.scrollTop = 0
  },
}

/** More pages to come: scrolled near the end, the next page is asked for (held here, so it stays loading). */
export const ActivityLoadingMore: Story = {
  parameters: {
    gangway: accountWith({ tokens: FILLED_TOKENS, activity: grouped.slice(0, 3), activityNext: 'page-2' }),
    serviceRequests: 'hold',
  } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { panel } = await openTab(canvasElement, 'Activity')
    await expect(await panel.findByText('Loading more activity...')).toBeInTheDocument()
  },
}

/**
 * Markup as a symbol and as the operation (shown as 'Transaction'), unsafe icons, an 80-character NFT name, a
 * 30-digit amount in a right-to-left symbol with two more transfers, and a date that cannot be read.
 */
export const ActivityHostileStrings: Story = {
  parameters: {
    gangway: accountWith({ tokens: FILLED_TOKENS, activity: hostileActivity() }),
  } satisfies Parameters,
  play: async ({ canvasElement }) => {
    const { modal, panel } = await openTab(canvasElement, 'Activity')
    const rows = within(panel.getByRole('list', { name: 'Activity' }))
    await expect(rows.getByText(`-1 ${HOSTILE_MARKUP}`)).toBeInTheDocument()
    await expect(rows.getByText('Transaction')).toBeInTheDocument()
    await expect(rows.getByText(LONG_NAME)).toHaveAttribute('title', LONG_NAME)
    await expectNothingInjected(canvasElement)
    await expectNoHorizontalOverflow(modal)
    const box = scroller(panel.getByRole('list', { name: 'Activity' }))
    box.scrollTop = box.scrollHeight
    await expect(await rows.findByText('Date unknown')).toBeInTheDocument()
    box.scrollTop = 0
  },
}

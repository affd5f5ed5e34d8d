import { accountData, accountKey, type Transaction } from '@gangway/core/account'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { ADDRESS, connectAccount, createTestCore, renderWithCore, update } from '../../../test-utils.js'
import { AccountTabs, tabsFor } from './AccountTabs.js'
import { activityRows } from './activity-rows.js'

const token = (symbol: string, numeric: string, value: number, name = `${symbol} Token`) => ({
  name,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${symbol.padEnd(40, '0').slice(0, 40)}`,
  value,
  price: value / Number(numeric),
  quantity: { decimals: '6', numeric },
  iconUrl: '',
})

const transaction = (id: string, minedAt: string, operationType = 'send'): Transaction => ({
  id,
  metadata: {
    operationType,
    minedAt,
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
    chain: 'eip155:1',
  },
  transfers: [
    {
      fungible_info: { name: 'Gangway USD', symbol: 'GUSD', icon: null },
      nft_info: null,
      direction: operationType === 'receive' ? 'in' : 'out',
      quantity: { numeric: '1.5' },
    },
  ],
})

function setup() {
  // No services: the tabs show what the state holds (as in Storybook) and fetch nothing.
  const core = createTestCore()
  connectAccount(core)
  return core
}

describe('AccountTabs', () => {
  it('SPEC §5: NFTs and Activity for eip155, Tokens only for solana, none elsewhere', () => {
    expect(tabsFor('eip155', true)).toEqual(['tokens', 'nfts', 'activity'])
    expect(tabsFor('eip155', false)).toEqual(['tokens', 'nfts'])
    expect(tabsFor('solana', true)).toEqual(['tokens'])
    expect(tabsFor('bip122', true)).toEqual([])
  })

  it('lists tokens with their balances and USD values, and the total', () => {
    const core = setup()
    Object.assign(accountData(core).tokens, {
      status: 'ready',
      balances: [token('GUSD', '1000', 1000), token('GEUR', '25.5', 27.54)],
    })
    renderWithCore(<AccountTabs namespace="eip155" />, core)
    const list = screen.getByRole('list', { name: 'Tokens' })
    expect(within(list).getByText('1000 GUSD')).toBeTruthy()
    expect(within(list).getByText('$1,000.00')).toBeTruthy()
    expect(within(list).getByText('$27.54')).toBeTruthy()
    expect(screen.getByText('$1,027.54')).toBeTruthy()
  })

  it("writes balances in the instance's locale, truncated, and follows setLocale", async () => {
    const core = setup()
    core.store.options.updateOptions({ locale: 'de' })
    Object.assign(accountData(core).tokens, {
      status: 'ready',
      balances: [token('GUSD', '1234.56789', 1234.56)],
    })
    renderWithCore(<AccountTabs namespace="eip155" />, core)
    // The default normalizer would turn French's narrow no-break space into a plain one.
    const exact = { normalizer: (text: string) => text }
    expect(screen.getByText('1.234,567 GUSD', exact)).toBeTruthy()
    core.store.options.updateOptions({ locale: 'fr' })
    expect(await screen.findByText('1\u202f234,567 GUSD', exact)).toBeTruthy()
  })

  it('writes a hostile token name as text', () => {
    const core = setup()
    const hostile = '<img src=x onerror=alert(1)>'
    Object.assign(accountData(core).tokens, { status: 'ready', balances: [token('BAD', '1', 1, hostile)] })
    const { container } = renderWithCore(<AccountTabs namespace="eip155" />, core)
    expect(screen.getByText(hostile)).toBeTruthy()
    expect(container.querySelector('img[src="x"]')).toBeNull()
  })

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup()
    const core = setup()
    renderWithCore(<AccountTabs namespace="eip155" />, core)
    const tokens = screen.getByRole('tab', { name: 'Tokens' })
    expect(tokens.getAttribute('aria-selected')).toBe('true')
    tokens.focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'NFTs' }))
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'Tokens' })).toBeTruthy()
  })

  it('SPEC §2: Activity is grouped by year, then month, newest first', async () => {
    const user = userEvent.setup()
    const core = setup()
    Object.assign(accountData(core).activity, {
      status: 'ready',
      next: null,
      transactions: [
        transaction('a', '2025-12-30T10:00:00Z'),
        transaction('b', '2026-11-20T10:00:00Z', 'receive'),
        transaction('c', '2026-10-01T10:00:00Z'),
      ],
    })
    renderWithCore(<AccountTabs namespace="eip155" />, core)
    await user.click(screen.getByRole('tab', { name: 'Activity' }))
    const rows = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent?.replace(/\d+ (sec|min|hr|d|mo|yr)$/u, ''))).toEqual([
      '2026',
      'November',
      'Received+1.5 GUSD',
      'October',
      'Sent-1.5 GUSD',
      '2025',
      'December',
      'Sent-1.5 GUSD',
    ])
  })

  it('each Activity row tells its place among all the rows, headings included', async () => {
    const user = userEvent.setup()
    const core = setup()
    const transactions = [transaction('a', '2026-11-20T10:00:00Z'), transaction('b', '2026-10-01T10:00:00Z')]
    Object.assign(accountData(core).activity, { status: 'ready', next: null, transactions })
    renderWithCore(<AccountTabs namespace="eip155" />, core)
    await user.click(screen.getByRole('tab', { name: 'Activity' }))
    const rows = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')
    expect(rows.map((row) => [row.getAttribute('aria-posinset'), row.getAttribute('aria-setsize')])).toEqual([
      ['1', '5'],
      ['2', '5'],
      ['3', '5'],
      ['4', '5'],
      ['5', '5'],
    ])
  })

  it('a trade shows both sides; other transactions with several transfers say how many more', async () => {
    const user = userEvent.setup()
    const core = setup()
    const gwt = {
      fungible_info: { name: 'Gangway Token', symbol: 'GWT', icon: null },
      nft_info: null,
      direction: 'in' as const,
      quantity: { numeric: '9.97' },
    }
    const swap = transaction('swap', '2026-11-20T10:00:00Z', 'trade')
    const batch = transaction('batch', '2026-11-19T10:00:00Z', 'execute')
    Object.assign(accountData(core).activity, {
      status: 'ready',
      next: null,
      transactions: [
        { ...swap, transfers: [...swap.transfers, gwt] },
        { ...batch, transfers: [...batch.transfers, gwt, gwt] },
      ],
    })
    renderWithCore(<AccountTabs namespace="eip155" />, core)
    await user.click(screen.getByRole('tab', { name: 'Activity' }))
    const rows = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')
    expect(rows.slice(2).map((row) => row.textContent?.replace(/\d+ (sec|min|hr|d|mo|yr)$/u, ''))).toEqual([
      'Swapped-1.5 GUSD → +9.97 GWT',
      'Transaction-1.5 GUSD and 2 more',
    ])
  })

  it('mounts a screenful of rows, however many transactions are loaded', async () => {
    const user = userEvent.setup()
    const core = setup()
    const many = Array.from({ length: 1000 }, (_, index) =>
      transaction(`t${index}`, new Date(Date.UTC(2026, 10, 20) - index * 3_600_000).toISOString()),
    )
    Object.assign(accountData(core).activity, { status: 'ready', next: null, transactions: many })
    renderWithCore(<AccountTabs namespace="eip155" />, core)
    await user.click(screen.getByRole('tab', { name: 'Activity' }))
    const mounted = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')
    expect(mounted.length).toBeGreaterThan(3)
    expect(mounted.length).toBeLessThanOrEqual(20)
    expect(activityRows(many).length).toBeGreaterThan(1000)
  })

  it('reads the next page when the visitor scrolls near the end of the loaded rows', async () => {
    // The services never answer: the next page stays on its way, and the tab says so.
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    const user = userEvent.setup()
    const core = createTestCore({ services: { blockchainApiUrl: 'https://services.gangway.test' } })
    connectAccount(core)
    const transactions = Array.from({ length: 100 }, (_, index) =>
      transaction(`t${index}`, new Date(Date.UTC(2026, 10, 20) - index * 60_000).toISOString()),
    )
    Object.assign(accountData(core).activity, {
      key: accountKey('eip155', ADDRESS, 'eip155:1'),
      loadedAt: Date.now(),
      status: 'ready',
      next: 'page-2',
      transactions,
    })
    renderWithCore(<AccountTabs namespace="eip155" />, core)
    await user.click(screen.getByRole('tab', { name: 'Activity' }))
    const list = screen.getByRole('list', { name: 'Activity' })
    expect(screen.queryByText('Loading more activity...')).toBeNull()

    const scroller = list.parentElement as HTMLElement
    await update(() => {
      scroller.scrollTop = 64 * 95
      fireEvent.scroll(scroller)
    })
    expect(await screen.findByText('Loading more activity...')).toBeTruthy()
  })

  it("shows 'Failed to fetch transactions' with a way to try again", async () => {
    const user = userEvent.setup()
    const core = setup()
    Object.assign(accountData(core).activity, { status: 'error', transactions: [], next: null })
    renderWithCore(<AccountTabs namespace="eip155" />, core)
    await user.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.getByText('Failed to fetch transactions')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('shows NFTs as a grid; a card opens its detail', async () => {
    const user = userEvent.setup()
    const core = setup()
    Object.assign(accountData(core).nfts, {
      status: 'ready',
      items: [
        {
          id: 'eip155:1/erc721:0xc/1',
          chainId: 'eip155:1',
          contract: '0xc',
          tokenId: '1',
          name: 'Gangway Pass #1',
          image: null,
          collection: { name: 'Gangway Pass' },
          flags: { is_spam: false },
        },
      ],
    })
    renderWithCore(<AccountTabs namespace="eip155" />, core)
    await user.click(screen.getByRole('tab', { name: 'NFTs' }))
    await user.click(screen.getByRole('button', { name: 'Gangway Pass #1' }))
    act(() => undefined)
    expect(core.store.router.state.view).toBe('NftDetail')
    expect(core.store.router.state.data).toMatchObject({ nftId: 'eip155:1/erc721:0xc/1' })
  })
})

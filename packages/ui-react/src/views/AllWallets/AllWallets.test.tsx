import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { WALLET_ROW_HEIGHT } from '../../components/VirtualWalletList.js'
import {
  announcedWallet,
  createDirectoryCore,
  createTestCore,
  renderWithCore,
  update,
  walletListing,
} from '../../test-utils.js'
import { AllWallets } from './AllWallets.js'

async function renderWithWallets() {
  const core = createTestCore()
  renderWithCore(<AllWallets />, core)
  await update(() =>
    core.store.connectors.setConnectors('eip155', [
      announcedWallet(),
      announcedWallet({ id: 'io.rabby', name: 'Rabby Wallet', info: { rdns: 'io.rabby' } }),
    ]),
  )
  return core
}

describe('AllWallets', () => {
  it('lists every wallet by name with its Installed tag', async () => {
    await renderWithWallets()
    expect(screen.getByRole('button', { name: 'MetaMask Installed' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Rabby Wallet Installed' })).toBeTruthy()
  })

  it('filters by name as the visitor types in the labelled search field', async () => {
    const user = userEvent.setup()
    await renderWithWallets()
    await user.type(screen.getByRole('searchbox', { name: 'Search wallet' }), 'rab')
    expect(screen.getByRole('button', { name: /^Rabby Wallet/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^MetaMask/ })).toBeNull()
  })

  it("says 'No wallet found' when nothing matches", async () => {
    const user = userEvent.setup()
    await renderWithWallets()
    await user.type(screen.getByRole('searchbox', { name: 'Search wallet' }), 'nothing like this')
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    expect(screen.getByText('No wallet found')).toBeTruthy()
  })

  it('marks the recently used wallet', async () => {
    const core = createTestCore()
    core.store.storage.addRecentWallet({ id: 'io.metamask', name: 'MetaMask' })
    renderWithCore(<AllWallets />, core)
    await update(() => core.store.connectors.setConnectors('eip155', [announcedWallet()]))
    expect(screen.getByRole('button', { name: 'MetaMask Installed Recent' })).toBeTruthy()
  })

  it('connects the wallet picked from the list', async () => {
    const user = userEvent.setup()
    const core = await renderWithWallets()
    const connect = vi.spyOn(core, 'connect').mockResolvedValue()
    await user.click(screen.getByRole('button', { name: /^Rabby Wallet/ }))
    expect(connect).toHaveBeenCalledWith(expect.objectContaining({ id: 'io.rabby' }))
    expect(core.store.router.state.view).toBe('ConnectingExternal')
  })
})

/** Nothing listens on port 1: the services are down. */
const SERVICES_DOWN_URL = 'http://127.0.0.1:1'
const DIRECTORY_UNAVAILABLE = "Couldn't load the wallet directory. Installed wallets still work."

const rainbow = walletListing('rainbow-id', 'Rainbow', {
  rdns: 'me.rainbow',
  mobile_link: 'rainbow://',
  homepage: 'https://rainbow.me/',
})
const manyWallets = (count: number) =>
  Array.from({ length: count }, (_, index) => walletListing(`generated-${index}`, `Harbor Wallet ${index}`))

/**
 * happy-dom lays nothing out and its ResizeObserver never reports, so a virtual list cannot learn how tall its
 * view is. This one reports the list's scrolling box at the modal's size, soon after it is observed, as a
 * browser does; nothing else is reported.
 */
function layOutTheList() {
  class ListResizeObserver {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      if (!target.classList.contains('gw-virtual-scroll')) return
      const entry = { target, contentRect: { width: 336, height: 420 } } as unknown as ResizeObserverEntry
      setTimeout(() => act(() => this.report([entry], this as unknown as ResizeObserver)))
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', ListResizeObserver)
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
}

describe('AllWallets with the directory', () => {
  it('lists the browser wallets first, then the directory, each with its directory image', async () => {
    const core = createDirectoryCore([rainbow, walletListing('zerion', 'Zerion')])
    renderWithCore(<AllWallets />, core)
    await update(() => core.store.connectors.setConnectors('eip155', [announcedWallet()]))
    const names = screen.getAllByRole('listitem').map((item) => within(item).getByRole('button').textContent)
    expect(names).toEqual(['MetaMask Installed', 'Rainbow', 'Zerion'])
    const image = screen.getByRole('button', { name: 'Rainbow' }).querySelector('img')
    expect(image?.getAttribute('src')).toMatch(/\/getWalletImage\/rainbow-id-image\?/)
    expect(image?.getAttribute('loading')).toBe('lazy')
  })

  it('opening it with 5,000 wallets keeps the mounted rows bounded, also after scrolling far', async () => {
    layOutTheList()
    const core = createDirectoryCore(manyWallets(5000))
    renderWithCore(<AllWallets />, core)
    const list = screen.getByRole('list', { name: 'Wallets' })
    const rows = () => within(list).getAllByRole('listitem')
    expect(rows().length).toBeGreaterThan(5)
    expect(rows().length).toBeLessThanOrEqual(40)
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('5000')

    const scroller = list.parentElement as HTMLElement
    await update(() => {
      scroller.scrollTop = WALLET_ROW_HEIGHT * 2500
      fireEvent.scroll(scroller)
    })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Harbor Wallet 2500' })).toBeTruthy())
    expect(rows().length).toBeLessThanOrEqual(40)
    expect(screen.queryByRole('button', { name: 'Harbor Wallet 0' })).toBeNull()
  })

  it('asks for the next page when the end of the loaded rows nears', async () => {
    const core = createDirectoryCore(manyWallets(40))
    Object.assign(core.store.directory.state, { count: 620, page: 1 })
    const fetchNextPage = vi.spyOn(core.store.directory, 'fetchNextPage').mockResolvedValue()
    renderWithCore(<AllWallets />, core)
    expect(fetchNextPage).not.toHaveBeenCalled()
    const scroller = screen.getByRole('list', { name: 'Wallets' }).parentElement as HTMLElement
    await update(() => {
      scroller.scrollTop = WALLET_ROW_HEIGHT * 35
      fireEvent.scroll(scroller)
    })
    await waitFor(() => expect(fetchNextPage).toHaveBeenCalled())
  })

  it('SPEC §9: the search waits for typing to pause, says it is searching, then shows the results', async () => {
    const user = userEvent.setup()
    const core = createDirectoryCore(manyWallets(40))
    const { directory } = core.store
    const search = vi.spyOn(directory, 'search').mockImplementation(async (query) => {
      directory.state.search = { query, results: [], loading: true }
      await new Promise((resolve) => setTimeout(resolve, 50))
      directory.state.search = { query, results: query ? [rainbow] : [], loading: false }
    })
    renderWithCore(<AllWallets />, core)
    await user.type(screen.getByRole('searchbox', { name: 'Search wallet' }), 'rain')
    expect(screen.getByRole('status').textContent).toBe('Searching wallets...')
    expect(screen.queryByText('No wallet found')).toBeNull()
    expect(await screen.findByRole('button', { name: 'Rainbow' })).toBeTruthy()
    expect(search.mock.calls.map(([query]) => query)).toEqual(['', 'rain'])
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.queryByRole('button', { name: 'Harbor Wallet 1' })).toBeNull()
  })

  it("says 'No wallet found' when the directory finds nothing either", async () => {
    const user = userEvent.setup()
    const core = createDirectoryCore([rainbow])
    vi.spyOn(core.store.directory, 'search').mockImplementation(async (query) => {
      core.store.directory.state.search = { query, results: [], loading: false }
    })
    renderWithCore(<AllWallets />, core)
    await user.type(screen.getByRole('searchbox', { name: 'Search wallet' }), 'nothing like this')
    expect(await screen.findByText('No wallet found')).toBeTruthy()
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
  })

  it('SPEC §5: an excluded wallet is never shown, whatever the directory sent', async () => {
    const core = createDirectoryCore([rainbow, walletListing('zerion', 'Zerion')], {
      excludeWalletIds: ['me.rainbow', 'io.metamask'],
    })
    Object.assign(core.store.directory.state, { featured: [rainbow], recommended: [rainbow] })
    renderWithCore(<AllWallets />, core)
    await update(() => core.store.connectors.setConnectors('eip155', [announcedWallet()]))
    expect(screen.queryByRole('button', { name: 'Rainbow' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^MetaMask/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Zerion' })).toBeTruthy()
  })

  it('lists an installed wallet once, not again from the directory (same rdns)', async () => {
    const core = createDirectoryCore([walletListing('c57ca95b', 'MetaMask', { rdns: 'io.metamask' })])
    renderWithCore(<AllWallets />, core)
    await update(() => core.store.connectors.setConnectors('eip155', [announcedWallet()]))
    expect(screen.getAllByRole('button', { name: /^MetaMask/ })).toHaveLength(1)
  })

  it('renders remote names as text: markup stays text, a long name keeps its full accessible name', () => {
    const longName = `Long Name Wallet that goes on and on ${'and on '.repeat(13)}`.trim()
    const core = createDirectoryCore([
      walletListing('markup', 'Markup <img src=x onerror=alert(1)> Wallet'),
      walletListing('long', longName),
    ])
    renderWithCore(<AllWallets />, core)
    const markup = screen.getByRole('button', { name: 'Markup <img src=x onerror=alert(1)> Wallet' })
    expect(markup.querySelectorAll('img[src="x"]')).toHaveLength(0)
    const long = screen.getByRole('button', { name: longName })
    expect(long.querySelector('.gw-item-name')?.getAttribute('title')).toBe(longName)
  })

  it('picking a directory wallet that is not installed opens Downloads with that wallet', async () => {
    const user = userEvent.setup()
    const core = createDirectoryCore([rainbow])
    renderWithCore(<AllWallets />, core)
    await user.click(screen.getByRole('button', { name: 'Rainbow' }))
    expect(core.store.router.state.view).toBe('Downloads')
    expect(core.store.router.state.data?.wallet).toMatchObject({ id: 'rainbow-id', name: 'Rainbow' })
  })

  it('with the services down: a clear message, a way to try again, and the installed wallets', async () => {
    // What fetch does when nothing answers (core's own tests use a real closed port; happy-dom's fetch
    // would log every refused connection).
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')))
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    const core = createTestCore({ services: { apiUrl: SERVICES_DOWN_URL } })
    renderWithCore(<AllWallets />, core)
    await update(() => core.store.connectors.setConnectors('eip155', [announcedWallet()]))
    const status = screen.getByRole('status')
    await waitFor(() => expect(status.textContent).toBe(DIRECTORY_UNAVAILABLE), { timeout: 3000 })
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'MetaMask Installed' })).toBeTruthy()
  })

  it('without a configured directory, says that only the browser wallets are listed', () => {
    renderWithCore(<AllWallets />, createTestCore())
    expect(screen.getByRole('status').textContent).toBe(
      'Only the wallets installed in this browser are listed.',
    )
  })
})

import { WALLET_LIST } from '@gangway/common'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createStore } from '../create-store.js'
import { type RunningServices, startServices } from '@gangway/services'
import { servicesDownUrl, servicesTestHooks, WALLET_IDS } from '../test/directory-services.js'
import { createMapStorage, testNetworks } from '../test/fixtures.js'
import type { AppKitOptions } from '../options.js'
import { DIRECTORY_ERROR_MESSAGE } from './directory-actions.js'

let running: RunningServices
let services: RunningServices & ReturnType<typeof servicesTestHooks>
beforeAll(async () => {
  running = await startServices({ port: 0, mode: 'test', log: () => {} })
  services = { ...running, ...servicesTestHooks(running.url) }
})
afterAll(() => running.stop())
beforeEach(() => services.reset())

function setup(options: Partial<AppKitOptions> = {}, pageOrigin?: string) {
  const store = createStore(
    {
      projectId: 'test-project',
      networks: [testNetworks.mainnet, testNetworks.polygon],
      services: { apiUrl: services.url },
      ...options,
    },
    { storage: createMapStorage(), pageOrigin: () => pageOrigin, hasAdapter: () => true },
  )
  return { store, directory: store.directory }
}

const names = (wallets: readonly { name: string }[]) => wallets.map((wallet) => wallet.name)

describe('directory: prefetch', () => {
  it('SPEC §9: loads the first page of 40, the featured wallets in the host order, and 4 recommended', async () => {
    const { directory } = setup({ featuredWalletIds: [WALLET_IDS.rainbow, WALLET_IDS.metamask] })
    await directory.prefetch()
    expect(directory.state).toMatchObject({ prefetched: true, page: 1, loading: false })
    expect(directory.state.error).toBeUndefined()
    expect(directory.state.wallets).toHaveLength(WALLET_LIST.pageSize)
    expect(directory.state.count).toBeGreaterThan(WALLET_LIST.pageSize)
    expect(names(directory.state.featured)).toEqual(['Rainbow', 'MetaMask'])
    expect(directory.state.recommended).toHaveLength(WALLET_LIST.recommendedCount)
    expect(directory.state.recommended.map((wallet) => wallet.id)).not.toContain(WALLET_IDS.rainbow)
  })

  it('asks for wallets of the configured networks, with the project id and sdk query', async () => {
    const { directory } = setup()
    await directory.prefetch()
    const [request] = await services.requests('/getWallets')
    expect(request?.query).toMatchObject({
      projectId: 'test-project',
      st: 'appkit',
      page: '1',
      entries: '40',
      chains: 'eip155:1,eip155:137',
    })
  })

  it('fetches each part at most once per instance, however often the modal opens', async () => {
    const { store, directory } = setup({ featuredWalletIds: [WALLET_IDS.rainbow] })
    await store.modal.open()
    await directory.prefetch()
    store.modal.close()
    await store.modal.open()
    await directory.prefetch()
    expect(await services.requests('/getWallets')).toHaveLength(3)
  })

  it('ARCHITECTURE Principle 5: opening the modal starts the prefetch', async () => {
    const { store, directory } = setup()
    expect(directory.state.prefetched).toBe(false)
    await store.modal.open()
    // The requests' code arrives first (it is not in the page's first download), then the first page.
    await expect.poll(() => directory.state.prefetched).toBe(true)
    await expect.poll(() => directory.state.page).toBe(1)
  })

  it('without services.apiUrl the directory is hidden: nothing is fetched and nothing fails', async () => {
    const { store, directory } = setup({ services: {} })
    await store.modal.open()
    await directory.prefetch()
    await directory.fetchNextPage()
    await directory.search('rain')
    expect(directory.state).toMatchObject({ prefetched: false, wallets: [] })
    expect(directory.state.error).toBeUndefined()
    expect(directory.getWalletImageUrl('x')).toBeUndefined()
  })
})

describe('directory: pages', () => {
  it('SPEC §9: loads further pages of 40 until the count is reached', async () => {
    const { directory } = setup()
    await directory.prefetch()
    await directory.fetchNextPage()
    expect(directory.state.page).toBe(2)
    expect(directory.state.wallets).toHaveLength(2 * WALLET_LIST.pageSize)
    expect(new Set(directory.state.wallets.map((wallet) => wallet.id)).size).toBe(2 * WALLET_LIST.pageSize)
    const [, second] = await services
      .requests('/getWallets')
      .then((requests) => requests.filter((request) => request.query.entries === '40'))
    expect(second?.query.page).toBe('2')
  })

  it('includeWalletIds restricts the list, and no page is asked for past the count', async () => {
    const { directory } = setup({ includeWalletIds: [WALLET_IDS.metamask, WALLET_IDS.trust] })
    await directory.prefetch()
    expect(names(directory.state.wallets).sort()).toEqual(['MetaMask', 'Trust Wallet'])
    expect(directory.state.count).toBe(2)
    await directory.fetchNextPage()
    expect(directory.state.page).toBe(1)
  })

  it('gives the directory image of a wallet', () => {
    const { directory } = setup()
    expect(directory.getWalletImageUrl('abc')).toMatch(new RegExp(`^${services.url}/getWalletImage/abc\\?`))
  })
})

describe('directory: search', () => {
  it('SPEC §9: search returns up to 100 and waits at least 300 ms', async () => {
    const { directory } = setup()
    const started = performance.now()
    const searching = directory.search('wallet')
    await expect
      .poll(() => directory.state.search)
      .toMatchObject({ query: 'wallet', loading: true, results: [] })
    await searching
    expect(performance.now() - started).toBeGreaterThanOrEqual(WALLET_LIST.searchMinWait - 1)
    expect(directory.state.search.loading).toBe(false)
    expect(directory.state.search.results).toHaveLength(WALLET_LIST.searchResults)
    const [request] = await services.requests('/getWallets')
    expect(request?.query).toMatchObject({ search: 'wallet', entries: '100', page: '1' })
  })

  it('finds wallets by name and reports SEARCH_WALLET', async () => {
    const { store, directory } = setup()
    const sent: unknown[] = []
    store.events.subscribe((event) => sent.push(event.data))
    await directory.search('  rain ')
    expect(names(directory.state.search.results)).toEqual(['Rainbow'])
    expect(sent).toContainEqual({ type: 'track', event: 'SEARCH_WALLET', properties: { search: 'rain' } })
  })

  it('a newer search supersedes an older one, whose slower request is dropped', async () => {
    const { directory } = setup()
    await services.fault({ route: '/getWallets', delayMs: 400, times: 1 })
    const older = directory.search('rain')
    const newer = directory.search('metamask')
    await Promise.all([older, newer])
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(directory.state.search.query).toBe('metamask')
    expect(names(directory.state.search.results)).toEqual(['MetaMask'])
  })

  it('an empty query clears the results at once', async () => {
    const { directory } = setup()
    await directory.search('rain')
    await directory.search('   ')
    expect(directory.state.search).toEqual({ query: '', results: [], loading: false })
  })
})

describe('directory: findWallets (a wallet button for a wallet the page does not have)', () => {
  it('finds a wallet by name or by directory id, and leaves the lists alone', async () => {
    const { directory } = setup()
    expect(names(await directory.findWallets('rainbow'))).toEqual(['Rainbow'])
    const byId = await directory.findWallets(WALLET_IDS.metamask)
    expect(byId.map((wallet) => [wallet.id, wallet.name, wallet.source])).toEqual([
      [WALLET_IDS.metamask, 'MetaMask', 'directory'],
    ])
    expect(directory.state).toMatchObject({ prefetched: false, wallets: [], search: { query: '' } })
    const [byIdRequest] = (await services.requests('/getWallets')).slice(-1)
    expect(byIdRequest?.query).toMatchObject({ include: WALLET_IDS.metamask })
    expect(byIdRequest?.query.search).toBeUndefined()
  })

  it("SPEC §5: the host's lists hold: an excluded wallet, or one outside includeWalletIds, is not found", async () => {
    expect(await setup({ excludeWalletIds: ['me.rainbow'] }).directory.findWallets('rainbow')).toEqual([])
    expect(
      await setup({ excludeWalletIds: [WALLET_IDS.rainbow] }).directory.findWallets(WALLET_IDS.rainbow),
    ).toEqual([])
    const included = setup({ includeWalletIds: [WALLET_IDS.metamask] }).directory
    expect(await included.findWallets('rainbow')).toEqual([])
    expect(names(await included.findWallets('metamask'))).toEqual(['MetaMask'])
  })

  it("with a namespace, asks only for that namespace's configured networks; none configured finds none", async () => {
    const { directory } = setup()
    await directory.findWallets('rainbow', 'eip155')
    const [request] = await services.requests('/getWallets')
    expect(request?.query).toMatchObject({ search: 'rainbow', chains: 'eip155:1,eip155:137' })
    expect(await directory.findWallets('rainbow', 'solana')).toEqual([])
  })

  it('without a directory finds nothing and asks nothing; a failed request rejects', async () => {
    expect(await setup({ services: {} }).directory.findWallets('rainbow')).toEqual([])
    expect(await services.requests('/getWallets')).toEqual([])
    const down = setup({ services: { apiUrl: await servicesDownUrl() } }).directory
    await expect(down.findWallets('rainbow')).rejects.toThrow()
    expect(down.state.error).toBeUndefined()
  })
})

describe('directory: excluded wallets', () => {
  it('SPEC §5: excluded wallets never appear, matched by id, rdns or name ignoring case', async () => {
    const control = setup()
    await control.directory.prefetch()
    expect(names(control.directory.state.wallets)).toEqual(
      expect.arrayContaining(['Rainbow', 'MetaMask', 'Trust Wallet']),
    )

    const { directory } = setup({
      featuredWalletIds: [WALLET_IDS.rainbow, WALLET_IDS.trust, WALLET_IDS.coinbase],
      excludeWalletIds: ['me.rainbow', 'METAMASK', WALLET_IDS.trust],
    })
    await directory.prefetch()
    await directory.search('a')
    const everyList = [
      ...directory.state.wallets,
      ...directory.state.featured,
      ...directory.state.recommended,
      ...directory.state.search.results,
    ]
    for (const hidden of ['Rainbow', 'MetaMask', 'Trust Wallet'])
      expect(names(everyList)).not.toContain(hidden)
    expect(names(directory.state.featured)).toEqual(['Coinbase Wallet'])
  })
})

/** A listing as the directory would send it. */
const listing = (id: string, name: string, rdns: string | null = null) => ({
  id,
  name,
  image_id: `${id}-image`,
  rdns,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
})

describe('directory: options in code win over the service', () => {
  it('ARCHITECTURE Principle 6: included, excluded and featured options hold whatever the directory answers', async () => {
    const options = {
      featuredWalletIds: ['featured-b', 'featured-a'],
      includeWalletIds: ['kept', 'featured-a', 'featured-b'],
      excludeWalletIds: ['Hidden Wallet'],
    }
    const { store, directory } = setup(options)
    const before = JSON.parse(JSON.stringify(store.options.state))
    // A directory that ignores the query: featured in its own order plus wallets nobody asked for.
    const answer = [
      listing('featured-a', 'Featured A'),
      listing('kept', 'Kept Wallet'),
      listing('hidden', 'Hidden Wallet'),
      listing('not-included', 'Not Included'),
      listing('featured-b', 'Featured B'),
    ]
    await services.fault({ route: '/getWallets', body: JSON.stringify({ data: answer, count: 5 }) })
    await directory.prefetch()
    await directory.search('wallet')
    expect(names(directory.state.featured)).toEqual(['Featured B', 'Featured A'])
    expect(names(directory.state.wallets)).toEqual(['Featured A', 'Kept Wallet', 'Featured B'])
    expect(names(directory.state.search.results)).toEqual(['Featured A', 'Kept Wallet', 'Featured B'])
    expect(store.options.state).toEqual(before)
  })
})

describe('directory: failures', () => {
  it('with the services down, prefetch resolves with a clear message instead of throwing', async () => {
    const { directory } = setup({ services: { apiUrl: await servicesDownUrl() } })
    await expect(directory.prefetch()).resolves.toBeUndefined()
    expect(directory.state).toMatchObject({ error: DIRECTORY_ERROR_MESSAGE, loading: false, wallets: [] })
    await expect(directory.search('rain')).resolves.toBeUndefined()
    expect(directory.state.search).toMatchObject({ error: DIRECTORY_ERROR_MESSAGE, loading: false })
  })

  it('a failed page waits for retry(), which loads it and clears the message', async () => {
    const { directory } = setup()
    await services.fault({ route: '/getWallets', status: 500 })
    await directory.prefetch()
    expect(directory.state.error).toBe(DIRECTORY_ERROR_MESSAGE)
    const failedRequests = (await services.requests('/getWallets')).length
    await directory.fetchNextPage()
    expect(await services.requests('/getWallets')).toHaveLength(failedRequests)

    await services.reset()
    await directory.retry()
    expect(directory.state.error).toBeUndefined()
    expect(directory.state.page).toBe(1)
    expect(directory.state.wallets).toHaveLength(WALLET_LIST.pageSize)
    expect(directory.state.recommended).toHaveLength(WALLET_LIST.recommendedCount)
  })

  it('an answer that breaks the contract is a failure too', async () => {
    const { directory } = setup()
    await services.fault({ route: '/getWallets', body: '{"data": "not a list"' })
    await directory.prefetch()
    expect(directory.state.error).toBe(DIRECTORY_ERROR_MESSAGE)
  })
})

describe('directory: allowed origins', () => {
  const sandbox = { projectId: 'gangway-sandbox' }

  it("SPEC §8: an origin not on the project's allow-list shows 'Invalid App Configuration' once", async () => {
    const { store } = setup(sandbox, 'https://evil.example')
    await store.modal.open()
    await store.directory.prefetch()
    expect(store.alert.state).toMatchObject({ open: true, variant: 'error', autoClose: false })
    expect(store.alert.state.message).toMatch(/^Invalid App Configuration/)
    store.alert.close()
    store.modal.close()
    await store.modal.open()
    expect(store.alert.state.open).toBe(false)
    expect(await services.requests('/projects/v1/origins')).toHaveLength(1)
  })

  it('SPEC §5: allowed origins support * wildcards', async () => {
    const { store } = setup(sandbox, 'http://127.0.0.1:4173')
    await store.directory.prefetch()
    expect(await services.requests('/projects/v1/origins')).toHaveLength(1)
    expect(store.alert.state.open).toBe(false)
  })

  it('SPEC §7: an empty list (also what a failed call gives) means no check', async () => {
    const { store } = setup({ projectId: 'unknown-project' }, 'https://evil.example')
    await store.directory.prefetch()
    expect(store.alert.state.open).toBe(false)
  })
})

import { WALLET_LIST } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createStore } from '../create-store.js'
import { servicesTestHooks } from '../test/directory-services.js'
import { createMapStorage, testNetworks } from '../test/fixtures.js'

let running: RunningServices
let services: RunningServices & ReturnType<typeof servicesTestHooks>
beforeAll(async () => {
  running = await startServices({ port: 0, mode: 'test', log: () => {} })
  services = { ...running, ...servicesTestHooks(running.url) }
})
afterAll(() => running.stop())
beforeEach(() => services.reset())

const EVM_CHAINS = `${testNetworks.mainnet.caipNetworkId},${testNetworks.polygon.caipNetworkId}`
const SOLANA_CHAIN = testNetworks.solana.caipNetworkId

/** EVM (mainnet, Polygon) and Solana configured: two namespaces, so Connect shows their filters. */
function setup() {
  const store = createStore(
    {
      projectId: 'test-project',
      networks: [testNetworks.mainnet, testNetworks.polygon, testNetworks.solana],
      services: { apiUrl: services.url },
    },
    { storage: createMapStorage(), pageOrigin: () => undefined, hasAdapter: () => true },
  )
  return { store, directory: store.directory }
}

/** The `chains` of every list request (pages of 40 and the 4 recommended), oldest first. */
async function listRequests() {
  const requests = await services.requests('/getWallets')
  return requests
    .filter((request) => request.query.search === undefined && request.query.include === undefined)
    .map((request) => ({ entries: Number(request.query.entries), chains: request.query.chains }))
}

const supportsSolana = (wallet: { chains: readonly string[] }) => wallet.chains.includes(SOLANA_CHAIN)

describe('directory: SPEC §4 namespace filters', () => {
  it('turning EVM off asks for the first page and the recommended wallets again, for Solana only', async () => {
    const { store, directory } = setup()
    await directory.prefetch()
    const allCount = directory.state.count
    expect(await listRequests()).toEqual(
      expect.arrayContaining([
        { entries: WALLET_LIST.pageSize, chains: `${EVM_CHAINS},${SOLANA_CHAIN}` },
        { entries: WALLET_LIST.recommendedCount, chains: `${EVM_CHAINS},${SOLANA_CHAIN}` },
      ]),
    )
    await services.reset()

    store.connectors.setNamespaceFilter('eip155', false)
    expect(directory.state).toMatchObject({ wallets: [], page: 0, loading: true })
    await expect.poll(() => directory.state.page).toBe(1)
    await expect.poll(() => directory.state.recommended.every(supportsSolana)).toBe(true)

    expect(await listRequests()).toEqual(
      expect.arrayContaining([
        { entries: WALLET_LIST.pageSize, chains: SOLANA_CHAIN },
        { entries: WALLET_LIST.recommendedCount, chains: SOLANA_CHAIN },
      ]),
    )
    expect(directory.state.wallets.length).toBeGreaterThan(0)
    expect(directory.state.wallets.every(supportsSolana)).toBe(true)
    expect(directory.state.count).toBeLessThan(allCount ?? 0)
    // The next page keeps to Solana.
    await directory.fetchNextPage()
    expect((await listRequests()).at(-1)?.chains).toBe(SOLANA_CHAIN)
  })

  it('turning it back on lists every configured namespace again', async () => {
    const { store, directory } = setup()
    await directory.prefetch()
    const allCount = directory.state.count
    store.connectors.setNamespaceFilter('eip155', false)
    await expect.poll(() => directory.state.count).toBeLessThan(allCount ?? 0)
    store.connectors.setNamespaceFilter('eip155', true)
    await expect.poll(() => directory.state.count).toBe(allCount)
    expect((await listRequests()).slice(-2).map((request) => request.chains)).toEqual([
      `${EVM_CHAINS},${SOLANA_CHAIN}`,
      `${EVM_CHAINS},${SOLANA_CHAIN}`,
    ])
  })

  it('before the first open nothing is fetched; the prefetch then asks for the namespaces left on', async () => {
    const { store, directory } = setup()
    store.connectors.setNamespaceFilter('solana', false)
    expect(await services.requests('/getWallets')).toEqual([])
    await directory.prefetch()
    expect((await listRequests()).map((request) => request.chains)).toEqual([EVM_CHAINS, EVM_CHAINS])
  })

  it('an answer for the chains asked before the change is dropped, however late it comes', async () => {
    const { store, directory } = setup()
    // The first page and the recommended wallets for every namespace answer late.
    await services.fault({ route: '/getWallets', delayMs: 300, times: 2 })
    const prefetching = directory.prefetch()
    await expect.poll(async () => (await services.requests('/getWallets')).length).toBe(2)
    store.connectors.setNamespaceFilter('eip155', false)
    await prefetching
    await expect.poll(() => directory.state.page).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(directory.state.loading).toBe(false)
    expect(directory.state.page).toBe(1)
    expect(directory.state.wallets.every(supportsSolana)).toBe(true)
    expect(directory.state.recommended.every(supportsSolana)).toBe(true)
  })

  it('a running search is asked again for the namespaces left on', async () => {
    const { store, directory } = setup()
    await directory.search('wallet')
    store.connectors.setNamespaceFilter('eip155', false)
    await expect.poll(() => directory.state.search.loading).toBe(false)
    const searches = (await services.requests('/getWallets')).filter((request) => request.query.search)
    expect(searches.map((request) => request.query.chains)).toEqual([
      `${EVM_CHAINS},${SOLANA_CHAIN}`,
      SOLANA_CHAIN,
    ])
    expect(directory.state.search.results.every(supportsSolana)).toBe(true)
  })

  it('a filter change that leaves the chains as they were asks nothing', async () => {
    const { store, directory } = setup()
    await directory.prefetch()
    const before = (await services.requests('/getWallets')).length
    // bip122 is not configured: its filter changes no chain asked for.
    store.connectors.setNamespaceFilter('bip122', false)
    store.connectors.setNamespaceFilter('solana', true)
    expect(directory.state.page).toBe(1)
    expect((await services.requests('/getWallets')).length).toBe(before)
  })
})

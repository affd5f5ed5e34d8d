import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GangwayError, STORAGE_KEYS } from '@gangway/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKitCore } from './appkit-core.js'
import { ADDRESS, createMapStorage, testNetworks } from './test/fixtures.js'
import { DIRECTORY_ERROR_MESSAGE } from './controllers/directory-actions.js'
import { servicesDownUrl } from './test/directory-services.js'
import { createMemoryAdapter } from './test/memory-adapter.js'
import { flush, metamask, setupCore, storedSession } from './test/setup-core.js'
import type { AppKitOptions } from './options.js'

const { mainnet, polygon, sepolia, solana } = testNetworks

describe('createAppKitCore: creation', () => {
  it('throws a GangwayError when networks is empty', () => {
    const options = { projectId: 'p', networks: [] } as unknown as AppKitOptions
    expect(() => createAppKitCore(options)).toThrow(GangwayError)
  })

  it("constructs each adapter once with the project id, its namespace's networks, the custom RPC urls and the blockchain API", () => {
    const customRpcUrls = { 'eip155:1': [{ url: 'http://127.0.0.1:8545' }] }
    const services = { blockchainApiUrl: 'http://127.0.0.1:8787' }
    const { memory } = setupCore({
      options: { networks: [mainnet, solana, polygon], customRpcUrls, services },
    })
    const construct = memory.calls.filter((call) => call.method === 'construct')
    expect(construct).toHaveLength(1)
    expect(memory.context).toMatchObject({
      projectId: 'test-project',
      customRpcUrls,
      blockchainApiUrl: 'http://127.0.0.1:8787',
      networks: [mainnet, polygon],
    })
  })

  it("passes the adapter's own networks when it was given some", () => {
    const memory = createMemoryAdapter({ wallets: [], networks: [sepolia] })
    createAppKitCore(
      { projectId: 'p', networks: [mainnet], adapters: [memory.adapter] },
      { storage: createMapStorage() },
    )
    expect(memory.context?.networks).toEqual([sepolia])
  })

  it('starts on the first network, or defaultNetwork, or the stored one when it is still configured', () => {
    expect(setupCore().core.getCaipNetworkId()).toBe('eip155:1')
    expect(setupCore({ options: { defaultNetwork: polygon } }).core.getCaipNetworkId()).toBe('eip155:137')
    const stored = { [STORAGE_KEYS.activeCaipNetworkId]: '"eip155:137"' }
    expect(setupCore({ storage: stored }).core.getCaipNetworkId()).toBe('eip155:137')
    const gone = { [STORAGE_KEYS.activeCaipNetworkId]: '"eip155:10"' }
    expect(setupCore({ storage: gone, options: { defaultNetwork: polygon } }).core.getCaipNetworkId()).toBe(
      'eip155:137',
    )
  })

  it('reports MODAL_CREATED at creation, with a timestamp from the injected clock', () => {
    expect(setupCore().core.getEvent()).toEqual({
      timestamp: 1_000,
      data: { type: 'track', event: 'MODAL_CREATED' },
    })
  })

  it('registers every configured namespace with its networks', () => {
    const { core } = setupCore({ options: { networks: [mainnet, polygon, solana] } })
    expect(core.getCaipNetworks('eip155').map((n) => n.id)).toEqual([1, 137])
    expect(core.getCaipNetworks('solana').map((n) => n.caipNetworkId)).toEqual([solana.caipNetworkId])
    expect(core.getCaipNetworks()).toHaveLength(3)
    expect(core.adapters.get('eip155')).toBeDefined()
  })
})

describe('createAppKitCore: ready()', () => {
  it('syncs connectors, sets initialized and reports INITIALIZE, once', async () => {
    const { core } = setupCore()
    expect(core.getState().initialized).toBe(false)
    const first = core.ready()
    expect(core.ready()).toBe(first)
    await first
    expect(core.getState().initialized).toBe(true)
    expect(core.getEvent()?.data.event).toBe('INITIALIZE')
    expect(core.store.connectors.state.connectors.map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('an adapter whose wallet discovery fails does not block the start, and ready() reports the failure', async () => {
    const { core, memory } = setupCore()
    memory.adapter.syncConnectors = () => Promise.reject(new Error('no window'))
    await expect(core.ready()).rejects.toThrow('no window')
    expect(core.getState().initialized).toBe(true)
  })
})

describe('createAppKitCore: modal', () => {
  it('SPEC §2: opens to Connect, or to Account once connected', async () => {
    const { core } = setupCore()
    await core.ready()
    await core.open()
    expect(core.isOpen()).toBe(true)
    expect(core.store.router.state.view).toBe('Connect')
    core.close()
    await core.connect(metamask.connector)
    await core.open()
    expect(core.store.router.state.view).toBe('Account')
  })

  it('SPEC §2: with no adapter it opens to ConnectingWalletConnectBasic on desktop and AllWallets on mobile', async () => {
    const desktop = createAppKitCore({ projectId: 'p', networks: [mainnet] }, { isMobile: () => false })
    await desktop.open()
    expect(desktop.store.router.state.view).toBe('ConnectingWalletConnectBasic')
    const mobile = createAppKitCore({ projectId: 'p', networks: [mainnet] }, { isMobile: () => true })
    await mobile.open()
    expect(mobile.store.router.state.view).toBe('AllWallets')
  })

  it('open({ namespace }) makes that namespace active', async () => {
    const { core } = setupCore({ options: { networks: [mainnet, solana] } })
    await core.open({ namespace: 'solana' })
    expect(core.getActiveChainNamespace()).toBe('solana')
  })
})

describe('createAppKitCore: reads', () => {
  it('reads account, network, wallet and provider of the active namespace', async () => {
    const { core, memory } = setupCore()
    await core.ready()
    expect(core.getAccount()).toEqual({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      allAccounts: [],
      embeddedWalletInfo: undefined,
    })
    expect(core.getWalletProvider()).toBeUndefined()
    await core.connect(metamask.connector)
    expect(core.getAddress()).toBe(ADDRESS)
    expect(core.getAddress('eip155')).toBe(ADDRESS)
    expect(core.getIsConnectedState()).toBe(true)
    expect(core.getNetwork()).toEqual({
      caipNetwork: core.getCaipNetwork(),
      caipNetworkId: 'eip155:1',
      chainId: 1,
      approvedCaipNetworkIds: undefined,
      supportsAllNetworks: true,
    })
    expect(core.getApprovedCaipNetworkIds()).toBeUndefined()
    expect(core.getProvider('eip155')).toBe(memory.provider)
    expect(core.getWalletProvider()).toBe(memory.provider)
    expect(core.getWalletProviderType()).toBe('ANNOUNCED')
    expect(core.getPreferredAccountType()).toBe('smartAccount')
    expect(core.getState()).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      initialized: true,
      connectingWallet: undefined,
    })
  })

  it('reports embedded-wallet info for an AUTH connection', () => {
    const { core } = setupCore()
    core.store.chain.setAccountState('eip155', {
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      connectedWalletInfo: { name: 'Auth', type: 'AUTH' },
      socialProvider: 'google',
      user: { email: 'a@b.test' },
    })
    expect(core.getAccount().embeddedWalletInfo).toEqual({
      user: { email: 'a@b.test' },
      authProvider: 'google',
      accountType: 'smartAccount',
      isSmartAccountDeployed: false,
    })
  })

  it('sets and reads the theme', () => {
    const { core } = setupCore({
      options: { themeMode: 'light', themeVariables: { '--w3m-accent': '#f00' } },
    })
    expect(core.getThemeMode()).toBe('light')
    core.setThemeMode('dark')
    core.setThemeVariables({ '--w3m-z-index': 10 })
    expect(core.getThemeMode()).toBe('dark')
    expect(core.getThemeVariables()).toEqual({ '--w3m-accent': '#f00', '--w3m-z-index': 10 })
  })

  it('sets and reads the locale, resolved to a shipped one', () => {
    const { core } = setupCore({ options: { locale: 'ar-EG' } })
    expect(core.getLocale()).toBe('ar')
    core.setLocale('pt-BR')
    expect(core.getLocale()).toBe('pt')
    core.setLocale('not a tag')
    expect(core.getLocale()).toBe('en')
  })
})

describe('createAppKitCore: subscriptions', () => {
  it('subscribeState reports public state changes, and stops after unsubscribe', async () => {
    const { core } = setupCore()
    const states: unknown[] = []
    const unsubscribe = core.subscribeState((state) => states.push(state))
    await core.open()
    await flush()
    expect(states.at(-1)).toMatchObject({ open: true })
    unsubscribe()
    core.close()
    await flush()
    expect(states.at(-1)).toMatchObject({ open: true })
  })

  it('subscribeAccount, subscribeNetwork, subscribeCaipNetworkChange, subscribeWalletInfo and subscribeProviders follow a connection', async () => {
    const { core, memory } = setupCore()
    await core.ready()
    const account = vi.fn()
    const network = vi.fn()
    const caipNetwork = vi.fn()
    const walletInfo = vi.fn()
    const providers = vi.fn()
    core.subscribeAccount(account)
    core.subscribeNetwork(network)
    core.subscribeCaipNetworkChange(caipNetwork)
    core.subscribeWalletInfo(walletInfo)
    core.subscribeProviders(providers)
    await core.connect(metamask.connector)
    await core.switchNetwork(polygon)
    await flush()
    expect(account.mock.lastCall?.[0]).toMatchObject({
      address: ADDRESS,
      isConnected: true,
      status: 'connected',
    })
    expect(network.mock.lastCall?.[0]).toMatchObject({ caipNetworkId: 'eip155:137', chainId: 137 })
    expect(caipNetwork.mock.lastCall?.[0]).toMatchObject({ name: 'Polygon' })
    expect(walletInfo.mock.lastCall?.[0]).toMatchObject({ name: 'MetaMask' })
    expect(providers.mock.lastCall?.[0]).toEqual({ eip155: memory.provider })
  })

  it('subscribeAccount for a namespace ignores changes elsewhere', async () => {
    const { core } = setupCore({ options: { networks: [mainnet, solana] } })
    const solanaAccount = vi.fn()
    core.subscribeAccount(solanaAccount, 'solana')
    await core.ready()
    await core.connect(metamask.connector)
    await flush()
    expect(solanaAccount).not.toHaveBeenCalled()
  })

  it('subscribeTheme and subscribeEvents report changes', async () => {
    const { core } = setupCore()
    const theme = vi.fn()
    const events = vi.fn()
    core.subscribeTheme(theme)
    core.subscribeEvents(events)
    core.setThemeMode('light')
    await core.open()
    await flush()
    expect(theme.mock.lastCall?.[0]).toEqual({ themeMode: 'light', themeVariables: {} })
    expect(events.mock.lastCall?.[0].data.event).toBe('MODAL_OPEN')
  })
})

describe('createAppKitCore: instances and destroy', () => {
  it('two instances do not share state', async () => {
    const networks: AppKitOptions['networks'] = [mainnet, polygon]
    const first = setupCore({ options: { networks } })
    const second = setupCore({ options: { networks } })
    await first.core.ready()
    await first.core.connect(metamask.connector)
    await first.core.switchNetwork(polygon)
    await first.core.open()
    first.core.setThemeMode('light')
    expect(second.core.getIsConnectedState()).toBe(false)
    expect(second.core.getCaipNetworkId()).toBe('eip155:1')
    expect(second.core.isOpen()).toBe(false)
    expect(second.core.getThemeMode()).toBe('dark')
    expect(second.core.store.connectors.state.connectors).toEqual([])
    expect(networks[0]).toBe(mainnet)
    expect(mainnet.name).toBe('Ethereum')
  })

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('destroy() stops subscriptions, timers and adapter events', async () => {
      const { core, memory } = setupCore()
      await core.ready()
      const state = vi.fn()
      const events = vi.fn()
      core.subscribeState(state)
      core.subscribeEvents(events)
      core.store.modal.shake()
      core.destroy()
      await core.open()
      await vi.runAllTimersAsync()
      expect(state).not.toHaveBeenCalled()
      expect(events).not.toHaveBeenCalled()
      expect(core.store.modal.state.shake).toBe(true)
      memory.announce({
        connector: { id: 'x', name: 'X', type: 'ANNOUNCED', chain: 'eip155' },
        address: ADDRESS,
        chainId: 1,
      })
      expect(core.store.connectors.state.connectors.map((c) => c.id)).toEqual(['io.metamask'])
    })
  })

  it('a session stored by one instance is restored by the next one on the same storage', async () => {
    const first = setupCore({ authorized: ['io.metamask'] })
    await first.core.ready()
    await first.core.connect(metamask.connector)
    const stored = Object.fromEntries(first.storage.values)
    expect(stored).toMatchObject(storedSession())
    const next = setupCore({ authorized: ['io.metamask'], storage: stored })
    await next.core.ready()
    expect(next.core.getIsConnectedState()).toBe(true)
  })
})

/** A real HTTP server that counts what reaches it and answers like an empty directory. */
async function startCountingServer() {
  const paths: string[] = []
  const server = createServer((request, response) => {
    paths.push(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    const body = request.url?.startsWith('/getWallets') ? { data: [], count: 0 } : { allowedOrigins: [] }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, paths, stop: () => new Promise((r) => server.close(r)) }
}

describe('createAppKitCore: zero I/O until intent', () => {
  it('ARCHITECTURE Principle 5: creating an instance and ready() fetch nothing; the first open() does', async () => {
    const server = await startCountingServer()
    try {
      const { core } = setupCore({
        options: { services: { apiUrl: server.url }, featuredWalletIds: ['a'] },
        pageOrigin: 'http://127.0.0.1:5173',
      })
      await core.ready()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(server.paths).toEqual([])
      await core.open()
      await expect.poll(() => server.paths.length).toBe(4)
      expect([...server.paths].sort()).toEqual([
        '/getWallets',
        '/getWallets',
        '/getWallets',
        '/projects/v1/origins',
      ])
    } finally {
      await server.stop()
    }
  })

  it('prefetch() is the explicit way to load the directory before the modal opens', async () => {
    const server = await startCountingServer()
    try {
      const { core } = setupCore({ options: { services: { apiUrl: server.url } } })
      await core.prefetch()
      expect(server.paths).toContain('/getWallets')
      expect(core.isOpen()).toBe(false)
    } finally {
      await server.stop()
    }
  })

  it('with the services down the modal still opens and installed wallets still connect', async () => {
    const { core } = setupCore({
      options: { services: { apiUrl: await servicesDownUrl() } },
      authorized: ['io.metamask'],
    })
    await core.ready()
    await core.open()
    expect(core.isOpen()).toBe(true)
    await core.prefetch()
    expect(core.store.directory.state.error).toBe(DIRECTORY_ERROR_MESSAGE)
    await core.connect(metamask.connector)
    expect(core.getIsConnectedState()).toBe(true)
  })
})

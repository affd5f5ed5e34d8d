import { type CaipAddress, STORAGE_KEYS, TIMING } from '@gangway/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKitCore } from '../appkit-core.js'
import { ADDRESS, createMapStorage, SOLANA_ADDRESS, testNetworks } from '../test/fixtures.js'
import { createMemoryAdapter, userRejection } from '../test/memory-adapter.js'
import { createMemoryWalletConnect } from '../test/memory-walletconnect.js'
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectSession } from '../walletconnect/client.js'

const wcConnector = (chain: 'eip155' | 'solana') =>
  ({ id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain }) as const

async function setup(options: { pairingShowsConnecting?: boolean; enableWalletConnect?: boolean } = {}) {
  const walletConnect = createMemoryWalletConnect()
  const evm = createMemoryAdapter({
    wallets: [{ connector: wcConnector('eip155'), address: ADDRESS, chainId: 1 }],
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    wallets: [{ connector: wcConnector('solana'), address: SOLANA_ADDRESS, chainId: testNetworks.solana.id }],
  })
  const storage = createMapStorage()
  const core = createAppKitCore(
    {
      projectId: 'test-project',
      networks: [testNetworks.mainnet, testNetworks.polygon, testNetworks.solana],
      adapters: [evm.adapter, solana.adapter],
      enableWalletConnect: options.enableWalletConnect,
    },
    {
      storage,
      walletConnect: walletConnect.client,
      isMobile: () => false,
      pairingShowsConnecting: () => options.pairingShowsConnecting ?? false,
    },
  )
  await core.ready()
  return { core, walletConnect, evm, solana, storage, pairing: core.store.walletConnect.state }
}

const session = (accounts: string[]): WalletConnectSession => ({
  accounts: accounts as CaipAddress[],
  peer: { name: 'Lab Wallet', icons: ['https://lab.example/icon.png'] },
})

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('SPEC §9 pairing timing', () => {
  it('shows the URI with a 4-minute expiry, and makes a new one when 10 s remain', async () => {
    const { core, walletConnect, pairing } = await setup()
    core.startWalletConnectPairing()
    expect(pairing.loading).toBe(true)
    walletConnect.latest().onUri('wc:first@2')
    expect(pairing.uri).toBe('wc:first@2')
    expect(pairing.pairingExpiry).toBe(1_000_000 + TIMING.pairingExpiry)

    await vi.advanceTimersByTimeAsync(TIMING.pairingExpiry - TIMING.pairingExpiredMargin - 1)
    expect(walletConnect.attempts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(walletConnect.attempts).toHaveLength(2)
    walletConnect.latest().onUri('wc:second@2')
    expect(pairing.uri).toBe('wc:second@2')
  })

  it('retries a failed pairing after 1 s, not sooner, and shows the failure meanwhile', async () => {
    const { core, walletConnect, pairing } = await setup()
    core.startWalletConnectPairing()
    walletConnect.latest().reject(new Error('relay unreachable'))
    await vi.advanceTimersByTimeAsync(0)
    expect(pairing.error).toBe('relay unreachable')
    await vi.advanceTimersByTimeAsync(TIMING.retryInterval - 1)
    expect(walletConnect.attempts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(walletConnect.attempts).toHaveLength(2)
    walletConnect.latest().onUri('wc:after-retry@2')
    expect(pairing).toMatchObject({ uri: 'wc:after-retry@2', error: undefined, loading: false })
  })

  it('keeps a URI with more than 10 s left when the view shows again, and replaces an expired one', async () => {
    const { core, walletConnect } = await setup()
    core.startWalletConnectPairing()
    walletConnect.latest().onUri('wc:kept@2')
    core.stopWalletConnectPairing()
    await vi.advanceTimersByTimeAsync(60_000)
    core.startWalletConnectPairing()
    expect(walletConnect.attempts).toHaveLength(1)
    core.stopWalletConnectPairing()
    // Stopped views neither refresh nor retry.
    await vi.advanceTimersByTimeAsync(TIMING.pairingExpiry)
    expect(walletConnect.attempts).toHaveLength(1)
    core.startWalletConnectPairing()
    expect(walletConnect.attempts).toHaveLength(2)
  })

  it('a declined session is not retried until the visitor asks', async () => {
    const { core, walletConnect, pairing } = await setup()
    core.startWalletConnectPairing()
    walletConnect.latest().onUri('wc:declined@2')
    walletConnect.latest().reject(userRejection())
    await vi.advanceTimersByTimeAsync(5_000)
    expect(pairing).toMatchObject({ error: 'Connection declined', declined: true, uri: undefined })
    expect(walletConnect.attempts).toHaveLength(1)
    core.retryWalletConnectPairing()
    expect(walletConnect.attempts).toHaveLength(2)
    expect(pairing.declined).toBe(false)
  })
})

describe('WalletConnect session approval', () => {
  it('connects every namespace the wallet approved, the active one first, and closes on Account', async () => {
    const { core, walletConnect, storage } = await setup()
    await core.open()
    core.startWalletConnectPairing()
    walletConnect.latest().onUri('wc:pair@2')
    walletConnect
      .latest()
      .approve(session([`eip155:1:${ADDRESS}`, `solana:${testNetworks.solana.id}:${SOLANA_ADDRESS}`]))
    await vi.advanceTimersByTimeAsync(0)
    expect(core.getAddress('eip155')).toBe(ADDRESS)
    expect(core.getAddress('solana')).toBe(SOLANA_ADDRESS)
    expect(core.getActiveChainNamespace()).toBe('eip155')
    expect(core.getWalletInfo()?.name).toBe('Lab Wallet')
    expect(core.isOpen()).toBe(false)
    for (const namespace of ['eip155', 'solana']) {
      expect(storage.values.get(`${STORAGE_KEYS.connectedConnectorIdPrefix}${namespace}`)).toBe(
        JSON.stringify(WALLET_CONNECT_CONNECTOR_ID),
      )
    }
    expect(core.store.connectors.state.activeConnectorIds).toEqual({
      eip155: WALLET_CONNECT_CONNECTOR_ID,
      solana: WALLET_CONNECT_CONNECTOR_ID,
    })
    expect(core.store.walletConnect.state.uri).toBeUndefined()
  })

  it('an approval of a replaced code still connects: the visitor did approve it', async () => {
    const { core, walletConnect } = await setup()
    core.startWalletConnectPairing()
    const first = walletConnect.latest()
    first.onUri('wc:old@2')
    core.retryWalletConnectPairing()
    first.approve(session([`eip155:1:${ADDRESS}`]))
    await vi.advanceTimersByTimeAsync(0)
    expect(core.getIsConnectedState()).toBe(true)
  })

  it('SPEC §4: on Telegram and Safari on iOS the status goes connecting, then connected', async () => {
    const { core, walletConnect } = await setup({ pairingShowsConnecting: true })
    core.startWalletConnectPairing()
    expect(core.store.connection.state.status).toBe('connecting')
    walletConnect.latest().approve(session([`eip155:1:${ADDRESS}`]))
    await vi.advanceTimersByTimeAsync(0)
    expect(core.store.connection.state.status).toBe('connected')
  })

  it('elsewhere the status stays disconnected while the code shows', async () => {
    const { core } = await setup()
    core.startWalletConnectPairing()
    expect(core.store.connection.state.status).toBe('disconnected')
  })

  it("without a WalletConnect client the view says SPEC §8's 'WalletConnectConnector not found'", async () => {
    const { core, walletConnect } = await setup({ enableWalletConnect: false })
    expect(core.walletConnectEnabled).toBe(false)
    core.startWalletConnectPairing()
    expect(core.store.walletConnect.state.error).toBe('WalletConnectConnector not found')
    expect(walletConnect.attempts).toHaveLength(0)
  })

  it('a session with no namespace this app has an adapter for is an error, not a connection', async () => {
    const { core, walletConnect } = await setup()
    core.startWalletConnectPairing()
    walletConnect.latest().approve(session(['cosmos:cosmoshub-4:cosmos1abc']))
    await vi.advanceTimersByTimeAsync(0)
    expect(core.getIsConnectedState()).toBe(false)
    expect(core.store.walletConnect.state.error).toBe('Chain adapter not found')
  })

  it('prepareWalletConnect readies the client and a pairing the view then shows at once', async () => {
    const { core, walletConnect, pairing } = await setup()
    core.prepareWalletConnect()
    expect(walletConnect.prepared).toBe(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(walletConnect.attempts).toHaveLength(1)
    walletConnect.latest().onUri('wc:ready@2')
    // Shown again later, the modal keeps the live code rather than making another one.
    core.prepareWalletConnect()
    await vi.advanceTimersByTimeAsync(0)
    core.startWalletConnectPairing()
    expect(walletConnect.attempts).toHaveLength(1)
    expect(pairing.uri).toBe('wc:ready@2')
    // Nothing is refreshed before a view asks: the background code simply expires.
    core.stopWalletConnectPairing()
    await vi.advanceTimersByTimeAsync(TIMING.pairingExpiry)
    expect(walletConnect.attempts).toHaveLength(1)
  })
})

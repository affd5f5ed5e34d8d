import { bitcoin, bitcoinTestnet } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import { createSatsConnectTestWallet, installSatsConnectTestWallet } from '@gangway/testing'
import {
  bitcoinConformanceChain,
  bitcoinWalletDriver,
  createEventRecorder,
  describeAdapterConformance,
  seedBitcoinUtxos,
} from '@gangway/testing/conformance'
import { afterAll, beforeAll } from 'vitest'
import { BitcoinAdapter } from './bitcoin-adapter.js'

// sats-connect wallets live on `window` (btc_providers and the provider objects); Wallet Standard discovery
// listens on it too, so it must be an EventTarget.
Object.assign(globalThis, { window: globalThis.window ?? new EventTarget() })

let services: RunningServices

beforeAll(async () => {
  services = await startServices({ port: 0, mode: 'test', log: () => {} })
})
afterAll(() => services?.stop())

describeAdapterConformance({
  name: 'BitcoinAdapter (sats-connect)',
  skip: {
    'switch-network': "a Bitcoin wallet's addresses belong to one network; the local ledger serves mainnet",
    'switch-network-add': 'sats-connect wallets are not asked to add networks',
    'event-chain-changed':
      "a sats-connect wallet's network change brings other addresses; the local ledger serves mainnet only",
    'estimate-gas': 'Bitcoin has no gas (fees are per virtual byte)',
    'write-contract': 'Bitcoin has no contract ABI',
  },
  async setup({ storage }) {
    // A seed per setup: each test's wallet starts with its own coins; a reload keeps the seed (same storage).
    const seed = storage.getItem('conformance-seed') ?? crypto.randomUUID()
    storage.setItem('conformance-seed', seed)
    const wallet = createSatsConnectTestWallet({ seed, storage })
    if (storage.getItem('conformance-funded') !== 'yes') {
      await seedBitcoinUtxos(services.url, bitcoin.caipNetworkId, wallet.keys.payment.address, 100_000)
      storage.setItem('conformance-funded', 'yes')
    }
    const uninstall = installSatsConnectTestWallet(wallet)
    const networks = [bitcoin] as const
    const adapter = new BitcoinAdapter({ api: services.url, projectId: 'gangway-sandbox', storage })
    const recorder = createEventRecorder()
    adapter.construct({ projectId: 'gangway-sandbox', networks: [...networks], events: recorder.sink })
    return {
      adapter,
      events: recorder.events,
      wallet: bitcoinWalletDriver(wallet),
      chain: bitcoinConformanceChain(services.url, bitcoin.caipNetworkId),
      networks,
      unknownNetwork: bitcoinTestnet,
      teardown: uninstall,
    }
  },
})

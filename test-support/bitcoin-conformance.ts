// The conformance runs of BitcoinAdapter over an extension-style test wallet (Wallet Standard or sats-connect):
// the local services' UTXO ledger as the chain, a seed per setup so each test's wallet has coins of its own.
import { bitcoin, bitcoinTestnet } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import type { BitcoinTestWallet, SatsConnectTestWallet, WalletStorage } from '@gangway/testing'
import {
  bitcoinConformanceChain,
  bitcoinWalletDriver,
  type ConformanceAdapter,
  type ConformanceCase,
  createEventRecorder,
  describeAdapterConformance,
  seedBitcoinUtxos,
} from '@gangway/testing/conformance'
import { afterAll, beforeAll } from 'vitest'

export function describeBitcoinWalletConformance(options: {
  name: string
  skip: Partial<Record<ConformanceCase, string>>
  /** Puts the test wallet where the page finds it; returns how to take it away. */
  install(args: { seed: string; storage: WalletStorage }): {
    wallet: BitcoinTestWallet | SatsConnectTestWallet
    uninstall(): void
  }
  createAdapter(args: { api: string; storage: WalletStorage }): ConformanceAdapter
}) {
  let services: RunningServices | undefined

  beforeAll(async () => {
    services = await startServices({ port: 0, mode: 'test', log: () => {} })
  })
  afterAll(() => services?.stop())

  describeAdapterConformance({
    name: options.name,
    skip: {
      'switch-network': "a Bitcoin wallet's addresses belong to one network; the local ledger serves mainnet",
      'estimate-gas': 'Bitcoin has no gas (fees are per virtual byte)',
      'write-contract': 'Bitcoin has no contract ABI',
      ...options.skip,
    },
    async setup({ storage }) {
      if (!services) throw new Error('The services start before the first setup.')
      // A reload keeps the seed (same storage), and so the wallet and its coins.
      const seed = storage.getItem('conformance-seed') ?? crypto.randomUUID()
      storage.setItem('conformance-seed', seed)
      const { wallet, uninstall } = options.install({ seed, storage })
      if (storage.getItem('conformance-funded') !== 'yes') {
        await seedBitcoinUtxos(services.url, bitcoin.caipNetworkId, wallet.keys.payment.address, 100_000)
        storage.setItem('conformance-funded', 'yes')
      }
      const networks = [bitcoin] as const
      const adapter = options.createAdapter({ api: services.url, storage })
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
}

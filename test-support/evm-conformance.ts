// The conformance runs every EVM adapter shares: the test wallet announced (EIP-6963) or injected as
// `window.ethereum`, and the lab wallet over WalletConnect, on the two local anvils. An adapter's test file names
// the run and how to build the adapter; what the wallet, chain and skips are lives here once.
import { type RunningServices, startServices } from '@gangway/services'
import { announceWallet, createMemoryStorage, createTestWallet, type WalletStorage } from '@gangway/testing'
import {
  announcedWalletDriver,
  type ConformanceAdapter,
  type ConformanceWallet,
  createEventRecorder,
  describeAdapterConformance,
  evmConformanceChain,
} from '@gangway/testing/conformance'
import type { Hex } from 'viem'
import { afterAll, beforeAll, inject } from 'vitest'
import { fundedKey, localChains, localNetworks, unconfiguredNetwork } from './evm-fixtures.js'
import { walletConnectEnvironment } from './walletconnect-conformance.js'

type EvmAdapter = ConformanceAdapter & { construct: ConformanceAdapter['construct'] }

interface EvmRunOptions<A extends EvmAdapter> {
  /** The run's name, e.g. 'EthersAdapter (EIP-6963)'. */
  name: string
  /** The adapter as a host builds it on one page load; `storage` lives across simulated reloads. */
  createAdapter(storage: WalletStorage): A
}

const page = globalThis as { window?: { ethereum?: unknown } }

/**
 * The suite over the test wallet reached the way a browser extension is: announced through EIP-6963, or only as
 * the legacy `window.ethereum` (the adapter lists it as the INJECTED 'Browser Wallet', connector id 'injected').
 */
export function describeEvmWalletConformance<A extends EvmAdapter>(
  options: EvmRunOptions<A> & { reach: 'announced' | 'injected' },
) {
  const { mainnet, polygon } = localChains()
  const networks = localNetworks()
  let privateKey: Hex

  beforeAll(async () => {
    ;({ privateKey } = await fundedKey([mainnet.rpcUrl, polygon.rpcUrl]))
  })

  describeAdapterConformance({
    name: options.name,
    setup({ storage, walletChains }) {
      const walletKnows = walletChains === 'all' ? [mainnet, polygon] : [mainnet]
      const wallet = createTestWallet({
        chains: walletKnows.map(({ chainId, rpcUrl }) => ({ id: chainId, rpcUrl })),
        privateKey,
        storage,
      })
      const user = announcedWalletDriver(wallet)
      let driver: ConformanceWallet = user
      let teardown: () => void
      if (options.reach === 'announced') {
        teardown = announceWallet(wallet)
      } else {
        const target = page.window ?? {}
        target.ethereum = wallet.provider
        teardown = () => {
          delete target.ethereum
        }
        // The user acts as with an announced wallet; only the listing differs.
        driver = Object.defineProperties(
          { ...user, connector: { name: 'Browser Wallet', type: 'INJECTED', id: 'injected' } },
          { address: { get: () => user.address } },
        )
      }
      const adapter = options.createAdapter(storage)
      const recorder = createEventRecorder()
      adapter.construct({ projectId: 'test', networks, events: recorder.sink })
      return {
        adapter,
        events: recorder.events,
        wallet: driver,
        chain: evmConformanceChain(networks[0], { erc20Address: inject('erc20Address') }),
        networks,
        unknownNetwork: unconfiguredNetwork,
        teardown,
      }
    },
  })
}

/**
 * The suite over WalletConnect: the adapter on a fresh client each page load, the lab wallet over the local
 * relay of services started for the file. Returns `pageLoad` for the file's own WalletConnect tests.
 */
export function describeEvmWalletConnectConformance<A extends EvmAdapter>(options: EvmRunOptions<A>) {
  const { mainnet, polygon } = localChains()
  const networks = localNetworks()
  let services: RunningServices | undefined
  let privateKeys: readonly [Hex, Hex]

  beforeAll(async () => {
    services = await startServices({ port: 0, mode: 'test', log: () => {} })
    const rpcUrls = [mainnet.rpcUrl, polygon.rpcUrl]
    privateKeys = [(await fundedKey(rpcUrls)).privateKey, (await fundedKey(rpcUrls)).privateKey]
  })
  afterAll(() => services?.stop())

  function pageLoad(storage: WalletStorage = createMemoryStorage()) {
    if (!services) throw new Error('The services start before the first page load.')
    return walletConnectEnvironment({
      services,
      namespace: 'eip155',
      networks,
      storage,
      evm: {
        chains: [
          { id: 1, rpcUrl: mainnet.rpcUrl },
          { id: 137, rpcUrl: polygon.rpcUrl },
        ],
        privateKeys,
      },
      adapter: options.createAdapter(storage),
    })
  }

  describeAdapterConformance({
    name: options.name,
    skip: {
      'switch-network-add': 'a WalletConnect session approves its chains up front; there is nothing to add',
    },
    async setup({ storage }) {
      const env = await pageLoad(storage)
      return {
        ...env,
        chain: evmConformanceChain(networks[0], { erc20Address: inject('erc20Address') }),
        networks,
        unknownNetwork: unconfiguredNetwork,
      }
    },
  })

  return { pageLoad }
}

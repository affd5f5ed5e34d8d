import { STORAGE_KEYS } from '@gangway/common'
import { createAppKitCore } from '../appkit-core.js'
import type { AppKitOptions } from '../options.js'
import { ADDRESS, BITCOIN_ADDRESS, createMapStorage, SOLANA_ADDRESS, testNetworks } from './fixtures.js'
import { createMemoryAdapter, type MemoryWallet } from './memory-adapter.js'

export const metamask: MemoryWallet = {
  connector: {
    id: 'io.metamask',
    name: 'MetaMask',
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: 'https://wallets.test/metamask.png',
    info: { rdns: 'io.metamask' },
  },
  address: ADDRESS,
  chainId: 1,
}

/** A core instance with one memory eip155 adapter, storage a test can read, and a fixed clock. */
export function setupCore(
  setup: {
    options?: Partial<AppKitOptions>
    wallets?: MemoryWallet[]
    authorized?: string[]
    storage?: Record<string, string>
    isMobile?: boolean
    pageOrigin?: string
  } = {},
) {
  const memory = createMemoryAdapter({
    wallets: setup.wallets ?? [{ ...metamask }],
    authorized: setup.authorized,
  })
  const storage = createMapStorage(setup.storage)
  const core = createAppKitCore(
    {
      projectId: 'test-project',
      networks: [testNetworks.mainnet, testNetworks.polygon],
      adapters: [memory.adapter],
      ...setup.options,
    },
    {
      storage,
      isMobile: () => setup.isMobile ?? false,
      now: () => 1_000,
      pageOrigin: () => setup.pageOrigin,
    },
  )
  return { core, memory, storage }
}

/** MetaMask's Solana side: the same name, so it merges with `metamask` into one MULTI_CHAIN entry. */
export const metamaskSolana: MemoryWallet = {
  connector: { id: 'io.metamask.solana', name: 'MetaMask', type: 'ANNOUNCED', chain: 'solana' },
  address: SOLANA_ADDRESS,
  chainId: testNetworks.solana.id,
}

export const phantom: MemoryWallet = {
  connector: { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
  address: SOLANA_ADDRESS,
  chainId: testNetworks.solana.id,
}

export const xverse: MemoryWallet = {
  connector: { id: 'com.xverse', name: 'Xverse', type: 'ANNOUNCED', chain: 'bip122' },
  address: BITCOIN_ADDRESS,
  chainId: testNetworks.bitcoin.id,
}

/**
 * A core with memory adapters for eip155 (MetaMask), solana (MetaMask, Phantom) and bip122 (Xverse), each
 * namespace with its own wallet session, as a multichain app has them. `storage` and `authorized` stand for a
 * previous visit: stored keys, and the connector ids each namespace's wallet still authorises.
 */
export function setupMultiChainCore(
  setup: {
    options?: Partial<AppKitOptions>
    storage?: Record<string, string>
    authorized?: Partial<Record<'eip155' | 'solana' | 'bip122', string[]>>
  } = {},
) {
  const { authorized = {} } = setup
  const evm = createMemoryAdapter({ wallets: [{ ...metamask }], authorized: authorized.eip155 })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    wallets: [{ ...metamaskSolana }, { ...phantom }],
    authorized: authorized.solana,
  })
  const bitcoin = createMemoryAdapter({
    namespace: 'bip122',
    wallets: [{ ...xverse }],
    authorized: authorized.bip122,
  })
  const storage = createMapStorage(setup.storage)
  const core = createAppKitCore(
    {
      projectId: 'test-project',
      networks: [testNetworks.mainnet, testNetworks.polygon, testNetworks.solana, testNetworks.bitcoin],
      adapters: [evm.adapter, solana.adapter, bitcoin.adapter],
      ...setup.options,
    },
    { storage, isMobile: () => false, now: () => 1_000 },
  )
  return { core, evm, solana, bitcoin, storage }
}

/** Stored keys as a previous visit would have left them, after connecting MetaMask on `caipNetworkId`. */
export function storedSession(
  connectorId = 'io.metamask',
  caipNetworkId = 'eip155:1',
): Record<string, string> {
  return {
    [`${STORAGE_KEYS.connectedConnectorIdPrefix}eip155`]: JSON.stringify(connectorId),
    [STORAGE_KEYS.activeCaipNetworkId]: JSON.stringify(caipNetworkId),
  }
}

/** Lets valtio deliver its batched notifications. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

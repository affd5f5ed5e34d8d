import { STORAGE_KEYS } from '@gangway/common'
import { createAppKitCore } from '../appkit-core.js'
import type { AppKitOptions } from '../types.js'
import { ADDRESS, createMapStorage, testNetworks } from './fixtures.js'
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

import {
  bitcoin,
  type CaipNetwork,
  type ChainId,
  type ChainNamespace,
  mainnet,
  polygon,
  solana,
} from '@gangway/common'
import {
  type AdapterContext,
  type AppKitCore,
  type AppKitOptions,
  type ChainAdapter,
  type Connector,
  createAppKitCore,
} from '@gangway/core'
import { preloadMultiChainParts } from './modal/multichain-parts.js'
import { ADDRESS, memoryStorage } from './test-utils.js'

export const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
export const TRUNCATED_SOLANA_ADDRESS = '7EcD...wCFLtV'
export const BITCOIN_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

const NETWORKS_BY_NAMESPACE: Partial<Record<ChainNamespace, CaipNetwork[]>> = {
  eip155: [mainnet, polygon],
  solana: [solana],
  bip122: [bitcoin],
}
const ADDRESSES: Partial<Record<ChainNamespace, string>> = {
  eip155: ADDRESS,
  solana: SOLANA_ADDRESS,
  bip122: BITCOIN_ADDRESS,
}

/** Fox Wallet exists on every namespace, so core merges it into one MULTI_CHAIN entry. */
export function foxWallet(chain: ChainNamespace): Connector {
  return { id: `fox-${chain}`, name: 'Fox Wallet', type: 'ANNOUNCED', chain }
}

/** Rabbit Wallet is on eip155 only. */
export const rabbitWallet: Connector = {
  id: 'rabbit',
  name: 'Rabbit Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
}

/**
 * An in-memory ChainAdapter for one namespace (core's own test adapter is out of reach here): its wallets
 * connect at once unless a test holds or fails the next connection.
 */
export function testAdapter(namespace: ChainNamespace, wallets: Connector[]) {
  let context: AdapterContext | undefined
  let connected: { id: string; chainId: ChainId } | undefined
  const control = {
    calls: [] as string[],
    /** The next connect() fails with this. */
    failConnect: undefined as unknown,
    /** connect() waits for this before answering. */
    gate: undefined as Promise<void> | undefined,
  }
  const address = ADDRESSES[namespace] ?? `${namespace}-address`
  const networks = NETWORKS_BY_NAMESPACE[namespace] ?? []
  const adapter: ChainAdapter = {
    namespace,
    adapterType: 'universal',
    networks,
    construct(ctx) {
      context = ctx
    },
    async syncConnectors() {
      context?.events.emit('connectors', wallets)
    },
    async connect({ id, chainId }) {
      control.calls.push(`connect:${id}`)
      await control.gate
      const failure = control.failConnect
      control.failConnect = undefined
      if (failure) throw failure
      connected = { id, chainId: chainId ?? networks[0]?.id ?? 1 }
      return { address, chainId: connected.chainId, connectorId: id, provider: {} }
    },
    async reconnect() {
      return undefined
    },
    async disconnect() {
      control.calls.push('disconnect')
      connected = undefined
    },
    async switchNetwork({ caipNetwork }) {
      control.calls.push(`switchNetwork:${caipNetwork.caipNetworkId}`)
      if (connected) connected.chainId = caipNetwork.id
      context?.events.emit('chainChanged', { chainId: caipNetwork.id })
    },
    async getBalance({ caipNetwork }) {
      return { balance: '0', symbol: caipNetwork.nativeCurrency.symbol }
    },
    async signMessage() {
      return { signature: '0x' }
    },
    async sendTransaction() {
      return { hash: '0x' }
    },
    parseUnits: (value) => BigInt(value),
    formatUnits: (value) => value.toString(),
    getProvider: () => (connected ? {} : undefined),
  }
  return { adapter, control }
}

export type TestAdapter = ReturnType<typeof testAdapter>

/**
 * A real core with an adapter per namespace (eip155 and Solana by default), Fox Wallet on each and Rabbit
 * Wallet on eip155; ready, with every adapter's wallets reported, and the multichain parts' code loaded (as
 * the modal of such an app preloads it).
 */
export async function createMultiChainCore(
  namespaces: ChainNamespace[] = ['eip155', 'solana'],
  options: Partial<AppKitOptions> = {},
) {
  const adapters = Object.fromEntries(
    namespaces.map((namespace) => {
      const wallets = [foxWallet(namespace), ...(namespace === 'eip155' ? [rabbitWallet] : [])]
      return [namespace, testAdapter(namespace, wallets)]
    }),
  ) as Partial<Record<ChainNamespace, TestAdapter>>
  const networks = namespaces.flatMap((namespace) => NETWORKS_BY_NAMESPACE[namespace] ?? [])
  const core: AppKitCore = createAppKitCore(
    {
      projectId: 'test',
      networks: networks as [CaipNetwork, ...CaipNetwork[]],
      adapters: Object.values(adapters).map((entry) => entry.adapter),
      features: { email: false, socials: false },
      ...options,
    },
    { storage: memoryStorage(), isMobile: () => false },
  )
  await Promise.all([core.ready(), preloadMultiChainParts()])
  return { core, adapters }
}

/** The Fox Wallet entry as Connect lists it: MULTI_CHAIN when more than one namespace is shown. */
export function foxEntry(core: AppKitCore): Connector {
  const entry = core.store.connectors.state.connectors.find((connector) => connector.name === 'Fox Wallet')
  if (!entry) throw new Error('Fox Wallet is not listed')
  return entry
}

/** Connects `namespace` through Fox Wallet, as picking it in ConnectingMultiChain does. */
export async function connectFox(core: AppKitCore, namespace: ChainNamespace): Promise<void> {
  await core.connect(foxEntry(core), { namespace })
}

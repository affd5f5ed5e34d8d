import { bitcoin, type CaipNetwork, type ChainNamespace, mainnet, polygon, solana } from '@gangway/common'
import type { AppKitCore, ChainAdapter, Connector, WalletListing } from '@gangway/core'
import { listing } from './directory-fixtures.js'
import { ADDRESS, icon } from './fixtures.js'

/** EVM, Solana and Bitcoin networks: three namespaces. */
export const MULTICHAIN_NETWORKS: [CaipNetwork, ...CaipNetwork[]] = [mainnet, polygon, solana, bitcoin]
/** EVM and Solana only. */
export const TWO_NAMESPACE_NETWORKS: [CaipNetwork, ...CaipNetwork[]] = [mainnet, polygon, solana]

const ADDRESSES: Partial<Record<ChainNamespace, string>> = {
  eip155: ADDRESS,
  solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
}

const FOX_ICON = icon('#f6851b', 'F')

/** Fox Wallet on one namespace; reported on several, core merges it into one MULTI_CHAIN entry. */
export function foxOn(chain: ChainNamespace): Connector {
  return { id: `fox-${chain}`, name: 'Fox Wallet', type: 'ANNOUNCED', chain, imageUrl: FOX_ICON }
}

/** A wallet on eip155 only. */
export const RABBIT_WALLET: Connector = {
  id: 'rabbit',
  name: 'Rabbit Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: icon('#7084ff', 'R'),
}

const singleNamespaceWallets: Partial<Record<ChainNamespace, Connector[]>> = {
  eip155: [RABBIT_WALLET],
  solana: [
    { id: 'sun', name: 'Sun Wallet', type: 'ANNOUNCED', chain: 'solana', imageUrl: icon('#9945ff', 'S') },
  ],
  bip122: [
    {
      id: 'orange',
      name: 'Orange Wallet',
      type: 'ANNOUNCED',
      chain: 'bip122',
      imageUrl: icon('#f7931a', 'O'),
    },
  ],
}

/** Every namespace reports Fox Wallet and a wallet of its own, as the adapters would. */
export function announceMultiChainWallets(core: AppKitCore, namespaces: ChainNamespace[]): void {
  for (const namespace of namespaces) {
    core.store.connectors.setConnectors(namespace, [
      foxOn(namespace),
      ...(singleNamespaceWallets[namespace] ?? []),
    ])
  }
}

/** The merged Fox Wallet entry as Connect lists it. */
export function foxEntry(core: AppKitCore): Connector {
  const entry = core.store.connectors.state.connectors.find((connector) => connector.name === 'Fox Wallet')
  if (!entry) throw new Error('Fox Wallet is not listed')
  return entry
}

/** `namespace` connected through Fox Wallet (or `wallet`) on its first network, as core records a session. */
export function connectNamespace(
  core: AppKitCore,
  namespace: ChainNamespace,
  account: { balance?: string; balanceSymbol?: string } = {},
  wallet: Connector = foxOn(namespace),
): void {
  const network = core.store.chain.state.chains[namespace]?.caipNetworks[0]
  const address = ADDRESSES[namespace]
  if (!network || !address) throw new Error(`No network or address for ${namespace}`)
  core.store.chain.setAccountState(namespace, {
    address,
    caipAddress: `${network.caipNetworkId}:${address}`,
    status: 'connected',
    connectedWalletInfo: { name: wallet.name, icon: wallet.imageUrl, type: wallet.type },
    ...account,
  })
  core.store.connectors.setActiveConnectorId(namespace, wallet.id)
  core.store.connection.setStatus('connected')
}

/**
 * An adapter whose wallet never answers ('waiting') or declines ('declined'): enough for the connecting
 * views' states, with no chain library behind it.
 */
export function storyAdapter(namespace: ChainNamespace, wallet: 'waiting' | 'declined'): ChainAdapter {
  const unused = () => Promise.reject(new Error('Not connected'))
  return {
    namespace,
    adapterType: 'universal',
    networks: [],
    construct: () => undefined,
    syncConnectors: async () => undefined,
    connect: () =>
      new Promise((_resolve, reject) => {
        if (wallet === 'declined') reject(Object.assign(new Error('User rejected.'), { code: 4001 }))
      }),
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: unused,
    getBalance: unused,
    signMessage: unused,
    sendTransaction: unused,
    parseUnits: (value) => BigInt(value),
    formatUnits: (value) => value.toString(),
    getProvider: () => undefined,
  }
}

/** Directory wallets on Solana, or on EVM networks and Solana (CAIP-2 `chains`, as the directory lists them). */
export const MULTICHAIN_LISTINGS = {
  solflare: listing('solflare', 'Solflare', { chains: [solana.caipNetworkId] }),
  trust: listing('trust', 'Trust Wallet', { chains: [mainnet.caipNetworkId, solana.caipNetworkId] }),
} satisfies Record<string, WalletListing>

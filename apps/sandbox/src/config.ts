import { UniversalAdapter } from '@gangway/adapter-universal'
import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { type CaipNetwork, mainnet, polkadot, polygon, solana } from '@gangway/react/networks'

/** Local anvil chains standing in for Ethereum (1) and Polygon (137); see scripts/start.sh. */
export const rpcUrls = {
  1: import.meta.env.VITE_RPC_1 ?? 'http://127.0.0.1:8545',
  137: import.meta.env.VITE_RPC_137 ?? 'http://127.0.0.1:8546',
} as const

/** The local Solana chain (litesvm behind JSON-RPC, started by `gangway-chains`). */
export const solanaRpcUrl = import.meta.env.VITE_SOLANA_RPC ?? 'http://127.0.0.1:8899'

const query = new URLSearchParams(globalThis.location?.search)

/** `?projectId=` lets a test use a project whose allowed origins it seeded in the services. */
export const projectId = query.get('projectId') ?? 'gangway-sandbox'

/** `?locale=ar` shows the modal, the buttons and the secure frame in that language (docs/i18n.md). */
export const locale = query.get('locale') ?? undefined

/**
 * The local reference services (apps/services). `?services=URL` points the sandbox elsewhere, e.g. at
 * a port where nothing listens, to see how the modal behaves when the services are down.
 */
export const servicesUrl =
  query.get('services') ?? import.meta.env.VITE_SERVICES_URL ?? 'http://127.0.0.1:8787'
const servicesWs = servicesUrl.replace(/^http/u, 'ws')
export const services = {
  apiUrl: servicesUrl,
  blockchainApiUrl: servicesUrl,
  analyticsUrl: servicesUrl,
  // The local WalletConnect relay and verify stand-in (apps/services): nothing leaves this machine.
  relayUrl: query.get('relay') ?? `${servicesWs}/relay`,
  verifyUrl: `${servicesUrl}/verify/v3`,
  // The secure frame (apps/secure-frame) on its own origin: e-mail sign-in and the embedded wallet.
  secureSiteUrl: query.get('secureSite') ?? import.meta.env.VITE_SECURE_SITE_URL ?? 'http://localhost:8790/',
}
/** The local chains' transactions are not on the public explorers: their links go to the services' explorer. */
function withLocalExplorer<Network extends CaipNetwork>(network: Network): Network {
  const url = `${servicesUrl}/explorer/${network.id}`
  return Object.assign({}, network, { blockExplorers: { default: { name: 'Local explorer', url } } })
}
export const evmNetworks: [typeof mainnet, typeof polygon] = [
  withLocalExplorer(mainnet),
  withLocalExplorer(polygon),
]
/** Solana and Polkadot are served over WalletConnect (no adapter of their own here). */
export const networks: [CaipNetwork, ...CaipNetwork[]] = [...evmNetworks, solana, polkadot]

// The public RPCs of mainnet and polygon are replaced by the local chains through the option a host
// would use for its own RPC provider.
export const customRpcUrls = {
  'eip155:1': [{ url: rpcUrls[1] }],
  'eip155:137': [{ url: rpcUrls[137] }],
  // Solana mainnet's reads go to the local chain; no Polkadot node runs here: its reads fail quietly.
  [solana.caipNetworkId]: [{ url: solanaRpcUrl }],
  [polkadot.caipNetworkId]: [{ url: 'http://127.0.0.1:9944' }],
}

/**
 * `?adapters=universal` runs the sandbox as a host that gives a UniversalAdapter per namespace (WalletConnect
 * alone); `?adapters=none` as a host that gives no adapter at all, so the modal opens on the QR code (SPEC §2);
 * by default EVM wallets go through wagmi (EIP-6963, injected and WalletConnect).
 */
const adapterParam = query.get('adapters')
export const adapterMode = adapterParam === 'universal' || adapterParam === 'none' ? adapterParam : 'wagmi'

export function createAdapters() {
  if (adapterMode === 'none') return []
  if (adapterMode === 'universal') {
    return (['eip155', 'solana', 'polkadot'] as const).map((namespace) => new UniversalAdapter({ namespace }))
  }
  return [new WagmiAdapter({ networks: evmNetworks, projectId, customRpcUrls })]
}

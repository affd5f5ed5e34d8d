import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { mainnet, polygon } from '@gangway/react/networks'

/** Local anvil chains standing in for Ethereum (1) and Polygon (137); see scripts/start.sh. */
export const rpcUrls = {
  1: import.meta.env.VITE_RPC_1 ?? 'http://127.0.0.1:8545',
  137: import.meta.env.VITE_RPC_137 ?? 'http://127.0.0.1:8546',
} as const

const query = new URLSearchParams(globalThis.location?.search)

/** `?projectId=` lets a test use a project whose allowed origins it seeded in the services. */
export const projectId = query.get('projectId') ?? 'gangway-sandbox'

/**
 * The local reference services (apps/services). `?services=URL` points the sandbox elsewhere, e.g. at
 * a port where nothing listens, to see how the modal behaves when the services are down.
 */
const servicesUrl = query.get('services') ?? import.meta.env.VITE_SERVICES_URL ?? 'http://127.0.0.1:8787'
export const services = { apiUrl: servicesUrl, blockchainApiUrl: servicesUrl, analyticsUrl: servicesUrl }
export const networks = [mainnet, polygon] as [typeof mainnet, typeof polygon]

// The public RPCs of mainnet and polygon are replaced by the local chains through the option a host
// would use for its own RPC provider.
export const customRpcUrls = {
  'eip155:1': [{ url: rpcUrls[1] }],
  'eip155:137': [{ url: rpcUrls[137] }],
}

export const wagmiAdapter = new WagmiAdapter({ networks, projectId, customRpcUrls })

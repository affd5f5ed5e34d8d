import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { type CaipNetwork, mainnet, polygon } from '@gangway/react/networks'
import { cookieStorage, createStorage } from 'wagmi'

/**
 * Everything here is read on the server and in the browser alike, so it may not touch `window`. The defaults
 * point at what the repository's end-to-end run starts: the local services and two anvil chains standing in
 * for Ethereum and Polygon. `NEXT_PUBLIC_*` values are fixed at build time.
 */
export const projectId = process.env.NEXT_PUBLIC_PROJECT_ID ?? 'gangway-sandbox'

const servicesUrl = process.env.NEXT_PUBLIC_SERVICES_URL ?? 'http://127.0.0.1:8787'

export const services = {
  apiUrl: servicesUrl,
  blockchainApiUrl: servicesUrl,
  analyticsUrl: servicesUrl,
  relayUrl: `${servicesUrl.replace(/^http/u, 'ws')}/relay`,
  verifyUrl: `${servicesUrl}/verify/v3`,
}

export const networks: [CaipNetwork, ...CaipNetwork[]] = [mainnet, polygon]

export const customRpcUrls = {
  'eip155:1': [{ url: process.env.NEXT_PUBLIC_RPC_1 ?? 'http://127.0.0.1:8545' }],
  'eip155:137': [{ url: process.env.NEXT_PUBLIC_RPC_137 ?? 'http://127.0.0.1:8546' }],
}

export const metadata = {
  name: 'Gangway on Next.js',
  description: 'A server-rendered host that restores the connection from cookies',
  url: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://127.0.0.1:3100',
  icons: [],
}

/**
 * wagmi keeps its state in a cookie, so the server reads the connection from the request (see
 * context/index.tsx); `ssr: true` leaves hydrating the store to WagmiProvider.
 */
export const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: cookieStorage }),
  ssr: true,
  projectId,
  networks,
  customRpcUrls,
})

export const wagmiConfig = wagmiAdapter.wagmiConfig

import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { AppKitButton, createAppKit } from '@gangway/react'
import { mainnet, polygon } from '@gangway/react/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { useAccount, WagmiProvider } from 'wagmi'

// AppKit's React + wagmi setup, pointed at the local chains and services the end-to-end suite starts.
const projectId = 'gangway-sandbox'
const servicesUrl = 'http://127.0.0.1:8787'
const networks: [typeof mainnet, typeof polygon] = [mainnet, polygon]
const customRpcUrls = {
  'eip155:1': [{ url: 'http://127.0.0.1:8545' }],
  'eip155:137': [{ url: 'http://127.0.0.1:8546' }],
}
const wagmiAdapter = new WagmiAdapter({ networks, projectId, customRpcUrls })

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  customRpcUrls,
  services: {
    apiUrl: servicesUrl,
    blockchainApiUrl: servicesUrl,
    analyticsUrl: servicesUrl,
    relayUrl: 'ws://127.0.0.1:8787/relay',
    verifyUrl: `${servicesUrl}/verify/v3`,
    secureSiteUrl: 'http://localhost:8790/',
  },
  metadata: {
    name: 'Host: React + wagmi',
    description: 'Installed from tarballs',
    url: location.origin,
    icons: [],
  },
})

/** What the host's own wagmi hooks see: the connection Gangway made. */
function WagmiAccount() {
  const { address, status } = useAccount()
  return (
    <p>
      wagmi: <output data-testid="wagmi-status">{status}</output>{' '}
      <output data-testid="wagmi-address">{address ?? '—'}</output>
    </p>
  )
}

const queryClient = new QueryClient()
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <h1>React + wagmi</h1>
        <AppKitButton />
        <WagmiAccount />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)

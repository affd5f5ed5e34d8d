// Size budget: a host app with React, wagmi and Gangway (createAppKit + the wagmi adapter + a button).
import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { AppKitButton, createAppKit } from '@gangway/react'
import { mainnet } from '@gangway/react/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const networks: [typeof mainnet] = [mainnet]
const wagmiAdapter = new WagmiAdapter({ networks, projectId: 'size' })
createAppKit({ adapters: [wagmiAdapter], networks, projectId: 'size' })
const queryClient = new QueryClient()

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <AppKitButton />
    </QueryClientProvider>
  </WagmiProvider>,
)

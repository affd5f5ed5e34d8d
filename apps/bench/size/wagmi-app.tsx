// Size baseline: the same host app with wagmi alone (an injected-wallet connect button).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { createConfig, injected, useAccount, useConnect, WagmiProvider } from 'wagmi'

const config = createConfig({
  chains: [mainnet],
  connectors: [injected()],
  transports: { [mainnet.id]: http() },
})
const queryClient = new QueryClient()

function ConnectButton() {
  const { address } = useAccount()
  const { connect, connectors } = useConnect()
  if (address) return <span>{address}</span>
  return (
    <button type="button" onClick={() => connectors[0] && connect({ connector: connectors[0] })}>
      Connect Wallet
    </button>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectButton />
    </QueryClientProvider>
  </WagmiProvider>,
)

import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { AppKitButton, createAppKit } from '@gangway/react'
import { mainnet } from '@gangway/react/networks'
import { announceWallet, createTestWallet } from '@gangway/testing'
import { createRoot } from 'react-dom/client'

// A minimal host: one network, the wagmi adapter, one button. The RPC and the services come from the
// page's URL so the benchmark can point them at what it started; without `services` there is no directory
// (and WalletConnect uses the SDK's public relay, which the benchmarks never reach).
const query = new URLSearchParams(window.location.search)
const rpcUrl = query.get('rpc') ?? 'http://127.0.0.1:8545'
const servicesUrl = query.get('services')
announceWallet(createTestWallet({ chains: [{ id: 1, rpcUrl }], storage: window.sessionStorage }))

const networks: [typeof mainnet] = [mainnet]
const customRpcUrls = { 'eip155:1': [{ url: rpcUrl }] }
const projectId = 'gangway-bench'
createAppKit({
  adapters: [new WagmiAdapter({ networks, projectId, customRpcUrls })],
  networks,
  projectId,
  customRpcUrls,
  ...(servicesUrl
    ? {
        services: {
          apiUrl: servicesUrl,
          blockchainApiUrl: servicesUrl,
          relayUrl: `${servicesUrl.replace(/^http/u, 'ws')}/relay`,
          verifyUrl: `${servicesUrl}/verify/v3`,
        },
      }
    : {}),
  features: { analytics: false },
})

createRoot(document.getElementById('root') as HTMLElement).render(<AppKitButton />)

import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { AppKitButton, createAppKit } from '@gangway/react'
import { mainnet } from '@gangway/react/networks'
import { announceWallet, createTestWallet } from '@gangway/testing'
import { createRoot } from 'react-dom/client'

// A minimal host: one network, the wagmi adapter, one button. The RPC comes from the page's URL so
// the benchmark can point it at the chain it started.
const rpcUrl = new URLSearchParams(window.location.search).get('rpc') ?? 'http://127.0.0.1:8545'
announceWallet(createTestWallet({ chains: [{ id: 1, rpcUrl }], storage: window.sessionStorage }))

const networks: [typeof mainnet] = [mainnet]
const customRpcUrls = { 'eip155:1': [{ url: rpcUrl }] }
const projectId = 'gangway-bench'
createAppKit({
  adapters: [new WagmiAdapter({ networks, projectId, customRpcUrls })],
  networks,
  projectId,
  customRpcUrls,
  features: { analytics: false },
})

createRoot(document.getElementById('root') as HTMLElement).render(<AppKitButton />)

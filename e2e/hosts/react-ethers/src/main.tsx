import { EthersAdapter } from '@gangway/adapter-ethers'
import { AppKitButton, createAppKit, useAppKitAccount, useAppKitProvider } from '@gangway/react'
import { mainnet } from '@gangway/react/networks'
import { BrowserProvider, type Eip1193Provider } from 'ethers'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

// AppKit's React + ethers v6 setup, pointed at the local chain and services the end-to-end suite starts.
const servicesUrl = 'http://127.0.0.1:8787'
createAppKit({
  adapters: [new EthersAdapter()],
  networks: [mainnet],
  projectId: 'gangway-sandbox',
  customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:8545' }] },
  services: {
    apiUrl: servicesUrl,
    blockchainApiUrl: servicesUrl,
    analyticsUrl: servicesUrl,
    relayUrl: 'ws://127.0.0.1:8787/relay',
    verifyUrl: `${servicesUrl}/verify/v3`,
    secureSiteUrl: 'http://localhost:8790/',
  },
  metadata: {
    name: 'Host: React + ethers',
    description: 'Installed from tarballs',
    url: location.origin,
    icons: [],
  },
})

/** The account, and a message signed through ethers' own BrowserProvider around Gangway's provider. */
function Account() {
  const { address } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const [signature, setSignature] = useState('')
  async function sign() {
    if (!walletProvider) return
    const signer = await new BrowserProvider(walletProvider).getSigner()
    setSignature(await signer.signMessage('Hello from Gangway'))
  }
  return (
    <>
      <p>
        Account: <output data-testid="address">{address ?? '—'}</output>
      </p>
      <button type="button" disabled={!walletProvider} onClick={() => void sign()}>
        Sign message
      </button>
      <output data-testid="signature">{signature}</output>
    </>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <h1>React + ethers</h1>
    <AppKitButton />
    <Account />
  </StrictMode>,
)

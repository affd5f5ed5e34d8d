import { SolanaAdapter } from '@gangway/adapter-solana'
import { createAppKit } from '@gangway/html'
import { solanaLocalnet } from '@gangway/html/networks'

// A page without a framework: the <appkit-button> element and the instance's subscriptions, on the local
// Solana chain and services the end-to-end suite starts.
const servicesUrl = 'http://127.0.0.1:8787'
const appKit = createAppKit({
  adapters: [new SolanaAdapter()],
  networks: [solanaLocalnet],
  projectId: 'gangway-sandbox',
  services: {
    apiUrl: servicesUrl,
    blockchainApiUrl: servicesUrl,
    analyticsUrl: servicesUrl,
    relayUrl: 'ws://127.0.0.1:8787/relay',
    verifyUrl: `${servicesUrl}/verify/v3`,
    secureSiteUrl: 'http://localhost:8790/',
  },
  metadata: {
    name: 'Host: html + Solana',
    description: 'Installed from tarballs',
    url: location.origin,
    icons: [],
  },
})

const account = document.getElementById('account')
appKit.subscribeAccount((state) => {
  account.textContent = state.address ?? '—'
})

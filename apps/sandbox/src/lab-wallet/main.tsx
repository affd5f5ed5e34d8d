import { createLabWallet, type LabWallet } from '@gangway/testing/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { labWalletConfig } from './config'
import { LabWalletApp } from './LabWalletApp'

declare global {
  interface Window {
    /** The page's wallet, for Playwright to drive what a person would click. */
    __gangwayLabWallet?: LabWallet
  }
}

const root = createRoot(document.getElementById('root') as HTMLElement)

// Created once, outside React: StrictMode's double effects would otherwise open two relay connections.
createLabWallet({
  ...labWalletConfig,
  metadata: {
    name: 'Gangway Lab Wallet',
    description: 'A WalletConnect wallet for manual checks, on local keys',
    url: window.location.origin,
    icons: [],
  },
}).then(
  (wallet) => {
    window.__gangwayLabWallet = wallet
    root.render(
      <StrictMode>
        <LabWalletApp wallet={wallet} relayUrl={labWalletConfig.relayUrl} />
      </StrictMode>,
    )
  },
  (error: unknown) => {
    root.render(
      <main>
        <h1>Lab wallet</h1>
        <p role="alert">
          Could not reach the relay at {labWalletConfig.relayUrl}: {String(error)}
        </p>
      </main>,
    )
  },
)

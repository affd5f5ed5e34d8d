import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '../App'
import { createSandboxAppKit } from '../appkit'
import { registerTestWallet } from '../test-wallet'

/** The home page: wagmi for EVM wallets, WalletConnect (or `?adapters=`) for the other namespaces. */
export function start(root: HTMLElement) {
  registerTestWallet()
  createSandboxAppKit()
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

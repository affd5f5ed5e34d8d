import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { registerTestWallet } from './test-wallet'
import { createSandboxAppKit } from './appkit'

registerTestWallet()
createSandboxAppKit()

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

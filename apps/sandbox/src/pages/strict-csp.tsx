import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '../App'
import { createPageAppKit } from '../appkit'
import { createAdapters, networks } from '../config'
import { registerTestWallet } from '../test-wallet'

/**
 * The home page under a strict Content Security Policy: `vite preview` sends the policy of server/strict-csp.ts
 * with this path only. Nothing else differs on purpose: the same modal and wallets must work unchanged.
 * `?nonce` adds a per-response style nonce, passed on as `cspNonce` for browsers without constructable sheets.
 */
export function start(root: HTMLElement) {
  document.title = 'Strict CSP · Gangway sandbox'
  registerTestWallet()
  createPageAppKit({ adapters: createAdapters(), networks, title: 'Gangway sandbox', cspNonce: pageNonce() })
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

/** The nonce the server put on `<meta property="csp-nonce">`: read from the property, the attribute is emptied. */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined
}

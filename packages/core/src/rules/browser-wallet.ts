import type { Connector } from '../types.js'

/** The id of the generic injected entry ('Browser Wallet'), as adapters report it. */
export const BROWSER_WALLET_ID = 'injected'

export interface BrowserWalletInput {
  isMobile: boolean
  /** Whether the page has an injected provider (e.g. `window.ethereum`). */
  hasInjectedProvider: boolean
}

/**
 * SPEC §5: the generic 'Browser Wallet' entry is hidden on desktop (announced wallets name themselves
 * there), and on mobile when no injected wallet is installed.
 */
export function shouldShowBrowserWallet({ isMobile, hasInjectedProvider }: BrowserWalletInput): boolean {
  return isMobile && hasInjectedProvider
}

export function isBrowserWallet(connector: Pick<Connector, 'id' | 'type'>): boolean {
  return connector.type === 'INJECTED' && connector.id === BROWSER_WALLET_ID
}

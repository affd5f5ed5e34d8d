import type { TestWallet } from './types.js'

type EventHost = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

/** What Playwright reaches through `window.__gangwayTestWallet`. */
export interface TestWalletControls {
  rejectNextRequest(): void
}

declare global {
  interface Window {
    __gangwayTestWallet?: TestWalletControls
  }
}

/**
 * EIP-6963: announce the wallet now and again on every `eip6963:requestProvider`.
 * Returns a function that stops answering requests.
 */
export function announceWallet(wallet: TestWallet, target: EventHost = window): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...wallet.info }), provider: wallet.provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}

/** Lets an end-to-end test steer the wallet from outside the page (e.g. reject the next prompt). */
export function exposeTestWalletControls(
  wallet: TestWallet,
  target: { __gangwayTestWallet?: TestWalletControls } = window,
): () => void {
  target.__gangwayTestWallet = { rejectNextRequest: () => wallet.rejectNextRequest() }
  return () => {
    delete target.__gangwayTestWallet
  }
}

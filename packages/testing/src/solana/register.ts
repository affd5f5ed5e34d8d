import type { Wallet } from '@wallet-standard/base'

/** The part of `window` the Wallet Standard's registration events travel through. */
type EventHost = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

/** What the app (`@wallet-standard/app`'s `getWallets()`) hands a wallet that registers. */
interface WalletsApi {
  register(...wallets: Wallet[]): () => void
}

/**
 * Registers the wallet with the page's Wallet Standard app and returns a function that unregisters it (the app
 * then reports `unregister`). This speaks the same protocol as `@wallet-standard/wallet`'s `registerWallet` (a
 * `wallet-standard:register-wallet` event now, an answer to every `wallet-standard:app-ready` later), which
 * cannot be used here: it throws the app's unregister function away and never removes its app-ready listener,
 * so a wallet registered through it could never leave the page.
 */
export function registerSolanaTestWallet(
  wallet: Wallet,
  target: EventHost | undefined = globalThis.window,
): () => void {
  if (!target)
    throw new Error('registerSolanaTestWallet needs a window (a browser, or happy-dom / jsdom in tests).')
  const unregisters: (() => void)[] = []
  let registered = true
  const register = (api: WalletsApi) => {
    if (registered) unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) => register((event as CustomEvent<WalletsApi>).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  return () => {
    if (!registered) return
    registered = false
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}

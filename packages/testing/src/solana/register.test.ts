// @vitest-environment happy-dom
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { createSolanaTestWallet } from './create-solana-test-wallet.js'
import { registerSolanaTestWallet } from './register.js'

/**
 * The app side of the Wallet Standard registration protocol, as `@wallet-standard/app`'s `getWallets()` speaks
 * it (that package is the adapter's, not this one's; adapter-solana's tests run the real one against this
 * wallet): listen for `register-wallet`, announce `app-ready` once.
 */
function startApp(target: Window) {
  const registered = new Set<Wallet>()
  const api = {
    register(...wallets: Wallet[]) {
      for (const wallet of wallets) registered.add(wallet)
      return () => {
        for (const wallet of wallets) registered.delete(wallet)
      }
    },
  }
  const onRegister = (event: Event) => (event as CustomEvent<(app: typeof api) => void>).detail(api)
  target.addEventListener('wallet-standard:register-wallet', onRegister)
  target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  return { registered, stop: () => target.removeEventListener('wallet-standard:register-wallet', onRegister) }
}

const apps: ReturnType<typeof startApp>[] = []
afterEach(() => {
  for (const app of apps.splice(0)) app.stop()
})

describe('registerSolanaTestWallet', () => {
  it('registers with an app already on the page, and unregisters', () => {
    const app = startApp(window)
    apps.push(app)
    const wallet = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:9' })
    const unregister = registerSolanaTestWallet(wallet)
    expect([...app.registered]).toEqual([wallet])
    unregister()
    expect(app.registered.size).toBe(0)
    unregister()
  })

  it('registers with an app that starts later (app-ready), and not after it was unregistered', () => {
    const wallet = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:9' })
    const unregister = registerSolanaTestWallet(wallet)
    const app = startApp(window)
    apps.push(app)
    expect([...app.registered]).toEqual([wallet])
    unregister()
    expect(app.registered.size).toBe(0)
    const lateApp = startApp(window)
    apps.push(lateApp)
    expect(lateApp.registered.size).toBe(0)
  })
})

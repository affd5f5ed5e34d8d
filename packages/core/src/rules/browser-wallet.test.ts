import { describe, expect, it } from 'vitest'
import { isBrowserWallet, shouldShowBrowserWallet } from './browser-wallet.js'

describe('Browser Wallet visibility', () => {
  it('SPEC §5: the generic Browser Wallet entry is hidden on desktop', () => {
    expect(shouldShowBrowserWallet({ isMobile: false, hasInjectedProvider: true })).toBe(false)
    expect(shouldShowBrowserWallet({ isMobile: false, hasInjectedProvider: false })).toBe(false)
  })

  it('SPEC §5: on mobile it is hidden when no injected wallet is installed, shown when one is', () => {
    expect(shouldShowBrowserWallet({ isMobile: true, hasInjectedProvider: false })).toBe(false)
    expect(shouldShowBrowserWallet({ isMobile: true, hasInjectedProvider: true })).toBe(true)
  })

  it('recognises only the generic injected entry, not announced wallets', () => {
    expect(isBrowserWallet({ id: 'injected', type: 'INJECTED' })).toBe(true)
    expect(isBrowserWallet({ id: 'io.metamask', type: 'ANNOUNCED' })).toBe(false)
  })
})

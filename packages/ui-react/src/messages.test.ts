import { describe, expect, it } from 'vitest'
import { createTranslate, defaultMessages, NAMESPACE_MESSAGES } from './messages.js'

describe('messages', () => {
  it('SPEC §2 / §8 wording: the catalogue holds the specified English strings', () => {
    expect(defaultMessages).toMatchObject({
      connectWallet: 'Connect Wallet',
      connecting: 'Connecting...',
      allWallets: 'All Wallets',
      unsupportedTitle: 'Switch Network',
      unsupportedBody:
        "This app doesn't support your current network. Switch to an available option to continue.",
      connectionDeclined: 'Connection declined',
      disconnectFailed: 'Failed to disconnect',
    })
  })

  it('fills placeholders', () => {
    const t = createTranslate()
    expect(t('continueIn', { name: 'MetaMask' })).toBe('Continue in MetaMask')
    expect(t('social', { provider: 'Google' })).toBe('Continue with Google')
  })

  it("uses the host's overrides, placeholders included", () => {
    const t = createTranslate({ continueIn: 'Weiter in {name}', connectWallet: 'Wallet verbinden' })
    expect(t('continueIn', { name: 'Rabby' })).toBe('Weiter in Rabby')
    expect(t('connectWallet')).toBe('Wallet verbinden')
    expect(t('disconnect')).toBe('Disconnect')
  })

  it('names every chain namespace (SPEC §1) from the catalogue', () => {
    const t = createTranslate()
    expect(Object.fromEntries(Object.entries(NAMESPACE_MESSAGES).map(([ns, key]) => [ns, t(key)]))).toEqual({
      eip155: 'EVM Networks',
      solana: 'Solana',
      polkadot: 'Polkadot',
      bip122: 'Bitcoin',
      cosmos: 'Cosmos',
    })
  })
})

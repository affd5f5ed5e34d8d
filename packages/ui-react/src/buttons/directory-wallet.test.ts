import type { ListedWallet } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { directoryQuery, pickListedWallet } from './directory-wallet.js'

const RAINBOW: ListedWallet = { id: 'a'.repeat(64), name: 'Rainbow', source: 'directory', rdns: 'me.rainbow' }
const RAINBOW_BRIDGE: ListedWallet = { id: 'b'.repeat(64), name: 'Rainbow Bridge', source: 'directory' }
const TRUST: ListedWallet = {
  id: 'c'.repeat(64),
  name: 'Trust Wallet',
  source: 'directory',
  rdns: 'com.trustwallet.app',
}

describe('directoryQuery', () => {
  it('asks the name search for a name, and for the longest part of an rdns', () => {
    expect(directoryQuery(' rainbow ')).toBe('rainbow')
    expect(directoryQuery('io.metamask')).toBe('metamask')
    expect(directoryQuery('com.coinbase.wallet')).toBe('coinbase')
  })
})

describe('pickListedWallet', () => {
  it('takes the answer the button names exactly, not every wallet the search found', () => {
    expect(pickListedWallet('rainbow', [RAINBOW_BRIDGE, RAINBOW])).toBe(RAINBOW)
    expect(pickListedWallet('Rainbow Bridge', [RAINBOW, RAINBOW_BRIDGE])).toBe(RAINBOW_BRIDGE)
    expect(pickListedWallet('rain', [RAINBOW, RAINBOW_BRIDGE])).toBeUndefined()
  })

  it('knows a wallet by its directory id, its rdns or its name without "Wallet"', () => {
    expect(pickListedWallet('c'.repeat(64), [RAINBOW, TRUST])).toBe(TRUST)
    expect(pickListedWallet('me.rainbow', [RAINBOW])).toBe(RAINBOW)
    expect(pickListedWallet('trust', [TRUST])).toBe(TRUST)
    expect(pickListedWallet('trust-wallet', [TRUST])).toBe(TRUST)
    expect(pickListedWallet('', [RAINBOW])).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { isDirectoryWalletAllowed, isExcludedWallet } from './wallet-filter.js'

const rainbow = { id: '1ae92b26', name: 'Rainbow', rdns: 'me.rainbow' }

describe('isExcludedWallet', () => {
  it('SPEC §5: wallets on the exclusion list are hidden, matched by rdns', () => {
    expect(isExcludedWallet(rainbow, ['me.rainbow'])).toBe(true)
  })

  it('SPEC §5: wallets on the exclusion list are hidden, matched by name ignoring case', () => {
    expect(isExcludedWallet(rainbow, ['RAINBOW'])).toBe(true)
    expect(isExcludedWallet(rainbow, ['rain'])).toBe(false)
  })

  it('matches by id as well, and by nothing else', () => {
    expect(isExcludedWallet(rainbow, ['1AE92B26'])).toBe(true)
    expect(isExcludedWallet(rainbow, ['io.metamask', 'MetaMask'])).toBe(false)
    expect(isExcludedWallet({ id: 'x', name: 'X', rdns: null }, [])).toBe(false)
    expect(isExcludedWallet(rainbow, undefined)).toBe(false)
  })
})

describe('isDirectoryWalletAllowed', () => {
  it('includeWalletIds restricts the directory to those ids', () => {
    expect(isDirectoryWalletAllowed(rainbow, { includeWalletIds: ['1ae92b26'] })).toBe(true)
    expect(isDirectoryWalletAllowed(rainbow, { includeWalletIds: ['other'] })).toBe(false)
    expect(isDirectoryWalletAllowed(rainbow, { includeWalletIds: [] })).toBe(true)
  })

  it('SPEC §5: an excluded wallet stays hidden even when it is included', () => {
    expect(
      isDirectoryWalletAllowed(rainbow, { includeWalletIds: ['1ae92b26'], excludeWalletIds: ['rainbow'] }),
    ).toBe(false)
  })
})

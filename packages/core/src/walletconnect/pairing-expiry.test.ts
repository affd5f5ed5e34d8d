import { TIMING } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { pairingExpiryFrom } from './pairing-expiry.js'
import { isPairingExpired, msUntilPairingRefresh } from './pairing-refresh.js'

describe('SPEC §9 pairing expiry', () => {
  it('a pairing expires 4 minutes after its URI was made', () => {
    expect(pairingExpiryFrom(1_000)).toBe(1_000 + 4 * 60_000)
  })

  it('is treated as expired at 10 s remaining, not before', () => {
    const expiry = pairingExpiryFrom(0)
    expect(isPairingExpired(expiry, expiry - TIMING.pairingExpiredMargin - 1)).toBe(false)
    expect(isPairingExpired(expiry, expiry - TIMING.pairingExpiredMargin)).toBe(true)
    expect(isPairingExpired(undefined, 0)).toBe(true)
  })

  it('is refreshed when 10 s remain', () => {
    expect(msUntilPairingRefresh(pairingExpiryFrom(0), 0)).toBe(4 * 60_000 - 10_000)
    expect(msUntilPairingRefresh(pairingExpiryFrom(0), 4 * 60_000)).toBe(0)
  })
})

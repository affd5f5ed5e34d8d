import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncate-address.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('truncateAddress', () => {
  it('SPEC §2: shows the first 4 and last 6 characters', () => {
    expect(truncateAddress(ADDRESS)).toBe('0xf3...b92266')
  })

  it('takes other lengths', () => {
    expect(truncateAddress(ADDRESS, 6, 4)).toBe('0xf39F...2266')
    expect(truncateAddress(ADDRESS, 4, 0)).toBe('0xf3...')
  })

  it('leaves an address too short to shorten unchanged', () => {
    expect(truncateAddress('0x1234567')).toBe('0x1234567')
    expect(truncateAddress('')).toBe('')
  })
})

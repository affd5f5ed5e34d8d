import { describe, expect, it } from 'vitest'
import { GangwayError } from './base.js'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip.js'

describe('CAIP errors', () => {
  it('SPEC §5: an invalid address error names the value and says which rule failed', () => {
    const error = new InvalidCaipAddressError('eip155:1', 'Expected 3 colon-separated parts, got 2.')
    expect(error).toBeInstanceOf(GangwayError)
    expect(error.name).toBe('InvalidCaipAddressError')
    expect(error.message).toBe(
      'Invalid CAIP-10 address: eip155:1\n\nDetails: Expected 3 colon-separated parts, got 2.',
    )
    expect(error.value).toBe('eip155:1')
  })

  it('SPEC §5: an invalid network id error names the value and says which rule failed', () => {
    const error = new InvalidCaipNetworkIdError('eip155', 'Expected 2 colon-separated parts, got 1.')
    expect(error.name).toBe('InvalidCaipNetworkIdError')
    expect(error.shortMessage).toBe('Invalid CAIP-2 network id: eip155')
    expect(error.details).toBe('Expected 2 colon-separated parts, got 1.')
  })
})

import { describe, expect, it } from 'vitest'
import { GangwayError } from './base.js'
import {
  AddressNotFoundError,
  ChainAdapterNotFoundError,
  InvalidChainIdError,
  NetworkNotFoundError,
} from './lookup.js'

describe('lookup errors', () => {
  it('SPEC §5: a missing network raises "Network not found"', () => {
    const error = new NetworkNotFoundError({ details: 'eip155:10 is not configured.' })
    expect(error).toBeInstanceOf(GangwayError)
    expect(error.name).toBe('NetworkNotFoundError')
    expect(error.shortMessage).toBe('Network not found')
    expect(error.details).toBe('eip155:10 is not configured.')
  })

  it('SPEC §5: a missing address raises "Address or auth connector not found"', () => {
    const error = new AddressNotFoundError()
    expect(error.name).toBe('AddressNotFoundError')
    expect(error.message).toBe('Address or auth connector not found')
  })

  it('SPEC §5: an EVM chain id too large for a coin type raises "Invalid chainId"', () => {
    const error = new InvalidChainIdError({ details: 'Chain id 2147483648 is not below 2^31.' })
    expect(error.name).toBe('InvalidChainIdError')
    expect(error.shortMessage).toBe('Invalid chainId')
  })

  it('SPEC §8: a missing adapter raises "Chain adapter not found"', () => {
    const error = new ChainAdapterNotFoundError({ details: 'solana' })
    expect(error.name).toBe('ChainAdapterNotFoundError')
    expect(error.message).toBe('Chain adapter not found\n\nDetails: solana')
  })
})

import { describe, expect, it } from 'vitest'
import {
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './caip.js'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors/caip.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function caught(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('parseCaipAddress', () => {
  it('SPEC §5: a chain-qualified address is namespace, chain id and address', () => {
    expect(parseCaipAddress(`eip155:1:${ADDRESS}`)).toEqual({
      namespace: 'eip155',
      chainId: '1',
      address: ADDRESS,
    })
    expect(
      parseCaipAddress(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      ),
    ).toEqual({
      namespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    })
  })

  it('SPEC §5: other than three parts raises an invalid address error', () => {
    const error = caught(() => parseCaipAddress('eip155:1'))
    expect(error).toBeInstanceOf(InvalidCaipAddressError)
    expect((error as InvalidCaipAddressError).shortMessage).toBe('Invalid CAIP-10 address: eip155:1')
    expect((error as InvalidCaipAddressError).details).toBe('Expected 3 colon-separated parts, got 2.')
    expect(() => parseCaipAddress(`eip155:1:${ADDRESS}:extra`)).toThrow(InvalidCaipAddressError)
  })

  it('SPEC §5: an empty part raises an invalid address error naming the part', () => {
    expect(caught(() => parseCaipAddress(`eip155::${ADDRESS}`))).toMatchObject({
      details: 'The chain id part is empty.',
    })
    expect(caught(() => parseCaipAddress('eip155:1:'))).toMatchObject({
      details: 'The address part is empty.',
    })
    expect(caught(() => parseCaipAddress(`:1:${ADDRESS}`))).toMatchObject({
      details: 'The namespace part is empty.',
    })
  })

  it('SPEC §5: an unknown namespace raises an invalid address error', () => {
    const error = caught(() => parseCaipAddress(`tron:1:${ADDRESS}`)) as InvalidCaipAddressError
    expect(error).toBeInstanceOf(InvalidCaipAddressError)
    expect(error.details).toContain('Unknown namespace "tron"')
    expect(error.value).toBe(`tron:1:${ADDRESS}`)
  })

  it('rejects a value that is not a string', () => {
    expect(() => parseCaipAddress(undefined as unknown as string)).toThrow(InvalidCaipAddressError)
  })
})

describe('parseCaipNetworkId', () => {
  it('SPEC §5: a network id has two parts', () => {
    expect(parseCaipNetworkId('eip155:137')).toEqual({ namespace: 'eip155', chainId: '137' })
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toEqual({
      namespace: 'bip122',
      chainId: '000000000019d6689c085ae165831e93',
    })
  })

  it('SPEC §5: otherwise an invalid network id error is raised', () => {
    const error = caught(() => parseCaipNetworkId('eip155')) as InvalidCaipNetworkIdError
    expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
    expect(error.shortMessage).toBe('Invalid CAIP-2 network id: eip155')
    expect(error.message).toBe(
      'Invalid CAIP-2 network id: eip155\n\nDetails: Expected 2 colon-separated parts, got 1.',
    )
    expect(() => parseCaipNetworkId('eip155:')).toThrow(InvalidCaipNetworkIdError)
    expect(() => parseCaipNetworkId(`eip155:1:${ADDRESS}`)).toThrow(InvalidCaipNetworkIdError)
    expect(() => parseCaipNetworkId('near:mainnet')).toThrow(InvalidCaipNetworkIdError)
  })
})

describe('isCaipAddress / isCaipNetworkId', () => {
  it('SPEC §5: answer the same rules without throwing', () => {
    expect(isCaipAddress(`eip155:1:${ADDRESS}`)).toBe(true)
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipAddress('foo:1:bar')).toBe(false)
    expect(isCaipAddress(42)).toBe(false)
    expect(isCaipNetworkId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(true)
    expect(isCaipNetworkId(`eip155:1:${ADDRESS}`)).toBe(false)
    expect(isCaipNetworkId(':1')).toBe(false)
    expect(isCaipNetworkId(null)).toBe(false)
  })
})

describe('toCaipAddress / toCaipNetworkId', () => {
  it('builds ids that parse back to their parts', () => {
    const caipAddress = toCaipAddress('eip155', 1, ADDRESS)
    expect(caipAddress).toBe(`eip155:1:${ADDRESS}`)
    expect(parseCaipAddress(caipAddress)).toEqual({ namespace: 'eip155', chainId: '1', address: ADDRESS })
    expect(toCaipNetworkId('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
  })

  it('SPEC §5: refuses to build an id with an empty or colon-carrying part', () => {
    expect(() => toCaipAddress('eip155', 1, '')).toThrow(InvalidCaipAddressError)
    expect(() => toCaipAddress('eip155', '1:2', ADDRESS)).toThrow(InvalidCaipAddressError)
    expect(() => toCaipNetworkId('eip155', '')).toThrow(InvalidCaipNetworkIdError)
  })
})

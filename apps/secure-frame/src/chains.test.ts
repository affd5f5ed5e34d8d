import { describe, expect, it } from 'vitest'
import { chainIdHex, evmChainNumber, namespaceOfMethod, parseChainId } from './chains.js'

const MAINNET_REF = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const MAINNET_GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'

describe('parseChainId', () => {
  it.each([
    [1, 'eip155:1'],
    [137, 'eip155:137'],
    ['eip155:31337', 'eip155:31337'],
    ['10', 'eip155:10'],
    ['0x89', 'eip155:137'],
  ])('places %j in eip155 (%s)', (id, caip2) => {
    const chain = parseChainId(id)
    expect(chain.namespace).toBe('eip155')
    expect(chain.caip2).toBe(caip2)
    expect(chain.id).toBe(id)
  })

  it.each([
    [`solana:${MAINNET_REF}`, MAINNET_REF],
    [MAINNET_REF, MAINNET_REF],
    [MAINNET_GENESIS, MAINNET_REF],
    ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  ])('places %s in solana', (id, reference) => {
    const chain = parseChainId(id)
    expect(chain.namespace).toBe('solana')
    expect(chain.reference).toBe(reference)
    expect(chain.caip2).toBe(`solana:${reference}`)
  })

  it.each([
    0,
    -1,
    1.5,
    'eip155:abc',
    'bip122:000000000019d6689c085ae165831e93',
    'cosmos:x',
    'hello',
    '',
    'solana:',
  ])('refuses %j with SPEC §8 "Network not found"', (id) => {
    expect(() => parseChainId(id)).toThrow('Network not found')
  })

  it('answers eth_chainId in hex and refuses it for Solana', () => {
    expect(chainIdHex(parseChainId(137))).toBe('0x89')
    expect(evmChainNumber(parseChainId('eip155:10'))).toBe(10)
    expect(() => chainIdHex(parseChainId(MAINNET_REF))).toThrow('Network not found')
  })
})

describe('namespaceOfMethod', () => {
  it('routes Solana methods to solana and the rest to eip155', () => {
    expect(namespaceOfMethod('solana_signMessage')).toBe('solana')
    expect(namespaceOfMethod('solana_signMessage', 'eip155')).toBe('solana')
    expect(namespaceOfMethod('eth_call', 'solana')).toBe('eip155')
    expect(namespaceOfMethod('personal_sign')).toBe('eip155')
    expect(namespaceOfMethod('other', 'solana')).toBe('solana')
  })
})

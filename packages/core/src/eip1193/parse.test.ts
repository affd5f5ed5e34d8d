import { GangwayError } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { toAccounts, toChainIdNumber, toHexChainId, toHexQuantity, utf8ToHex } from './parse.js'

describe('wallet answers', () => {
  it('reads a chain id in the forms wallets send it: hex (EIP-1193), number or decimal string', () => {
    expect(toChainIdNumber('0x89')).toBe(137)
    expect(toChainIdNumber('0X1')).toBe(1)
    expect(toChainIdNumber(10)).toBe(10)
    expect(toChainIdNumber('8453')).toBe(8453)
  })

  it("SPEC §8: anything else is 'Invalid chainId', never NaN in the store", () => {
    for (const bad of ['', '0x', 'mainnet', -1, 0, 1.5, null, undefined, {}]) {
      expect(() => toChainIdNumber(bad)).toThrow(GangwayError)
    }
    expect(() => toChainIdNumber('eip155')).toThrow('Invalid chainId')
  })

  it('writes chain ids and quantities as the wallet methods take them', () => {
    expect(toHexChainId(137)).toBe('0x89')
    expect(toHexChainId('1')).toBe('0x1')
    expect(toHexQuantity(0n)).toBe('0x0')
    expect(toHexQuantity(10n ** 18n)).toBe('0xde0b6b3a7640000')
  })

  it('keeps the string accounts of an accounts answer', () => {
    expect(toAccounts(['0xa', 1, '0xb'])).toEqual(['0xa', '0xb'])
    expect(toAccounts(null)).toEqual([])
  })

  it('personal_sign gets the UTF-8 bytes of the message as hex, so any text signs as written', () => {
    expect(utf8ToHex('hi')).toBe('0x6869')
    expect(utf8ToHex('é')).toBe('0xc3a9')
    expect(utf8ToHex('')).toBe('0x')
  })
})

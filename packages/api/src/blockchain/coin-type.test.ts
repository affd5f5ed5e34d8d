import { InvalidChainIdError } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { evmCoinType } from './coin-type.js'

describe('evmCoinType', () => {
  it('sets the high bit on the chain id (ENSIP-11)', () => {
    expect(evmCoinType(1)).toBe(2147483649)
    expect(evmCoinType(137)).toBe(2147483785)
  })

  it("SPEC §5: a chain id of 2^31 or more raises 'Invalid chainId'", () => {
    expect(() => evmCoinType(2 ** 31)).toThrow(InvalidChainIdError)
    expect(() => evmCoinType(2 ** 31)).toThrow('Invalid chainId')
    expect(() => evmCoinType(2 ** 31 - 1)).not.toThrow()
  })
})

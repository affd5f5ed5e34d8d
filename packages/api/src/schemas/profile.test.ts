import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../errors/invalid-response.js'
import { ConvertBuildResponseSchema, ConvertTokensResponseSchema } from './convert.js'
import { parseResponse } from './parse.js'
import {
  NAME_LABEL_PATTERN,
  NameRecordSchema,
  NameRegistrationRequestSchema,
  NameSuggestionsResponseSchema,
  ReverseLookupResponseSchema,
} from './profile.js'
import { SessionResponseSchema } from './sessions.js'

describe('name schemas', () => {
  it('SPEC §5: a name label has letters, digits and hyphens only, at least 4 characters', () => {
    expect(NAME_LABEL_PATTERN.test('alice-01')).toBe(true)
    expect(NAME_LABEL_PATTERN.test('abc')).toBe(false)
    expect(NAME_LABEL_PATTERN.test('al ice')).toBe(false)
    expect(NAME_LABEL_PATTERN.test('alice.eth')).toBe(false)
  })

  it('SPEC §5: a registration needs coin type, address, message and signature', () => {
    const body = { coin_type: 2147483649, address: '0x1', message: '{"name":"alice"}', signature: '0xabcd' }
    expect(v.parse(NameRegistrationRequestSchema, body)).toEqual(body)
    for (const key of Object.keys(body)) {
      expect(v.safeParse(NameRegistrationRequestSchema, { ...body, [key]: undefined }).success).toBe(false)
    }
  })

  it('SPEC §3: suggestions keep their names and drop hostile entries', () => {
    expect(
      parseResponse(NameSuggestionsResponseSchema, {
        suggestions: [
          { name: 'alice.reown.id', registered: false },
          { name: 'x'.repeat(10_000) },
          { name: 5 },
        ],
      }).suggestions,
    ).toEqual([{ name: 'alice.reown.id', registered: false }])
  })

  it('reverse lookups drop malformed records; a lookup needs a name', () => {
    expect(parseResponse(ReverseLookupResponseSchema, [{ name: 'alice.reown.id' }, {}])).toEqual([
      { name: 'alice.reown.id', addresses: {} },
    ])
    expect(() => parseResponse(NameRecordSchema, { addresses: {} })).toThrow(InvalidResponseError)
  })

  it('a __proto__ key in a loose object cannot change its prototype', () => {
    const parsed = v.parse(SessionResponseSchema, JSON.parse('{"__proto__": {"polluted": true}, "id": 1}'))
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect((parsed as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('convert schemas', () => {
  it('tokens keep the named fields, null an unsafe logo and drop malformed entries', () => {
    const token = {
      name: 'USD Coin',
      symbol: 'USDC',
      address: 'eip155:1:0xa0b8',
      decimals: 6,
      logoUri: 'javascript:x',
    }
    expect(
      parseResponse(ConvertTokensResponseSchema, { tokens: [token, { ...token, decimals: -1 }] }).tokens,
    ).toEqual([{ ...token, logoUri: null }])
  })

  it('a built transaction needs hex calldata', () => {
    expect(() => parseResponse(ConvertBuildResponseSchema, { tx: { to: '0x1', data: 'not hex' } })).toThrow(
      InvalidResponseError,
    )
    expect(parseResponse(ConvertBuildResponseSchema, { tx: { to: '0x1', data: '0x095ea7b3' } }).tx.data).toBe(
      '0x095ea7b3',
    )
  })
})

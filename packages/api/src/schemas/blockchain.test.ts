import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../errors/invalid-response.js'
import {
  BalanceResponseSchema,
  FungiblePriceRequestSchema,
  FungiblePriceResponseSchema,
  IdentitySchema,
  SupportedChainsSchema,
  TokenBalanceSchema,
} from './blockchain.js'
import { parseResponse } from './parse.js'

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: 'https://cdn.example/usdc.png',
}

describe('TokenBalanceSchema (SPEC §3 token balance)', () => {
  it('SPEC §3: keeps name, symbol, chainId, address, value, price, quantity and iconUrl', () => {
    expect(v.parse(TokenBalanceSchema, usdc)).toEqual(usdc)
  })

  it('reads a null address as the native token (undefined)', () => {
    expect(v.parse(TokenBalanceSchema, { ...usdc, address: null }).address).toBeUndefined()
    expect(v.parse(TokenBalanceSchema, { ...usdc, address: undefined }).address).toBeUndefined()
  })

  it('turns an unsafe icon into null', () => {
    expect(v.parse(TokenBalanceSchema, { ...usdc, iconUrl: 'javascript:alert(1)' }).iconUrl).toBeNull()
  })

  it.each([
    ['a 10k-character symbol', { symbol: 'U'.repeat(10_000) }],
    ['a value given as a string', { value: '12.5' }],
    ['a chain id that is not CAIP-2', { chainId: '1' }],
    ['an address that is not CAIP-10', { address: '0xA0b8' }],
    ['a numeric quantity', { quantity: { decimals: 6, numeric: 12.5 } }],
    ['a quantity in scientific notation', { quantity: { decimals: '6', numeric: '1e400' } }],
  ])('rejects %s', (_, patch) => {
    expect(v.safeParse(TokenBalanceSchema, { ...usdc, ...patch }).success).toBe(false)
  })

  it('drops malformed balances and keeps the others', () => {
    const response = parseResponse(BalanceResponseSchema, { balances: [usdc, { ...usdc, price: 'NaN' }, 7] })
    expect(response.balances).toEqual([usdc])
  })

  it('raises InvalidResponseError when balances is not a list', () => {
    expect(() => parseResponse(BalanceResponseSchema, { balances: 'all of them' })).toThrow(
      InvalidResponseError,
    )
  })
})

describe('IdentitySchema (SPEC §3 identity)', () => {
  it('keeps a name and an https avatar', () => {
    expect(v.parse(IdentitySchema, { name: 'vitalik.eth', avatar: 'https://x.example/a.png' })).toEqual({
      name: 'vitalik.eth',
      avatar: 'https://x.example/a.png',
    })
  })

  it('reads hostile or missing fields as null', () => {
    expect(
      v.parse(IdentitySchema, {
        name: 'n'.repeat(10_000),
        avatar: 'data:image/svg+xml,<svg onload=alert(1)>',
      }),
    ).toEqual({ name: null, avatar: null })
    expect(v.parse(IdentitySchema, {})).toEqual({ name: null, avatar: null })
  })
})

describe('SupportedChainsSchema', () => {
  it('keeps the CAIP-2 ids of both lists and drops the rest', () => {
    expect(v.parse(SupportedChainsSchema, { http: ['eip155:1', 5, 'x'], ws: ['eip155:1'] })).toEqual({
      http: ['eip155:1'],
      ws: ['eip155:1'],
    })
  })

  it('raises InvalidResponseError without an http list', () => {
    expect(() => parseResponse(SupportedChainsSchema, { ws: [] })).toThrow(InvalidResponseError)
  })
})

describe('fungible price', () => {
  it('SPEC §7: the request carries currency=usd, CAIP-10 addresses and the project id', () => {
    const body = { currency: 'usd', addresses: [usdc.address], projectId: 'p1' }
    expect(v.parse(FungiblePriceRequestSchema, body)).toEqual(body)
    expect(v.safeParse(FungiblePriceRequestSchema, { ...body, currency: 'eur' }).success).toBe(false)
    expect(v.safeParse(FungiblePriceRequestSchema, { ...body, addresses: ['0xabc'] }).success).toBe(false)
  })

  it('keeps well-formed prices and drops the rest', () => {
    const price = { name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://x.example/i.png', price: 1 }
    expect(
      parseResponse(FungiblePriceResponseSchema, { fungibles: [price, { ...price, price: null }] }),
    ).toEqual({
      fungibles: [price],
    })
  })
})

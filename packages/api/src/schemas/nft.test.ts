import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../errors/invalid-response.js'
import { NftListResponseSchema, NftQuerySchema } from './nft.js'
import { parseResponse } from './parse.js'

const nft = {
  id: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3:1',
  chainId: 'eip155:1',
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId: '1',
  name: 'Gangway Collectibles #1',
  description: 'Token 1',
  image: { url: 'https://img.example/1.svg' },
  collection: { name: 'Gangway Collectibles', symbol: 'GNFT' },
  flags: { is_spam: false },
}

describe('NFT schemas', () => {
  it('keeps a well-formed NFT as it is, with or without description and symbol', () => {
    const { description: _, ...bare } = { ...nft, collection: { name: 'Plain' } }
    expect(parseResponse(NftListResponseSchema, { data: [nft, bare] }).data).toEqual([nft, bare])
  })

  it('an unsafe, malformed or missing image reads as null; the NFT stays', () => {
    const images = [
      { url: 'javascript:alert(1)' },
      { url: 'http://evil.example/x.svg' },
      { url: 'data:image/svg+xml,<svg/>' },
      { url: 5 },
      'https://img.example/not-an-object.svg',
      null,
      undefined,
    ]
    const data = parseResponse(NftListResponseSchema, {
      data: images.map((image, index) => ({ ...nft, id: `n${index}`, image })),
    }).data
    expect(data.map((entry) => entry.image)).toEqual(images.map(() => null))
    // Loopback http is where the local services serve images.
    const local = { ...nft, image: { url: 'http://127.0.0.1:8787/public/nft/1/0xabc/1/image.svg' } }
    expect(parseResponse(NftListResponseSchema, { data: [local] }).data[0]?.image).toEqual(local.image)
  })

  it('drops malformed or hostile entries and keeps the others', () => {
    const bad = [
      { ...nft, name: 'x'.repeat(10_000) },
      { ...nft, name: 'evil\u202Ename' },
      { ...nft, chainId: 'not caip' },
      { ...nft, tokenId: 1 },
      { ...nft, flags: {} },
      { ...nft, collection: undefined },
      'junk',
    ]
    expect(parseResponse(NftListResponseSchema, { data: [...bad, nft] }).data).toEqual([nft])
    expect(() => parseResponse(NftListResponseSchema, { data: 'nope' })).toThrow(InvalidResponseError)
  })

  it('the query takes an optional CAIP-2 chainId', () => {
    expect(v.parse(NftQuerySchema, {})).toEqual({})
    expect(v.parse(NftQuerySchema, { chainId: 'eip155:137' })).toEqual({ chainId: 'eip155:137' })
    expect(v.safeParse(NftQuerySchema, { chainId: '137' }).success).toBe(false)
  })
})

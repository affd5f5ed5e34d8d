import { mainnet, solana } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { networkImageUrl } from './network-image.js'

const API = 'https://api.example'

describe('networkImageUrl', () => {
  it("serves a built-in network's shipped image from the services", () => {
    expect(networkImageUrl(mainnet, { apiUrl: API })).toBe(`${API}/public/getAssetImage/ethereum`)
    expect(networkImageUrl(solana, { apiUrl: `${API}/` })).toBe(`${API}/public/getAssetImage/solana`)
  })

  it('chainImages by id win, then by CAIP-2 id, then the network’s own imageUrl', () => {
    const own = { ...mainnet, assets: { imageId: 'ethereum', imageUrl: 'https://own.example/eth.png' } }
    expect(networkImageUrl(own, { apiUrl: API })).toBe('https://own.example/eth.png')
    expect(
      networkImageUrl(own, { apiUrl: API, chainImages: { 'eip155:1': 'https://caip.example/1.png' } }),
    ).toBe('https://caip.example/1.png')
    expect(
      networkImageUrl(own, {
        apiUrl: API,
        chainImages: { 1: 'https://id.example/1.png', 'eip155:1': 'https://caip.example/1.png' },
      }),
    ).toBe('https://id.example/1.png')
    expect(networkImageUrl(solana, { chainImages: { [solana.id]: 'https://sol.example/s.png' } })).toBe(
      'https://sol.example/s.png',
    )
  })

  it('without apiUrl or imageId there is no image, and no network gives none', () => {
    expect(networkImageUrl(mainnet)).toBeUndefined()
    expect(networkImageUrl({ ...mainnet, assets: {} }, { apiUrl: API })).toBeUndefined()
    expect(networkImageUrl(undefined, { apiUrl: API })).toBeUndefined()
  })

  it('encodes the image id, ignores inherited keys and leaves unsafe URLs for the image to refuse', () => {
    expect(networkImageUrl({ ...mainnet, assets: { imageId: 'a/../b c' } }, { apiUrl: API })).toBe(
      `${API}/public/getAssetImage/a%2F..%2Fb%20c`,
    )
    const constructorNetwork = { ...mainnet, id: 'constructor', caipNetworkId: 'eip155:constructor' as const }
    expect(networkImageUrl(constructorNetwork, { chainImages: {} })).toBeUndefined()
    expect(networkImageUrl(mainnet, { chainImages: { 1: 'javascript:alert(1)' } })).toBe(
      'javascript:alert(1)',
    )
  })
})

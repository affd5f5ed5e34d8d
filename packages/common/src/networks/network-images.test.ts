import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../types.js'
import * as networks from './index.js'
import { withImage } from './with-image.js'

const isNetwork = (entry: [string, unknown]): entry is [string, CaipNetwork] =>
  typeof entry[1] === 'object' && entry[1] !== null && 'caipNetworkId' in entry[1]
const BUILT_IN = Object.entries(networks as Record<string, unknown>).filter(isNetwork)

describe('network images', () => {
  it('every built-in network names the image the services ship for it', () => {
    expect(BUILT_IN.length).toBeGreaterThanOrEqual(20)
    for (const [name, network] of BUILT_IN) {
      expect(network.assets?.imageId, name).toMatch(/^[a-z]+$/)
      expect(network.assets?.imageUrl, name).toBeUndefined()
    }
    expect(networks.mainnet.assets.imageId).toBe('ethereum')
    expect(networks.sepolia.assets.imageId).toBe('ethereum')
    expect(networks.bsc.assets.imageId).toBe('bnb')
    expect(networks.solanaDevnet.assets.imageId).toBe('solana')
    expect(networks.osmosis.assets.imageId).toBe('osmosis')
  })

  it('withImage keeps the image a network already names', () => {
    const own = withImage({ id: 1, assets: { imageUrl: 'https://example.com/a.png', imageId: 'mine' } }, 'x')
    expect(own.assets).toEqual({ imageUrl: 'https://example.com/a.png', imageId: 'mine' })
    expect(withImage({ id: 1 }, 'x').assets).toEqual({ imageId: 'x' })
  })
})

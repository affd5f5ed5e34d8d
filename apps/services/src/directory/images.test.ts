import * as common from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { imageFor, initialsOf, renderImage, shippedImage } from './images.js'
import { SHIPPED_ASSET_IMAGES, SHIPPED_CURRENCY_IMAGES, SHIPPED_TOKEN_IMAGES } from './shipped-images.js'

describe('renderImage', () => {
  it('is deterministic per kind, id and label', () => {
    expect(renderImage('wallet', 'a')).toEqual(renderImage('wallet', 'a'))
    expect(renderImage('wallet', 'a').svg).not.toBe(renderImage('token', 'a').svg)
    expect(renderImage('wallet', 'a').etag).not.toBe(renderImage('wallet', 'b').etag)
  })

  it('draws a rounded square for wallets and a circle for the others', () => {
    expect(renderImage('wallet', 'x').svg).toContain('<rect')
    expect(renderImage('currency', 'x').svg).toContain('<circle')
  })

  it('never lets a label reach the SVG as markup', () => {
    const { svg } = renderImage('wallet', 'id', '<script>alert(1)</script>')
    expect(svg).not.toContain('<script')
    expect(svg).toContain('>SA</text>')
  })
})

describe('initialsOf', () => {
  it('takes the first letters of the first two words, else the first two characters', () => {
    expect(initialsOf('Trust Wallet')).toBe('TW')
    expect(initialsOf('MetaMask')).toBe('ME')
    expect(initialsOf('GUSD')).toBe('GU')
    expect(initialsOf('???')).toBe('?')
  })
})

describe('shipped images', () => {
  const tables = {
    asset: SHIPPED_ASSET_IMAGES,
    token: SHIPPED_TOKEN_IMAGES,
    currency: SHIPPED_CURRENCY_IMAGES,
  }

  it('every built-in network has a shipped asset image, and the required tokens and currencies have theirs', () => {
    const isNetwork = (value: unknown): value is common.CaipNetwork =>
      typeof value === 'object' && value !== null && 'caipNetworkId' in value
    const imageIds = Object.values(common as Record<string, unknown>)
      .filter(isNetwork)
      .map((network) => network.assets?.imageId)
    expect(imageIds.length).toBeGreaterThanOrEqual(20)
    for (const imageId of imageIds) expect(Object.keys(SHIPPED_ASSET_IMAGES)).toContain(imageId)
    for (const symbol of ['ETH', 'POL', 'SOL', 'BTC', 'GUSD', 'GWT'])
      expect(SHIPPED_TOKEN_IMAGES[symbol]).toBeDefined()
    for (const code of ['USD', 'EUR']) expect(SHIPPED_CURRENCY_IMAGES[code]).toBeDefined()
  })

  it.each(
    Object.entries(tables).flatMap(([kind, table]) =>
      Object.entries(table).map(([id, svg]) => [kind, id, svg]),
    ),
  )('%s %s is a small, self-contained, decorative SVG', (_kind, _id, svg) => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 96 96">/)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(Buffer.byteLength(svg)).toBeLessThan(1500)
    expect(svg).not.toMatch(/<script|<image|<use|<text|<foreignObject|href|\bon[a-z]+=|role=|url\(/i)
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|data:/)
    expect(svg).not.toContain('NaN')
  })

  it('imageFor serves the shipped SVG for a known id and the generated one otherwise', () => {
    expect(imageFor('asset', 'ethereum').svg).toBe(SHIPPED_ASSET_IMAGES.ethereum)
    expect(imageFor('token', 'GUSD').svg).toBe(SHIPPED_TOKEN_IMAGES.GUSD)
    expect(imageFor('token', 'eth').svg).toBe(SHIPPED_TOKEN_IMAGES.ETH)
    expect(imageFor('currency', 'EUR').svg).toBe(SHIPPED_CURRENCY_IMAGES.EUR)
    expect(imageFor('asset', 'ethereum').etag).toBe(imageFor('asset', 'ethereum').etag)
    expect(imageFor('asset', 'unknown-chain')).toEqual(renderImage('asset', 'unknown-chain'))
    expect(imageFor('wallet', 'ethereum')).toEqual(renderImage('wallet', 'ethereum'))
    expect(imageFor('asset', 'ETHEREUM')).toEqual(renderImage('asset', 'ETHEREUM'))
  })

  it('only the tables’ own keys count', () => {
    for (const id of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(shippedImage('asset', id)).toBeUndefined()
      expect(shippedImage('token', id)).toBeUndefined()
      expect(imageFor('token', id).svg).toBe(renderImage('token', id).svg)
    }
  })
})

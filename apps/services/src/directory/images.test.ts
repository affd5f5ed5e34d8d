import { describe, expect, it } from 'vitest'
import { initialsOf, renderImage } from './images.js'

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

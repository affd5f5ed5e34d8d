import { describe, expect, it } from 'vitest'
import { fromBase64, toBase64 } from './encoding.js'

describe('base64', () => {
  it('base64 round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index)
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
    expect(toBase64(new Uint8Array([104, 105]))).toBe('aGk=')
    expect(() => fromBase64('!!')).toThrow()
  })
})

import { base58 as reference } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { base58 } from './base58.js'

describe('base58', () => {
  it('encodes and decodes as @scure/base does, leading zero bytes included', () => {
    const samples = [
      new Uint8Array([]),
      new Uint8Array([0]),
      new Uint8Array([0, 0, 1, 2, 3]),
      new Uint8Array(32).fill(255),
      crypto.getRandomValues(new Uint8Array(64)),
      new TextEncoder().encode('Hello from Gangway'),
    ]
    for (const bytes of samples) {
      const text = reference.encode(bytes)
      expect(base58.encode(bytes)).toBe(text)
      expect(base58.decode(text)).toEqual(bytes)
    }
  })

  it('refuses a character outside the alphabet', () => {
    for (const text of ['0', 'O', 'I', 'l', 'abc+']) expect(() => base58.decode(text)).toThrow(TypeError)
  })
})

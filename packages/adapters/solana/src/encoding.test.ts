import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { fromBase58, fromBase64, toBase58, toBase64 } from './encoding.js'

describe('base58 and base64', () => {
  it('base58 agrees with web3.js on addresses, keeps leading zeros and round-trips signatures', () => {
    for (let i = 0; i < 20; i++) {
      const { publicKey } = Keypair.generate()
      expect(toBase58(publicKey.toBytes())).toBe(publicKey.toBase58())
      expect(fromBase58(publicKey.toBase58())).toEqual(publicKey.toBytes())
    }
    expect(toBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(fromBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
    const signature = Uint8Array.from({ length: 64 }, (_, index) => (index * 37) % 256)
    expect(fromBase58(toBase58(signature))).toEqual(signature)
    expect(toBase58(new Uint8Array())).toBe('')
    expect(() => fromBase58('0OIl')).toThrow('"0" is not a base58 character')
  })

  it('base64 round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index)
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
    expect(toBase64(new Uint8Array([104, 105]))).toBe('aGk=')
    expect(() => fromBase64('!!')).toThrow()
  })
})

import { describe, expect, it } from 'vitest'
import { signatureOf, signMessageRequest, toBase58 } from './requests.js'

describe('signMessageRequest', () => {
  it('asks an EVM wallet for personal_sign with the hex message and the address', () => {
    expect(signMessageRequest('eip155', 'hi', '0xabc')).toEqual({
      method: 'personal_sign',
      params: ['0x6869', '0xabc'],
    })
  })

  it('sends Solana messages base58-encoded', () => {
    expect(signMessageRequest('solana', 'hello', 'So1')).toEqual({
      method: 'solana_signMessage',
      params: { message: 'Cn8eVZg', pubkey: 'So1' },
    })
    expect(toBase58(new Uint8Array([0, 0, 1]))).toBe('112')
  })

  it('uses polkadot_signMessage and signMessage for Polkadot and Bitcoin, and refuses cosmos', () => {
    expect(signMessageRequest('polkadot', 'm', '5G').method).toBe('polkadot_signMessage')
    expect(signMessageRequest('bip122', 'm', 'bc1').method).toBe('signMessage')
    expect(() => signMessageRequest('cosmos', 'm', 'cosmos1')).toThrow('Not supported')
  })

  it('reads a signature from a string or a { signature } answer', () => {
    expect(signatureOf('0x12')).toBe('0x12')
    expect(signatureOf({ signature: 'abc' })).toBe('abc')
    expect(() => signatureOf({})).toThrow()
  })
})

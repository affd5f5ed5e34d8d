import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import {
  SOLANA_TEST_WALLET_ADDRESS,
  SOLANA_TEST_WALLET_SECRET_KEY,
  solanaKey,
  solanaTestSecretKey,
} from './keys.js'

describe('Solana test keys', () => {
  it('account 0 is the published address; accounts are deterministic and distinct', () => {
    expect(solanaKey(SOLANA_TEST_WALLET_SECRET_KEY).address).toBe(SOLANA_TEST_WALLET_ADDRESS)
    expect(solanaTestSecretKey(0)).toEqual(SOLANA_TEST_WALLET_SECRET_KEY)
    expect(solanaKey(solanaTestSecretKey(1)).address).not.toBe(SOLANA_TEST_WALLET_ADDRESS)
  })

  it("agrees with web3.js: a 32-byte seed or web3.js's 64-byte secret key make the same key", () => {
    const keypair = Keypair.generate()
    const fromSecret = solanaKey(keypair.secretKey)
    const fromSeed = solanaKey(keypair.secretKey.slice(0, 32))
    expect(fromSecret.address).toBe(keypair.publicKey.toBase58())
    expect(fromSeed.address).toBe(keypair.publicKey.toBase58())
    expect(fromSeed.secretKey).toEqual(keypair.secretKey)
  })

  it('refuses secrets of the wrong size, and a 64-byte key whose halves disagree', () => {
    expect(() => solanaKey(new Uint8Array(31))).toThrow('A Solana secret key has 32 or 64 bytes, not 31.')
    const forged = Keypair.generate().secretKey
    forged[63] = (forged[63] ?? 0) ^ 1
    expect(() => solanaKey(forged)).toThrow('does not end with its own public key')
  })
})

import { describe, expect, it } from 'vitest'
import { isEvmAddress, isSolanaAddress, isValidAddress } from './validators.js'

const EVM = 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

describe('isEvmAddress', () => {
  it('SPEC §5: an EVM address is 40 hex characters with an optional 0x', () => {
    expect(isEvmAddress(`0x${EVM}`)).toBe(true)
    expect(isEvmAddress(EVM)).toBe(true)
    expect(isEvmAddress(`0x${EVM.toLowerCase()}`)).toBe(true)
    expect(isEvmAddress(`0x${EVM.slice(1)}`)).toBe(false)
    expect(isEvmAddress(`0x${EVM}0`)).toBe(false)
    expect(isEvmAddress(`0x${EVM.slice(1)}g`)).toBe(false)
    expect(isEvmAddress(`0X${EVM}`)).toBe(false)
    expect(isEvmAddress(` 0x${EVM}`)).toBe(false)
    expect(isEvmAddress('')).toBe(false)
  })
})

describe('isSolanaAddress', () => {
  it('SPEC §5: a Solana address is base58 of 32 to 44 characters', () => {
    expect(isSolanaAddress(SOLANA)).toBe(true)
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('z'.repeat(44))).toBe(true)
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('z'.repeat(45))).toBe(false)
  })

  it('SPEC §5: characters outside base58 (0, O, I, l) are refused', () => {
    for (const letter of ['0', 'O', 'I', 'l']) {
      expect(isSolanaAddress(`${letter}${SOLANA.slice(1)}`)).toBe(false)
    }
    expect(isSolanaAddress(`0x${EVM}`)).toBe(false)
  })
})

describe('isValidAddress', () => {
  it('SPEC §5: checks the address with its namespace rule', () => {
    expect(isValidAddress('eip155', `0x${EVM}`)).toBe(true)
    expect(isValidAddress('eip155', SOLANA)).toBe(false)
    expect(isValidAddress('solana', SOLANA)).toBe(true)
    expect(isValidAddress('solana', `0x${EVM}`)).toBe(false)
  })

  it('answers false for namespaces without an address rule', () => {
    expect(isValidAddress('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
    expect(isValidAddress('cosmos', SOLANA)).toBe(false)
  })
})

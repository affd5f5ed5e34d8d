import { Keypair } from '@solana/web3.js'
import { base58, base64urlnopad } from '@scure/base'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { importWrappingKey, KeyEnvelopeError, open, seal } from './envelope.js'
import { addressesOf, generateSecrets, parseSecrets, serialiseSecrets } from './secrets.js'

const randomKey = () => base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))

// RFC 8032 test 1: the ed25519 seed and its public key.
const RFC_SEED = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60'
const RFC_PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a'
// Anvil's first account.
const ANVIL_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ANVIL_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16)))

describe('key envelope (AES-256-GCM, WebCrypto)', () => {
  it('round-trips the key set', async () => {
    const secrets = generateSecrets()
    const key = await importWrappingKey(randomKey())
    const envelope = await seal(serialiseSecrets(secrets), key)
    expect(envelope).toMatch(/^[\w-]+$/)
    const opened = parseSecrets(await open(envelope, key))
    expect(opened.eip155).toBe(secrets.eip155)
    expect(opened.solanaSeed).toEqual(secrets.solanaSeed)
  })

  it('uses a fresh 12-byte IV each time', async () => {
    const key = await importWrappingKey(randomKey())
    const plain = new TextEncoder().encode('same plaintext')
    const [a, b] = [await seal(plain, key), await seal(plain, key)]
    expect(a).not.toBe(b)
    expect(base64urlnopad.decode(a).slice(0, 12)).not.toEqual(base64urlnopad.decode(b).slice(0, 12))
  })

  it('does not open under another key, nor when tampered or truncated, and says nothing of the contents', async () => {
    const secrets = generateSecrets()
    const key = await importWrappingKey(randomKey())
    const envelope = await seal(serialiseSecrets(secrets), key)
    const other = await importWrappingKey(randomKey())
    await expect(open(envelope, other)).rejects.toThrow(KeyEnvelopeError)
    const bytes = base64urlnopad.decode(envelope)
    bytes[20] = (bytes[20] as number) ^ 1
    await expect(open(base64urlnopad.encode(bytes), key)).rejects.toThrow(
      'The wallet keys could not be decrypted',
    )
    await expect(open(envelope.slice(0, 30), key)).rejects.toThrow(KeyEnvelopeError)
    await expect(open('not base64url!', key)).rejects.toThrow(KeyEnvelopeError)
    const error = await open(envelope, other).catch((caught: Error) => caught)
    expect(String(error)).not.toContain(secrets.eip155.slice(2, 12))
  })

  it('refuses a wrapping key that is not 32 bytes', async () => {
    await expect(importWrappingKey(base64urlnopad.encode(new Uint8Array(16)))).rejects.toThrow(
      KeyEnvelopeError,
    )
  })
})

describe('key set', () => {
  it('serialises as { v: 1, eip155, solana } and refuses anything else', () => {
    const secrets = generateSecrets()
    const json = JSON.parse(new TextDecoder().decode(serialiseSecrets(secrets)))
    expect(Object.keys(json)).toEqual(['v', 'eip155', 'solana'])
    expect(json.v).toBe(1)
    const bad = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))
    expect(() => parseSecrets(bad({ ...json, v: 2 }))).toThrow('The wallet keys are not in a known format')
    expect(() => parseSecrets(bad({ ...json, eip155: '0x12' }))).toThrow('not in a known format')
    expect(() => parseSecrets(bad({ ...json, solana: 'AAAA' }))).toThrow('not in a known format')
    expect(() => parseSecrets(new Uint8Array([0xff]))).toThrow('not in a known format')
  })

  it('derives the EVM address with viem and the Solana address as base58 of the ed25519 public key', () => {
    const seed = hexBytes(RFC_SEED)
    const addresses = addressesOf({ eip155: ANVIL_KEY, solanaSeed: seed })
    expect(addresses.eip155).toBe(ANVIL_ADDRESS)
    expect(addresses.solana).toBe(base58.encode(hexBytes(RFC_PUBLIC)))
    // The same as a Solana wallet would derive from that seed.
    expect(addresses.solana).toBe(Keypair.fromSeed(seed).publicKey.toBase58())
  })

  it('generates distinct random keys', () => {
    const [a, b] = [generateSecrets(), generateSecrets()]
    expect(a.eip155).not.toBe(b.eip155)
    expect(a.solanaSeed).not.toEqual(b.solanaSeed)
    expect(privateKeyToAddress(a.eip155)).toBe(addressesOf(a).eip155)
  })
})

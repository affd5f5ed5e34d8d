import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { blake2b } from '@noble/hashes/blake2b'
import { base58, bech32, utf8 } from '@scure/base'
import { bytesToHex, hexToBytes } from 'viem'
import { checkAddress, decodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { hash160, p2wpkhAddress } from './bitcoin.js'
import { deriveLabKeys, LAB_NAMESPACES, labAccounts } from './keys.js'

const keys = deriveLabKeys()

describe('deriveLabKeys', () => {
  it('uses anvil accounts 0 and 1 for eip155 by default', () => {
    expect(keys.eip155[0].address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(keys.eip155[1].address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(keys.eip155[0].path).toBe("m/44'/60'/0'/0/0")
  })

  it('is deterministic per seed, with two distinct accounts per namespace', () => {
    const again = labAccounts()
    const other = labAccounts({ seed: 'another lab' })
    for (const namespace of LAB_NAMESPACES) {
      const [first, second] = keys[namespace]
      expect(again[namespace].map((a) => a.address)).toEqual([first.address, second.address])
      expect(first.address).not.toBe(second.address)
      if (namespace !== 'eip155') expect(other[namespace][0].address).not.toBe(first.address)
    }
    expect(again.solana[0]).not.toHaveProperty('secretKey')
  })

  it('solana: the address is the base58 ed25519 public key', () => {
    const [key] = keys.solana
    expect(key.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(base58.decode(key.address)).toEqual(ed25519.getPublicKey(key.secretKey))
  })

  it('polkadot: an SS58 address with prefix 0 and a valid checksum', () => {
    const [key] = keys.polkadot
    const bytes = base58.decode(key.address)
    expect(key.address).toMatch(/^1/)
    expect(bytes).toHaveLength(35)
    expect(bytes[0]).toBe(0)
    expect(bytesToHex(bytes.subarray(1, 33))).toBe(key.publicKey)
    const checksum = blake2b(new Uint8Array([...utf8.decode('SS58PRE'), ...bytes.subarray(0, 33)]), {
      dkLen: 64,
    })
    expect(bytes.subarray(33)).toEqual(checksum.subarray(0, 2))
  })

  it('polkadot: a valid SS58 address of prefix 0 (Polkadot) that decodes to the ed25519 key', () => {
    for (const key of keys.polkadot) {
      expect(checkAddress(key.address, 0)).toEqual([true, null])
      expect(bytesToHex(decodeAddress(key.address))).toBe(key.publicKey)
      expect(key.address).toMatch(/^1/)
    }
  })

  it('bip122: a P2WPKH bc1q address of the compressed secp256k1 key', () => {
    const [key] = keys.bip122
    expect(key.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/)
    expect(key.type).toBe('payment')
    expect(key.publicKey).toBe(bytesToHex(secp256k1.getPublicKey(key.secretKey, true)))
    // BIP-173's test vector.
    const generator = hexToBytes('0x0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')
    expect(p2wpkhAddress(generator)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
  })

  it('cosmos: a cosmos1 bech32 address of hash160 of the compressed key', () => {
    const [key] = keys.cosmos
    const { prefix, words } = bech32.decode(key.address as `${string}1${string}`)
    expect(prefix).toBe('cosmos')
    expect(bech32.fromWords(words)).toEqual(hash160(hexToBytes(key.publicKey)))
  })
})

import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import { base64 } from '@scure/base'
import { beforeAll, describe, expect, it } from 'vitest'
import { PolkadotVerifier } from './polkadot-verifier.js'
import { rawSession } from '../test/signed-session.js'

const verifier = new PolkadotVerifier()
const CHAIN_ID = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
/** Network prefixes: Polkadot relay chain, Kusama, and the generic Substrate one. */
const POLKADOT = 0
const KUSAMA = 2
const SUBSTRATE = 42

const messageFor = (address: string, nonce = 'n0nce1234') =>
  [
    'app.example.com wants you to sign in with your Polkadot account:',
    address,
    '',
    'Sign in to Example.',
    '',
    'URI: https://app.example.com',
    'Version: 1',
    'Chain ID: 91b171bb158e2d3848fa23a9f1c25182',
    `Nonce: ${nonce}`,
    'Issued At: 2025-01-01T00:00:00.000Z',
  ].join('\n')

let alice: KeyringPair
let bob: KeyringPair
let aliceEd25519: KeyringPair
let aliceEcdsa: KeyringPair

beforeAll(async () => {
  // sr25519 keys are derived in util-crypto's WebAssembly, which must be loaded first.
  await cryptoWaitReady()
  const sr25519 = new Keyring({ type: 'sr25519', ss58Format: POLKADOT })
  alice = sr25519.addFromUri('//Alice')
  bob = sr25519.addFromUri('//Bob')
  aliceEd25519 = new Keyring({ type: 'ed25519', ss58Format: POLKADOT }).addFromUri('//Alice')
  aliceEcdsa = new Keyring({ type: 'ecdsa', ss58Format: POLKADOT }).addFromUri('//Alice')
})

/** What a polkadot.js extension's `signRaw` does: signs `<Bytes>{message}</Bytes>`, answers `0x` hex. */
const signRaw = (pair: KeyringPair, message: string) => u8aToHex(pair.sign(u8aWrapBytes(message)))
/** A signer that signs the text as it is. */
const signBare = (pair: KeyringPair, message: string) =>
  u8aToHex(pair.sign(new TextEncoder().encode(message)))

const session = (accountAddress: string, message: string, signature: string) =>
  rawSession(CHAIN_ID, accountAddress, message, signature)

const verify = (address: string, message: string, signature: string) =>
  verifier.verify(session(address, message, signature))

function tamper(signature: string, index = 5) {
  const bytes = hexToU8a(signature)
  bytes[index]! ^= 0x01
  return u8aToHex(bytes)
}

describe('PolkadotVerifier', () => {
  it('verifies polkadot sessions only', () => {
    const subject = session(alice.address, 'x', '0x')
    expect(verifier.chainNamespace).toBe('polkadot')
    expect(verifier.shouldVerify(subject)).toBe(true)
    expect(verifier.shouldVerify({ ...subject, data: { ...subject.data, chainId: 'eip155:1' } })).toBe(false)
  })

  describe('sr25519', () => {
    it('accepts the extension form: the message signed wrapped in <Bytes>', async () => {
      const message = messageFor(alice.address)
      expect(await verify(alice.address, message, signRaw(alice, message))).toBe(true)
    })

    it('accepts the bare message signed as it is', async () => {
      const message = messageFor(alice.address)
      expect(await verify(alice.address, message, signBare(alice, message))).toBe(true)
    })

    it('refuses a tampered signature', async () => {
      const message = messageFor(alice.address)
      const signature = signRaw(alice, message)
      expect(await verify(alice.address, message, tamper(signature, 5))).toBe(false)
      expect(await verify(alice.address, message, tamper(signature, 60))).toBe(false)
    })

    it('refuses a tampered message, wrapped or bare', async () => {
      const message = messageFor(alice.address)
      const altered = message.replace('n0nce1234', 'n0nce1235')
      expect(await verify(alice.address, altered, signRaw(alice, message))).toBe(false)
      expect(await verify(alice.address, altered, signBare(alice, message))).toBe(false)
    })

    it("refuses another address's signature of the same message", async () => {
      const message = messageFor(alice.address)
      const bobs = signRaw(bob, message)
      expect(await verify(alice.address, message, bobs)).toBe(false)
      expect(await verify(bob.address, message, bobs)).toBe(true)
    })

    it('reads the address under any SS58 network prefix', async () => {
      const message = messageFor(alice.address)
      const signature = signRaw(alice, message)
      for (const prefix of [POLKADOT, KUSAMA, SUBSTRATE]) {
        expect(await verify(encodeAddress(alice.publicKey, prefix), message, signature)).toBe(true)
      }
    })
  })

  describe('ed25519 and ECDSA keys', () => {
    it('accepts an ed25519 signature, wrapped and bare, and refuses it tampered or for another message', async () => {
      const address = aliceEd25519.address
      const message = messageFor(address)
      expect(await verify(address, message, signRaw(aliceEd25519, message))).toBe(true)
      expect(await verify(address, message, signBare(aliceEd25519, message))).toBe(true)
      expect(await verify(address, message, tamper(signRaw(aliceEd25519, message)))).toBe(false)
      expect(await verify(address, `${message}!`, signRaw(aliceEd25519, message))).toBe(false)
      // The sr25519 and ed25519 keys of //Alice are different accounts.
      expect(await verify(alice.address, message, signRaw(aliceEd25519, message))).toBe(false)
    })

    it('accepts the MultiSignature form (a key-type byte in front) that WalletConnect wallets return', async () => {
      const message = messageFor(aliceEd25519.address)
      const typed = u8aToHex(aliceEd25519.sign(u8aWrapBytes(message), { withType: true }))
      expect(hexToU8a(typed)).toHaveLength(65)
      expect(await verify(aliceEd25519.address, message, typed)).toBe(true)
      expect(await verify(aliceEd25519.address, `${message}!`, typed)).toBe(false)
    })

    it('accepts an ECDSA signature and refuses it for another message', async () => {
      const address = aliceEcdsa.address
      const message = messageFor(address)
      expect(await verify(address, message, signRaw(aliceEcdsa, message))).toBe(true)
      expect(await verify(address, `${message}!`, signRaw(aliceEcdsa, message))).toBe(false)
    })
  })

  it('answers false, without throwing, for undecodable signatures and addresses', async () => {
    const message = messageFor(alice.address)
    const signature = signRaw(alice, message)
    const cases: [string, string][] = [
      [alice.address, ''],
      [alice.address, '0x'],
      [alice.address, signature.slice(2)], // hex without 0x
      [alice.address, base64.encode(hexToU8a(signature))],
      [alice.address, signature.slice(0, -2)], // 63 bytes
      [alice.address, 'not a signature'],
      ['', signature],
      ['not-an-address', signature],
      [`${alice.address.slice(0, -1)}${alice.address.endsWith('a') ? 'b' : 'a'}`, signature], // checksum error
      // A raw public key in hex is no SS58 address.
      [u8aToHex(alice.publicKey), signature],
    ]
    for (const [address, candidate] of cases) {
      await expect(verify(address, message, candidate)).resolves.toBe(false)
    }
  })
})

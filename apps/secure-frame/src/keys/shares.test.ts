import { Keypair } from '@solana/web3.js'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { decodeWalletSecret, encodeWalletSecret } from './secret-bytes.js'
import { addressesOf, generateSecrets, KeyFormatError, type KeySecrets } from './secrets.js'
import {
  combineShares,
  decodeShare,
  encodeShare,
  SameShareError,
  SHARE_LENGTH,
  ShareFormatError,
  ShareMismatchError,
  shareRole,
  ShareVerificationError,
  splitSecrets,
  type WalletShares,
} from './shares.js'

const PAIRS = [
  ['device', 'auth'],
  ['auth', 'device'],
  ['device', 'recovery'],
  ['recovery', 'device'],
  ['auth', 'recovery'],
  ['recovery', 'auth'],
] as const

/** Checks the rebuilt keys against what another library derives from the original ones. */
function expectSameWallet(rebuilt: KeySecrets, original: KeySecrets) {
  expect(rebuilt.eip155).toBe(original.eip155)
  expect(rebuilt.solanaSeed).toEqual(original.solanaSeed)
  expect(privateKeyToAddress(rebuilt.eip155)).toBe(privateKeyToAddress(original.eip155))
  const solana = Keypair.fromSeed(original.solanaSeed).publicKey.toBase58()
  expect(addressesOf(rebuilt).solana).toBe(solana)
}

function flipped(share: Uint8Array, index: number): Uint8Array {
  const copy = share.slice()
  copy[index] = copy[index]! ^ 0x01
  return copy
}

describe('wallet secret bytes', () => {
  it('round-trips the key set through a fixed-length, versioned encoding', () => {
    const secrets = generateSecrets()
    const bytes = encodeWalletSecret(secrets)
    expect(bytes).toHaveLength(65)
    expect(bytes[0]).toBe(1)
    expectSameWallet(decodeWalletSecret(bytes), secrets)
  })

  it('refuses another version or length', () => {
    const bytes = encodeWalletSecret(generateSecrets())
    expect(() => decodeWalletSecret(bytes.subarray(1))).toThrow(KeyFormatError)
    expect(() => decodeWalletSecret(flipped(bytes, 0))).toThrow(KeyFormatError)
  })
})

describe('2-of-3 key shares', () => {
  it('rebuilds the same keys from any two different shares, in either order', async () => {
    const secrets = generateSecrets()
    const shares = await splitSecrets(secrets)
    for (const [a, b] of PAIRS) {
      expectSameWallet(await combineShares(shares[a], shares[b], addressesOf(secrets)), secrets)
    }
  })

  it('labels each share with its role and keeps the wallet secret out of every share', async () => {
    const secrets = generateSecrets()
    const shares = await splitSecrets(secrets)
    const secret = encodeWalletSecret(secrets)
    const needle = Buffer.from(secret.subarray(1, 17))
    for (const role of ['device', 'auth', 'recovery'] as const) {
      expect(shares[role]).toHaveLength(SHARE_LENGTH)
      expect(shareRole(shares[role])).toBe(role)
      expect(Buffer.from(shares[role]).includes(needle)).toBe(false)
    }
    // Three distinct x-coordinates.
    expect(new Set(Object.values(shares).map((share) => share.at(-1))).size).toBe(3)
  })

  it('splits the same keys differently every time', async () => {
    const secrets = generateSecrets()
    const [first, second] = [await splitSecrets(secrets), await splitSecrets(secrets)]
    expect(first.auth).not.toEqual(second.auth)
  })

  it('refuses one share alone, or two copies of one share, whatever their labels say', async () => {
    const shares = await splitSecrets(generateSecrets())
    await expect(combineShares(shares.auth, undefined)).rejects.toThrow(SameShareError)
    await expect(combineShares(shares.auth, shares.auth.slice())).rejects.toThrow(SameShareError)
    // The device's copy relabelled as the recovery share is still the same point.
    const relabelled = shares.device.slice()
    relabelled[1] = 3
    await expect(combineShares(shares.device, relabelled)).rejects.toThrow(
      'Two different key shares are needed',
    )
  })

  it('refuses shares of two different wallets', async () => {
    const one = await splitSecrets(generateSecrets())
    let other = await splitSecrets(generateSecrets())
    await expect(combineShares(one.device, other.auth)).rejects.toThrow(ShareMismatchError)
    // Whatever their x-coordinates: the same one (one pair in 255) must not read as a copy of one share.
    while (one.device.at(-1) !== other.auth.at(-1)) other = await splitSecrets(generateSecrets())
    await expect(combineShares(one.device, other.auth)).rejects.toThrow(
      'The key shares belong to different wallets',
    )
  })

  it('refuses two splits of the same keys mixed (they lie on different lines)', async () => {
    const secrets = generateSecrets()
    const first = await splitSecrets(secrets)
    let second = await splitSecrets(secrets)
    // Same commitment, so only the rebuilt secret's check can tell; a shared x-coordinate would be a copy.
    while (first.device.at(-1) === second.auth.at(-1)) second = await splitSecrets(secrets)
    await expect(combineShares(first.device, second.auth)).rejects.toThrow(ShareVerificationError)
  })

  it('never returns a wrong key for a tampered share: every single bit of the Shamir part is checked', async () => {
    const secrets = generateSecrets()
    const shares = await splitSecrets(secrets)
    for (let index = 34; index < SHARE_LENGTH; index++) {
      const tampered = flipped(shares.auth, index)
      const answer = await combineShares(shares.device, tampered).then(
        (rebuilt) => rebuilt,
        (error: unknown) => error,
      )
      // A flipped x-coordinate may land on the device's own (a copy) or on 0 (no share at all).
      expect(answer, `byte ${index}`).toBeInstanceOf(Error)
      const expected =
        index === SHARE_LENGTH - 1
          ? /^(ShareVerificationError|SameShareError|ShareFormatError)$/
          : /^ShareVerificationError$/
      expect((answer as Error).name).toMatch(expected)
    }
  })

  it('refuses a tampered commitment as another wallet', async () => {
    const shares = await splitSecrets(generateSecrets())
    await expect(combineShares(shares.device, flipped(shares.auth, 10))).rejects.toThrow(ShareMismatchError)
  })

  it('checks the rebuilt keys against the addresses the account lists', async () => {
    const secrets = generateSecrets()
    const shares = await splitSecrets(secrets)
    const other = addressesOf(generateSecrets())
    await expect(combineShares(shares.device, shares.auth, { eip155: other.eip155 })).rejects.toThrow(
      ShareVerificationError,
    )
    await expect(combineShares(shares.device, shares.auth, { solana: other.solana })).rejects.toThrow(
      'The key shares do not rebuild this wallet',
    )
    const listed = { eip155: addressesOf(secrets).eip155.toLowerCase() }
    expectSameWallet(await combineShares(shares.device, shares.auth, listed), secrets)
  })

  it('leaves the caller’s shares intact, so a failed attempt can be tried again (Node Buffers too)', async () => {
    const secrets = generateSecrets()
    const shares = await splitSecrets(secrets)
    const before = shares.device.slice()
    await combineShares(shares.device, shares.auth)
    expect(shares.device).toEqual(before)
    const [device, auth] = [Buffer.from(shares.device), Buffer.from(shares.auth)]
    expect((await combineShares(device, auth)).eip155).toBe(secrets.eip155)
    expect(new Uint8Array(device)).toEqual(before)
  })

  it('encodes shares as base64url text and refuses anything else', async () => {
    const shares: WalletShares = await splitSecrets(generateSecrets())
    const text = encodeShare(shares.recovery)
    expect(text).toMatch(/^[\w-]{134}$/)
    expect(decodeShare(text)).toEqual(shares.recovery)
    for (const bad of ['', 'not base64!', text.slice(0, -4), encodeShare(shares.auth).replace(/^A/, 'B')]) {
      expect(() => decodeShare(bad), bad).toThrow(ShareFormatError)
    }
    const unknownRole = shares.auth.slice()
    unknownRole[1] = 4
    expect(() => shareRole(unknownRole)).toThrow('The key share is not in a known format')
    await expect(combineShares(unknownRole, shares.device)).rejects.toThrow(ShareFormatError)
  })
})

import { base64urlnopad } from '@scure/base'
import { combine, split } from 'shamir-secret-sharing'
import { decodeWalletSecret, encodeWalletSecret, SECRET_LENGTH } from './secret-bytes.js'
import { addressesOf, type KeySecrets } from './secrets.js'

/**
 * Where each share lives: `device` in this browser (device-share.ts), `auth` on the services (released to a
 * frame session only), `recovery` sealed under a factor the user holds (recovery-code.ts, passkey-prf.ts).
 * Any two rebuild the wallet; one alone says nothing about it (Shamir 2-of-3, shamir-secret-sharing).
 */
export type ShareRole = 'device' | 'auth' | 'recovery'

export type WalletShares = Record<ShareRole, Uint8Array<ArrayBuffer>>

const ROLES: readonly ShareRole[] = ['device', 'auth', 'recovery']
const SHARE_FORMAT = 1
const COMMITMENT_BYTES = 32
/** What the library hands out per share: one byte per secret byte, then the share's x-coordinate. */
const POINT_BYTES = SECRET_LENGTH + 1
const HEADER_BYTES = 2 + COMMITMENT_BYTES
/** `[format] [role] ‖ commitment (32) ‖ Shamir share (66, its last byte the x-coordinate)`. */
export const SHARE_LENGTH = HEADER_BYTES + POINT_BYTES
const COMMITMENT_LABEL = new TextEncoder().encode('gangway-secure-frame/wallet-commitment/v1\n')

/** Every share problem is one of these; the message never quotes share bytes. */
export class KeyShareError extends Error {
  override name = 'KeyShareError'
}

export class ShareFormatError extends KeyShareError {
  override name = 'ShareFormatError'
  constructor() {
    super('The key share is not in a known format')
  }
}

/** One share, or the same share twice: the second factor is missing. */
export class SameShareError extends KeyShareError {
  override name = 'SameShareError'
  constructor() {
    super('Two different key shares are needed')
  }
}

/** The shares carry different wallet commitments: they were split from different secrets. */
export class ShareMismatchError extends KeyShareError {
  override name = 'ShareMismatchError'
  constructor() {
    super('The key shares belong to different wallets')
  }
}

/** The shares combine, but not into the secret they were split from (tampered), or not into this wallet. */
export class ShareVerificationError extends KeyShareError {
  override name = 'ShareVerificationError'
  constructor() {
    super('The key shares do not rebuild this wallet')
  }
}

/**
 * SHA-256 over a label and the secret bytes, stored in every share: a rebuilt secret is checked against it, so a
 * tampered share never yields a wrong key. It tells an operator nothing: the secret is 64 random bytes, and its
 * addresses (hashes of it too) are public anyway.
 */
async function commitmentOf(secret: Uint8Array): Promise<Uint8Array> {
  const input = new Uint8Array(COMMITMENT_LABEL.length + secret.length)
  input.set(COMMITMENT_LABEL)
  input.set(secret, COMMITMENT_LABEL.length)
  try {
    return new Uint8Array(await crypto.subtle.digest('SHA-256', input))
  } finally {
    input.fill(0)
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

/** Splits the wallet secret into its three shares. The caller still owns `secrets`. */
export async function splitSecrets(secrets: KeySecrets): Promise<WalletShares> {
  const secret = encodeWalletSecret(secrets)
  let points: Uint8Array[] = []
  try {
    const commitment = await commitmentOf(secret)
    points = await split(secret, ROLES.length, 2)
    const entries = ROLES.map((role, index) => {
      const share = new Uint8Array(SHARE_LENGTH)
      share[0] = SHARE_FORMAT
      share[1] = index + 1
      share.set(commitment, 2)
      share.set(points[index]!, HEADER_BYTES)
      return [role, share] as const
    })
    return Object.fromEntries(entries) as WalletShares
  } finally {
    secret.fill(0)
    for (const point of points) point.fill(0)
  }
}

/** The role a share was made for; throws {@link ShareFormatError} for anything that is not a share. */
export function shareRole(share: Uint8Array): ShareRole {
  const role = ROLES[(share[1] ?? 0) - 1]
  const x = share[SHARE_LENGTH - 1]
  if (share.length !== SHARE_LENGTH || share[0] !== SHARE_FORMAT || !role || !x) throw new ShareFormatError()
  return role
}

/**
 * Rebuilds the wallet's keys from two different shares, in memory, and checks them against the commitment the
 * shares carry (and against `expected`, the addresses the account lists, when given). The caller owns the
 * result and zeroes its seed when done (createKeyRing does on wipe).
 */
export async function combineShares(
  a: Uint8Array,
  b: Uint8Array | undefined,
  expected?: { eip155?: string; solana?: string },
): Promise<KeySecrets> {
  if (!b) throw new SameShareError()
  shareRole(a)
  shareRole(b)
  // Checked first: shares of two wallets may happen to share an x-coordinate (one in 255), and that is no copy.
  const commitment = new Uint8Array(a.subarray(2, HEADER_BYTES))
  if (!sameBytes(commitment, b.subarray(2, HEADER_BYTES))) throw new ShareMismatchError()
  // Same x-coordinate: a copy of one share (whatever its label says), which cannot rebuild anything.
  if (a[SHARE_LENGTH - 1] === b[SHARE_LENGTH - 1]) throw new SameShareError()

  // Plain copies (zeroed below, never the caller's bytes): the library checks `constructor === Uint8Array`,
  // which a Node Buffer would fail.
  const points = [new Uint8Array(a.subarray(HEADER_BYTES)), new Uint8Array(b.subarray(HEADER_BYTES))]
  let secret: Uint8Array | undefined
  try {
    secret = await combine(points)
    if (!sameBytes(await commitmentOf(secret), commitment)) throw new ShareVerificationError()
    const secrets = decodeWalletSecret(secret)
    const addresses = addressesOf(secrets)
    const wrongEvm = expected?.eip155 && expected.eip155.toLowerCase() !== addresses.eip155.toLowerCase()
    const wrongSolana = expected?.solana && expected.solana !== addresses.solana
    if (wrongEvm || wrongSolana) {
      secrets.solanaSeed.fill(0)
      throw new ShareVerificationError()
    }
    return secrets
  } catch (error) {
    if (error instanceof KeyShareError) throw error
    // A secret that passed its commitment but does not decode was never a wallet secret: a format problem.
    throw new ShareVerificationError()
  } finally {
    secret?.fill(0)
    for (const point of points) point.fill(0)
  }
}

/** A share as text for the services or a sealed blob: base64url without padding. */
export function encodeShare(share: Uint8Array): string {
  shareRole(share)
  return base64urlnopad.encode(share)
}

/** The inverse of {@link encodeShare}; checks the format, not the contents (that is {@link combineShares}). */
export function decodeShare(text: string): Uint8Array<ArrayBuffer> {
  let share: Uint8Array<ArrayBuffer>
  try {
    share = new Uint8Array(base64urlnopad.decode(text))
  } catch {
    throw new ShareFormatError()
  }
  shareRole(share)
  return share
}

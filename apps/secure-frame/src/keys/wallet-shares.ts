import { DeviceShareError, type DeviceStore, loadDeviceShare, saveDeviceShare } from './device-share.js'
import { legacyDeletePending, pendingRecoveryShare } from './device-records.js'
import { importWrappingKey, open as openEnvelope } from './envelope.js'
import { openWithPrf, prfSecret } from './passkey-prf.js'
import { openWithRecoveryCode } from './recovery-code.js'
import { addressesOf, generateSecrets, type KeySecrets, parseSecrets } from './secrets.js'
import { combineShares, decodeShare, encodeShare, ShareMismatchError, splitSecrets } from './shares.js'
import type {
  LegacyKeys,
  RecoveryAttempt,
  RecoverySeal,
  WalletAccount,
  WalletSharesDeps,
} from './wallet-ports.js'

/**
 * How the wallet was opened: made now (`created`), rebuilt from this device's share (`restored`), opened on a
 * new device with a passkey or a code (`recovered`), or moved from the legacy envelope (`migrated`).
 */
export type WalletOrigin = 'created' | 'restored' | 'recovered' | 'migrated'

export interface OpenedWallet {
  /** The caller owns them (createKeyRing zeroes the seed on wipe). */
  secrets: KeySecrets
  origin: WalletOrigin
  /** False while the recovery share is still only on this device: the frame offers a passkey or a code. */
  recoverySetUp: boolean
}

export class WalletSharesError extends Error {
  override name = 'WalletSharesError'
}

/** A new device, and the wallet has neither a passkey nor a code yet: only the browser that made it can open it. */
export class NoRecoveryMethodError extends WalletSharesError {
  override name = 'NoRecoveryMethodError'
  constructor() {
    super('This wallet has no passkey or recovery code yet: open it in the browser where you created it')
  }
}

/** The visitor closed "Recover your wallet". */
export class RecoveryCancelledError extends WalletSharesError {
  override name = 'RecoveryCancelledError'
  constructor() {
    super('Recovery was cancelled')
  }
}

/** The legacy envelope holds keys of other addresses than the account lists: refused, never migrated. */
export class WalletMismatchError extends WalletSharesError {
  override name = 'WalletMismatchError'
  constructor() {
    super('The wallet keys do not match this account')
  }
}

/**
 * The account lists addresses, but the services hold neither its auth share nor its legacy envelope: making a new
 * wallet would silently change the visitor's address, so nothing is made.
 */
export class WalletNotFoundError extends WalletSharesError {
  override name = 'WalletNotFoundError'
  constructor() {
    super('The wallet of this account could not be found')
  }
}

/** The services answered 409 to the auth share, then listed none: nothing consistent to open. */
export class AuthShareMissingError extends WalletSharesError {
  override name = 'AuthShareMissingError'
  constructor() {
    super('The wallet could not be opened: try again')
  }
}

/** How long a tab that lost the race for the first auth share waits for the winner's device share. */
const DEVICE_SHARE_WAIT = { tries: 10, ms: 200 }

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function wipe(secrets: KeySecrets): void {
  secrets.solanaSeed.fill(0)
}

function matches(secrets: KeySecrets, expected: WalletAccount['addresses']): boolean {
  const derived = addressesOf(secrets)
  const wrongEvm = expected?.eip155 && expected.eip155.toLowerCase() !== derived.eip155.toLowerCase()
  const wrongSolana = expected?.solana && expected.solana !== derived.solana
  return !wrongEvm && !wrongSolana
}

/** The legacy envelope opened with its wrapping key, as the frame did before key shares. */
async function openLegacy(legacy: LegacyKeys, expected: WalletAccount['addresses']): Promise<KeySecrets> {
  const plaintext = await openEnvelope(legacy.ciphertext, await importWrappingKey(legacy.wrappingKey))
  try {
    const secrets = parseSecrets(plaintext)
    if (matches(secrets, expected)) return secrets
    wipe(secrets)
    throw new WalletMismatchError()
  } finally {
    plaintext.fill(0)
  }
}

/**
 * Splits and stores a new (or migrated) wallet: the auth share first, since only the frame whose write the
 * services kept may keep shares on this device (two tabs share this storage; the loser's shares would overwrite
 * the winner's). False when another frame won.
 */
async function storeNewShares(deps: WalletSharesDeps, userId: string, secrets: KeySecrets): Promise<boolean> {
  const shares = await splitSecrets(secrets)
  try {
    if (!(await deps.services.putAuthShare(encodeShare(shares.auth), addressesOf(secrets)))) return false
    await saveDeviceShare(deps.store, userId, shares.device)
    await pendingRecoveryShare.save(deps.store, userId, shares.recovery)
    return true
  } finally {
    for (const share of Object.values(shares)) share.fill(0)
  }
}

/** Drops the legacy envelope; a failure is tried again at the next sign-in, never blocking this one. */
async function deleteLegacy(deps: WalletSharesDeps, userId: string): Promise<void> {
  await legacyDeletePending.mark(deps.store, userId)
  try {
    await deps.services.deleteLegacyKeys()
    await legacyDeletePending.clear(deps.store, userId)
  } catch {
    // Marked: the next sign-in deletes it. The services never release its wrapping key again (404).
  }
}

async function deviceShareOf(store: DeviceStore, userId: string) {
  try {
    return await loadDeviceShare(store, userId)
  } catch (error) {
    // A record that no longer opens is as good as none: the visitor recovers with a passkey or a code.
    if (error instanceof DeviceShareError) return undefined
    throw error
  }
}

async function hasPendingRecovery(store: DeviceStore, userId: string): Promise<boolean> {
  const pending = await pendingRecoveryShare.load(store, userId).catch(() => undefined)
  pending?.fill(0)
  return pending !== undefined
}

/** The sealed share opened by the visitor's factor; typed errors (wrong code, other passkey) otherwise. */
async function openSeal(
  deps: WalletSharesDeps,
  seals: readonly RecoverySeal[],
  attempt: RecoveryAttempt,
): Promise<Uint8Array<ArrayBuffer>> {
  const seal = seals.find((candidate) => candidate.kind === attempt.kind)
  if (!seal) throw new NoRecoveryMethodError()
  if (attempt.kind === 'code') return openWithRecoveryCode(seal.sealed, attempt.code)
  const credentialIds = seal.kind === 'passkey' ? [seal.credentialId] : []
  const rpId = deps.relyingParty.id
  const passkey = await prfSecret(deps.credentials, { credentialIds, ...(rpId ? { rpId } : {}) })
  try {
    return await openWithPrf(seal.sealed, passkey.secret)
  } finally {
    passkey.secret.fill(0)
  }
}

/**
 * A new device: the recovery share, opened by a passkey or a code, with the auth share rebuilds the wallet. The
 * opened recovery share then stays as this device's share (wrapped under this device's own key), so the
 * address, the code and the passkey all stay as they were.
 */
async function recover(
  deps: WalletSharesDeps,
  account: WalletAccount,
  auth: Uint8Array,
): Promise<OpenedWallet> {
  const seals = await deps.services.getRecoverySeals()
  const has = (kind: RecoverySeal['kind']) => seals.some((seal) => seal.kind === kind)
  if (!has('code') && !has('passkey')) throw new NoRecoveryMethodError()
  let opened: { secrets: KeySecrets; share: Uint8Array<ArrayBuffer> } | undefined
  const done = await deps.dialogs.recoverWallet({
    passkey: has('passkey'),
    code: has('code'),
    async attempt(choice) {
      const share = await openSeal(deps, seals, choice)
      try {
        const secrets = await combineShares(auth, share, account.addresses)
        if (opened) wipe(opened.secrets)
        opened = { secrets, share }
      } catch (error) {
        share.fill(0)
        throw error
      }
    },
  })
  if (!done || !opened) {
    if (opened) wipe(opened.secrets)
    throw new RecoveryCancelledError()
  }
  try {
    await saveDeviceShare(deps.store, account.id, opened.share)
    // A recovery share left from another wallet (see openWithAuthShare) would be offered for sealing: drop it.
    await pendingRecoveryShare.forget(deps.store, account.id)
  } finally {
    opened.share.fill(0)
  }
  return { secrets: opened.secrets, origin: 'recovered', recoverySetUp: true }
}

/** The wallet from the auth share: with this device's share, or by recovery on a device that has none. */
async function openWithAuthShare(
  deps: WalletSharesDeps,
  account: WalletAccount,
  authText: string,
  waitForDevice: boolean,
): Promise<OpenedWallet> {
  const auth = decodeShare(authText)
  try {
    let device = await deviceShareOf(deps.store, account.id)
    const sleep = deps.sleep ?? defaultSleep
    for (let tries = 0; !device && waitForDevice && tries < DEVICE_SHARE_WAIT.tries; tries++) {
      await sleep(DEVICE_SHARE_WAIT.ms)
      device = await deviceShareOf(deps.store, account.id)
    }
    if (!device) return await recover(deps, account, auth)
    let secrets: KeySecrets
    try {
      secrets = await combineShares(device, auth, account.addresses)
    } catch (error) {
      // A share of another wallet (left by a first sign-in whose auth share never reached the services): this
      // device has no usable share, so it recovers like a new one. Anything else (a tampered share) is refused.
      if (!(error instanceof ShareMismatchError)) throw error
      return await recover(deps, account, auth)
    } finally {
      device.fill(0)
    }
    const recoverySetUp = !(await hasPendingRecovery(deps.store, account.id))
    return { secrets, origin: 'restored', recoverySetUp }
  } finally {
    auth.fill(0)
  }
}

/**
 * The signed-in account's wallet, rebuilt in the frame's memory from two of its three shares:
 * - first sign-in: new keys, split; the auth share to the services (written once: a frame that loses the race
 *   opens the winner's wallet instead), the device share and, until a factor seals it, the recovery share kept
 *   on this device;
 * - returning device: this device's share and the auth share;
 * - new device: "Recover your wallet" opens the recovery share with a passkey or a code;
 * - a wallet from before key shares: the legacy envelope opened once more, split as above, then deleted.
 * The rebuilt keys are checked against the shares' commitment and the account's listed addresses.
 */
export async function openWallet(deps: WalletSharesDeps, account: WalletAccount): Promise<OpenedWallet> {
  const auth = await deps.services.getAuthShare()
  if (auth !== undefined) {
    if (await legacyDeletePending.isMarked(deps.store, account.id)) await deleteLegacy(deps, account.id)
    return openWithAuthShare(deps, account, auth, false)
  }
  const legacy = await deps.services.getLegacyKeys()
  if (!legacy && (account.addresses?.eip155 || account.addresses?.solana)) throw new WalletNotFoundError()
  const secrets = legacy ? await openLegacy(legacy, account.addresses) : generateSecrets()
  let stored: boolean
  try {
    stored = await storeNewShares(deps, account.id, secrets)
  } catch (error) {
    wipe(secrets)
    throw error
  }
  if (stored) {
    if (legacy) await deleteLegacy(deps, account.id)
    return { secrets, origin: legacy ? 'migrated' : 'created', recoverySetUp: false }
  }
  wipe(secrets)
  const winner = await deps.services.getAuthShare()
  if (winner === undefined) throw new AuthShareMissingError()
  return openWithAuthShare(deps, account, winner, true)
}

import { recoverySealStatement } from '@gangway/common'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { loadDeviceShare } from './device-share.js'
import { pendingRecoveryShare } from './device-records.js'
import { createRecoveryPasskey, sealWithPrf } from './passkey-prf.js'
import { createRecoveryCode, sealWithRecoveryCode } from './recovery-code.js'
import { combineShares, decodeShare, shareRole } from './shares.js'
import type {
  RecoveryOffer,
  RecoverySeal,
  SealProof,
  WalletAccount,
  WalletSharesDeps,
} from './wallet-ports.js'
import { AuthShareMissingError, WalletSharesError } from './wallet-shares.js'

/** This device holds no recovery share to seal: a factor sealed it already, here or on the device that made it. */
export class RecoveryShareUnavailableError extends WalletSharesError {
  override name = 'RecoveryShareUnavailableError'
  constructor() {
    super('Recovery is already set up for this wallet')
  }
}

/**
 * The recovery share this device may seal: the one kept since the first sign-in, or, on a device that
 * recovered, its own device share (which is the recovery share). Undefined otherwise.
 */
async function recoveryShareOnDevice(deps: WalletSharesDeps, userId: string) {
  const pending = await pendingRecoveryShare.load(deps.store, userId)
  if (pending) return pending
  const device = await loadDeviceShare(deps.store, userId)
  if (device && shareRole(device) === 'recovery') return device
  device?.fill(0)
  return undefined
}

/**
 * Rebuilds the wallet from the auth share and `share`, runs `use` with its EVM key, then drops it. Throws when
 * the share does not rebuild this account's wallet: a seal of it would not recover anything.
 */
async function withRebuiltKey<T>(
  deps: WalletSharesDeps,
  account: WalletAccount,
  share: Uint8Array,
  use: (key: PrivateKeyAccount) => Promise<T>,
): Promise<T> {
  const authText = await deps.services.getAuthShare()
  if (authText === undefined) throw new AuthShareMissingError()
  const auth = decodeShare(authText)
  try {
    const secrets = await combineShares(auth, share, account.addresses)
    try {
      return await use(privateKeyToAccount(secrets.eip155))
    } finally {
      secrets.solanaSeed.fill(0)
    }
  } finally {
    auth.fill(0)
  }
}

/** The wallet key's signature of `seal`, which the services ask for before they keep it. */
async function proveSeal(
  deps: WalletSharesDeps,
  account: WalletAccount,
  share: Uint8Array,
  seal: RecoverySeal,
): Promise<SealProof> {
  const issuedAt = Date.now()
  const message = recoverySealStatement({
    userId: account.id,
    kind: seal.kind,
    credentialId: seal.kind === 'passkey' ? seal.credentialId : undefined,
    sealed: seal.sealed,
    issuedAt,
  })
  const signature = await withRebuiltKey(deps, account, share, (key) => key.signMessage({ message }))
  return { issuedAt, signature }
}

/** The account's passkey user handle: its id (opaque, not personal data), so one passkey per account. */
const userHandle = (userId: string) => new TextEncoder().encode(userId.slice(0, 64))

async function sealChosen(
  deps: WalletSharesDeps,
  account: WalletAccount,
  choice: Exclude<RecoveryOffer, 'later'>,
  share: Uint8Array,
): Promise<RecoverySeal | undefined> {
  if (choice === 'code') {
    const code = createRecoveryCode()
    // A code the visitor did not confirm saving is never used: nothing is stored.
    if (!(await deps.dialogs.showRecoveryCode(code))) return undefined
    return { kind: 'code', sealed: await sealWithRecoveryCode(share, code) }
  }
  const passkey = await createRecoveryPasskey(deps.credentials, deps.relyingParty, {
    id: userHandle(account.id),
    name: account.name,
    displayName: account.name,
  })
  try {
    return {
      kind: 'passkey',
      credentialId: passkey.credentialId,
      sealed: await sealWithPrf(share, passkey.secret),
    }
  } finally {
    passkey.secret.fill(0)
  }
}

/**
 * "Set up recovery": the visitor picks a passkey or a recovery code (or not now); the recovery share is sealed
 * under it and stored on the services, and only then is the device's own copy of it dropped, so the device no
 * longer holds two shares. Resolves with what was set up ('later' when nothing was).
 */
export async function setUpRecovery(deps: WalletSharesDeps, account: WalletAccount): Promise<RecoveryOffer> {
  const share = await recoveryShareOnDevice(deps, account.id)
  if (!share) throw new RecoveryShareUnavailableError()
  try {
    const choice = await deps.dialogs.offerRecovery()
    if (choice === 'later') return 'later'
    // Checked before a code is shown or a passkey made: a share that rebuilds nothing would recover nothing.
    await withRebuiltKey(deps, account, share, async () => undefined)
    const seal = await sealChosen(deps, account, choice, share)
    if (!seal) return 'later'
    await deps.services.putRecoverySeal(seal, await proveSeal(deps, account, share, seal))
    await pendingRecoveryShare.forget(deps.store, account.id)
    return choice
  } finally {
    share.fill(0)
  }
}

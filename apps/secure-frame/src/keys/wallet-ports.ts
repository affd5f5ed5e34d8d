import type { DeviceStore } from './device-share.js'
import type { Credentials } from './passkey-prf.js'
import type { KeyAddresses } from './secrets.js'

/** A recovery share as the services keep it: sealed under a recovery code or a passkey's PRF (share-seal.ts). */
export type RecoverySeal =
  | { kind: 'code'; sealed: string }
  | { kind: 'passkey'; credentialId: string; sealed: string }

/** The wallet's EVM key's signature of a seal, and when it was made. */
export interface SealProof {
  issuedAt: number
  signature: `0x${string}`
}

/** The wallet as it was stored before key shares: an envelope and the key that opens it (`/frame/v1/keys`). */
export interface LegacyKeys {
  wrappingKey: string
  ciphertext: string
}

/**
 * What the frame asks the services for, under its key-bound session: the auth share (`/frame/v1/shares/auth`),
 * the sealed recovery shares (`/frame/v1/shares/recovery`), and the legacy envelope (`/frame/v1/keys`).
 */
export interface SharesPort {
  /** The user's auth share (base64url), or undefined before one was stored. */
  getAuthShare(): Promise<string | undefined>
  /**
   * Stores the auth share once, with the addresses its wallet derives (the services list them on the account):
   * false when another frame stored one first (the services answer 409).
   */
  putAuthShare(share: string, addresses: KeyAddresses): Promise<boolean>
  getRecoverySeals(): Promise<RecoverySeal[]>
  /**
   * Stores a sealed recovery share, replacing the earlier one of its kind, with the wallet key's signature of it
   * (`recoverySealStatement` in @gangway/common): the services take a new factor only from the key's holder.
   */
  putRecoverySeal(seal: RecoverySeal, proof: SealProof): Promise<void>
  /** The legacy envelope, or undefined when there is none (never stored, deleted, or the wallet moved: 404). */
  getLegacyKeys(): Promise<LegacyKeys | undefined>
  deleteLegacyKeys(): Promise<void>
}

/** What the visitor chose in "Set up recovery". */
export type RecoveryOffer = 'passkey' | 'code' | 'later'

/** One try in "Recover your wallet": a passkey prompt, or a typed code. */
export type RecoveryAttempt = { kind: 'passkey' } | { kind: 'code'; code: string }

/**
 * The frame's recovery dialogs (src/recovery/), as the orchestration sees them. Each resolves with the
 * visitor's choice; none of them touches a share.
 */
export interface RecoveryDialogs {
  /** "Set up recovery": a passkey, a recovery code, or not now (also Escape). */
  offerRecovery(): Promise<RecoveryOffer>
  /** "Your recovery code": true once the visitor confirmed saving it and pressed Done; false when cancelled. */
  showRecoveryCode(code: string): Promise<boolean>
  /**
   * "Recover your wallet": offers the methods the wallet has, and calls `attempt` for each try until one
   * resolves (true) or the visitor cancels (false). A rejected attempt is shown in words and the dialog stays.
   */
  recoverWallet(options: {
    passkey: boolean
    code: boolean
    attempt(choice: RecoveryAttempt): Promise<void>
  }): Promise<boolean>
}

/** The signed-in account, as the frame knows it from its session. */
export interface WalletAccount {
  id: string
  /** Shown by the passkey prompt (the e-mail or the username). */
  name: string
  /** The addresses the services list for the account, when they list any: a rebuilt key must match them. */
  addresses?: { eip155?: string; solana?: string }
}

/** Everything the orchestration needs, injected: the frame passes the real ones, tests in-memory ones. */
export interface WalletSharesDeps {
  services: SharesPort
  /** The frame's own storage (IndexedDB on the frame's origin). */
  store: DeviceStore
  dialogs: RecoveryDialogs
  /** `navigator.credentials`. */
  credentials: Credentials
  /** The relying party the recovery passkeys are made for (the frame's origin by default). */
  relyingParty: { name: string; id?: string }
  /** Waits between looks for another tab's device share; tests pass an immediate one. */
  sleep?: (ms: number) => Promise<void>
}

// Storage contract of the secure-frame backend (frame/): users, their devices, one-time codes, sessions, the
// e-mail cooldown and the users' key ciphertext. Secrets never reach a store in the clear: tokens and codes
// arrive already hashed, keys already encrypted by the frame.

import type { FrameIdentityStore, SocialStateStore } from './frame-identity-types.js'

/** A user of e-mail sign-in. Keys are the frame's job: `addresses` is filled when the frame stores them. */
export interface FrameUserRecord {
  id: string
  /** Lower-case e-mail: one user per address. Null for a user of social or Farcaster sign-in. */
  email: string | null
  /** The addresses of the user's keys, EVM first, then Solana (empty until the frame stores keys). */
  addresses: string[]
  /** Epoch milliseconds. */
  createdAt: number
}

export interface FrameUserStore {
  /** The user with this e-mail, created (with `id` and `createdAt`) when there is none yet. */
  findOrCreate(email: string, candidate: { id: string; createdAt: number }): Promise<FrameUserRecord>
  find(id: string): Promise<FrameUserRecord | undefined>
  findByEmail(email: string): Promise<FrameUserRecord | undefined>
  /** False when another user already holds `email`. */
  changeEmail(id: string, email: string): Promise<boolean>
}

/** A browser (the frame's random device id) asking to sign in as an e-mail. */
export interface FrameDeviceRecord {
  email: string
  deviceId: string
  /** Epoch milliseconds; null until the approval link is opened. */
  approvedAt: number | null
  /** Hash of the approval link's token, and when it stops working. */
  tokenHash: string | null
  tokenExpiresAt: number | null
  /** Set by a connect, cleared by whoever sends the OTP mail next: exactly one mail per connect. */
  awaitingOtp: boolean
  /**
   * Thumbprint of the binding key the latest connect named: only a proof by that key polls the approval or
   * redeems the code. Null for a row from before e-mail sign-in was bound to the key (it cannot be finished).
   */
  jkt: string | null
}

export interface FrameDeviceStore {
  find(email: string, deviceId: string): Promise<FrameDeviceRecord | undefined>
  /** The device holding this unexpired approval token, left as it is (the link's confirmation page). */
  findByToken(tokenHash: string, now: number): Promise<FrameDeviceRecord | undefined>
  /**
   * Creates the pending device or gives it a new approval token (the old link stops working), bound to the
   * connecting frame's key `jkt`.
   */
  request(
    email: string,
    deviceId: string,
    token: { hash: string; expiresAt: number },
    jkt: string,
  ): Promise<void>
  /** Binds an approved device's next login to the connecting frame's key `jkt`. */
  bindKey(email: string, deviceId: string, jkt: string): Promise<void>
  /** Approves the device holding this unexpired token; the device, or undefined when none matches. */
  approve(tokenHash: string, now: number): Promise<FrameDeviceRecord | undefined>
  setAwaitingOtp(email: string, deviceId: string): Promise<void>
  /** True for exactly one caller after `setAwaitingOtp`: that caller sends the OTP mail. */
  claimOtp(email: string, deviceId: string): Promise<boolean>
  /** Moves a user's devices to the new e-mail after an update. */
  renameEmail(from: string, to: string): Promise<void>
}

export type FrameCodePurpose = 'login' | 'update-primary' | 'update-secondary'

/** One live one-time code per purpose and subject (a new one replaces it). */
export interface FrameCodeRecord {
  purpose: FrameCodePurpose
  subject: string
  codeHash: string
  /** What the code confirms, e.g. the new e-mail of an update. */
  payload: string | null
  expiresAt: number
  attempts: number
}

export interface FrameCodeStore {
  put(code: Omit<FrameCodeRecord, 'attempts'>): Promise<void>
  /** Counts one attempt and returns the code as it now is (attempts included), or undefined. */
  attempt(purpose: FrameCodePurpose, subject: string): Promise<FrameCodeRecord | undefined>
  /** True when this call deleted it: of two requests spending the same code, one wins. */
  delete(purpose: FrameCodePurpose, subject: string): Promise<boolean>
  /**
   * Starts the cooldown of `key` unless one is running: 0 when started, else the milliseconds left.
   * Atomic, so two concurrent requests cannot both pass.
   */
  startCooldown(key: string, now: number, windowMs: number): Promise<number>
  /** Ends a cooldown early: the request it guarded failed before any mail went out. */
  endCooldown(key: string): Promise<void>
}

/**
 * A sign-in (a token family): bound to the frame's key by its thumbprint, alive until `expiresAt` (absolute:
 * refreshing does not extend it) or until revoked (sign-out, or a refresh token presented twice).
 */
export interface FrameSessionRecord {
  id: string
  userId: string
  /** RFC 7638 thumbprint of the frame's binding key: every proof must be signed by that key. */
  jkt: string
  createdAt: number
  expiresAt: number
  revokedAt: number | null
}

export type FrameTokenKind = 'access' | 'refresh'

/** One token of a session, by its hash. */
export interface FrameTokenRecord {
  tokenHash: string
  sessionId: string
  kind: FrameTokenKind
  expiresAt: number
}

export interface FrameSessionStore {
  /** Stores a new session with its first tokens (and forgets sessions and tokens expired by `createdAt`). */
  create(session: Omit<FrameSessionRecord, 'revokedAt'>, tokens: FrameTokenRecord[]): Promise<void>
  /** The unrevoked, unexpired session of this unexpired access token. */
  findByAccessToken(tokenHash: string, now: number): Promise<FrameSessionRecord | undefined>
  /** The session of this refresh token whatever its state, and whether the token was spent already. */
  findByRefreshToken(tokenHash: string): Promise<{ session: FrameSessionRecord; spent: boolean } | undefined>
  /**
   * Spends the refresh token and stores `next` in one transaction, if the token is unspent and its session
   * live: false otherwise (of two requests rotating one token, exactly one succeeds).
   */
  rotate(refreshHash: string, now: number, next: FrameTokenRecord[]): Promise<boolean>
  /** Revokes the session and so every token of it; true when it was live. */
  revoke(sessionId: string, now: number): Promise<boolean>
}

/** The public addresses of a user's keys, per namespace. */
export interface FrameKeyAddresses {
  eip155?: string
  solana?: string
}

/** A user's keys as stored: the frame's ciphertext (opaque here) and the addresses it reported. */
export interface FrameKeysRecord {
  /** Null until the frame stores keys. */
  ciphertext: string | null
  addresses: FrameKeyAddresses
}

export interface FrameKeyStore {
  /** The user's keys, or undefined for an unknown user. */
  find(userId: string): Promise<FrameKeysRecord | undefined>
  /**
   * Stores the keys and lists their addresses on the user, unless keys exist already: false then (also for
   * an unknown user). Atomic, so of two concurrent calls exactly one stores.
   */
  create(
    userId: string,
    keys: { ciphertext: string; addresses: Required<FrameKeyAddresses> },
  ): Promise<boolean>
  /**
   * Drops the user's ciphertext once the frame moved the wallet to key shares; the addresses stay listed.
   * False when there was none.
   */
  deleteCiphertext(userId: string): Promise<boolean>
}

export interface FrameStorage {
  users: FrameUserStore
  devices: FrameDeviceStore
  codes: FrameCodeStore
  sessions: FrameSessionStore
  keys: FrameKeyStore
  /** Sign-in through another service (social, Farcaster). */
  identities: FrameIdentityStore
  socialStates: SocialStateStore
}

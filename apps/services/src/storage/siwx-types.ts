// Storage contract of Sign In With X (siwx/): the nonces the services hand out for a message, and the sessions
// they verified and keep for a host's server to look up (GET /v1/sessions/{id}).

/** A nonce handed out by POST /v1/sessions/nonce, valid for one session of its project until `expiresAt`. */
export interface SIWXNonceRecord {
  nonce: string
  projectId: string
  /** Epoch milliseconds. */
  issuedAt: number
  expiresAt: number
}

/**
 * What `consume` found: `consumed` (it was issued, unused and unexpired: now it is used), `used` (a replay),
 * `unknown` (never issued for this project, or past its lifetime).
 */
export type SIWXNonceOutcome = 'consumed' | 'used' | 'unknown'

export interface SIWXNonceStore {
  /** Remembers a fresh nonce; expired ones are forgotten on the way (a used one expired is unknown, still refused). */
  issue(nonce: SIWXNonceRecord): Promise<void>
  /** Marks the nonce used, atomically: of two sessions racing for one nonce exactly one gets `consumed`. */
  consume(nonce: string, projectId: string, now: number): Promise<SIWXNonceOutcome>
}

/** A session the services verified (signature, domain, nonce) and keep until it expires or is revoked. */
export interface SIWXSessionRecord {
  /** 32 random bytes, base64url (43 characters). */
  id: string
  projectId: string
  /** CAIP-2. */
  chainId: string
  address: string
  domain: string
  /** The signed text and its signature, as the wallet gave them. */
  message: string
  signature: string
  /** The session's `data` (SIWXMessage.Data), as posted and checked against the message. */
  data: Record<string, unknown>
  /** Epoch milliseconds. */
  createdAt: number
  /** The message's expirationTime, else createdAt + 7 days. */
  expiresAt: number
  revokedAt: number | null
}

export interface SIWXSessionStore {
  insert(session: SIWXSessionRecord): Promise<void>
  /** The session, unless it is unknown, revoked or expired at `now`. */
  find(id: string, now: number): Promise<SIWXSessionRecord | undefined>
  /** Revokes a live session; false when there was none to revoke (unknown, revoked already, expired). */
  revoke(id: string, now: number): Promise<boolean>
}

export interface SIWXStorage {
  nonces: SIWXNonceStore
  sessions: SIWXSessionStore
}

// Storage contract of sign-in through another service (frame/social, frame/farcaster): the identities that
// link an account elsewhere to a frame user, and the pending OAuth requests. Like the rest of the frame's
// storage, a secret reaches a store only hashed (the OAuth `state`); the PKCE verifier is kept as is, since
// it is sent to the provider later and is worthless without the code the provider hands the browser.

/** An account at a provider (`google`, …, `farcaster`) signed in as a frame user. */
export interface FrameIdentityRecord {
  provider: string
  /** The provider's stable id of the account: OAuth `sub`, or the Farcaster fid. */
  subject: string
  userId: string
  /** What the provider calls the account (preferred_username, name, e-mail, Farcaster username). */
  userName: string | null
  /**
   * The e-mail the provider reported, kept for the record: never the frame user's e-mail (see identities.ts).
   */
  email: string | null
  /** Epoch milliseconds. */
  createdAt: number
  updatedAt: number
}

export interface FrameIdentityStore {
  /**
   * The identity of `provider` + `subject`, refreshed with this sign-in's profile; on its first sign-in a
   * new frame user without e-mail is created for it (with `candidate`'s id). Atomic: two first sign-ins
   * racing
   * end with one user.
   */
  signIn(
    identity: { provider: string; subject: string; userName: string | null; email: string | null },
    candidate: { id: string; now: number },
  ): Promise<FrameIdentityRecord>
  find(provider: string, subject: string): Promise<FrameIdentityRecord | undefined>
  /** The identity `userId` signed in with most recently, if any (an e-mail user has none). */
  latestOfUser(userId: string): Promise<FrameIdentityRecord | undefined>
}

/** An OAuth authorization request started by the frame and not yet finished. */
export interface SocialStateRecord {
  /** SHA-256 of the `state` parameter. */
  stateHash: string
  provider: string
  /** PKCE (RFC 7636): sent with the code to the token endpoint. */
  codeVerifier: string
  /** The app the frame posts the result to. */
  appOrigin: string
  /** The app page the browser returns to after a top-level redirect (no popup, as in Telegram); else null. */
  returnUrl: string | null
  /** Where the provider sends the browser back: the frame origin's callback page. */
  redirectUri: string
  /**
   * RFC 7638 thumbprint of the binding key of the frame that started the sign-in: only a completion proved by
   * that key finishes it. Null for a request stored before sign-ins were bound (it cannot be finished).
   */
  jkt: string | null
  /** Epoch milliseconds. */
  expiresAt: number
}

export interface SocialStateStore {
  /** Stores a request (and forgets expired ones). */
  put(state: SocialStateRecord, now: number): Promise<void>
  /** The unexpired request, left as it is. */
  find(stateHash: string, now: number): Promise<SocialStateRecord | undefined>
  /** Deletes and returns the unexpired request: of two calls with one state, exactly one gets it. */
  take(stateHash: string, now: number): Promise<SocialStateRecord | undefined>
}

import { GangwayError, type GangwayErrorOptions } from '@gangway/common'

/** A Sign In With X message that cannot be written or read: a field the format cannot carry, a line out of place. */
export class SIWXMessageError extends GangwayError {
  override name = 'SIWXMessageError'

  constructor(shortMessage: string, options: Omit<GangwayErrorOptions, 'name'> = {}) {
    super(shortMessage, options)
  }
}

/**
 * Why a session was refused, so a server can answer precisely (and a client can tell "sign again" from "wrong
 * account"). 'issued-at' covers both an issue time in the future and one older than the allowed age; 'revoked'
 * is a session the Gangway services no longer know (revoked, expired or never created), see checkSIWXSession.
 */
export type SIWXVerificationReason =
  | 'signature'
  | 'domain'
  | 'uri'
  | 'chain'
  | 'expired'
  | 'not-yet-valid'
  | 'issued-at'
  | 'nonce-replayed'
  | 'message-mismatch'
  | 'no-verifier'
  | 'address'
  | 'revoked'

/** A session that does not verify; `reason` says which check refused it. */
export class SIWXVerificationError extends GangwayError {
  override name = 'SIWXVerificationError'
  readonly reason: SIWXVerificationReason

  constructor(
    reason: SIWXVerificationReason,
    shortMessage: string,
    options: Omit<GangwayErrorOptions, 'name'> = {},
  ) {
    super(shortMessage, options)
    this.reason = reason
  }
}

/**
 * A session store that cannot be read or written: a browser storage that refuses a write (quota, private mode),
 * a server that cannot be reached. Not a verdict on the session itself, which SIWXVerificationError gives.
 */
export class SIWXStorageError extends GangwayError {
  override name = 'SIWXStorageError'

  constructor(shortMessage: string, options: Omit<GangwayErrorOptions, 'name'> = {}) {
    super(shortMessage, options)
  }
}

/**
 * What the Gangway services answered when they refused a session call, or why they could not be asked.
 * `shortMessage` is the server's own `message`; `code` is the HTTP status (undefined when no answer came) and
 * `reason` the verification reason the server gives for a session it does not accept (400).
 */
export class SIWXServicesError extends SIWXStorageError {
  override name = 'SIWXServicesError'
  readonly reason: string | undefined

  constructor(
    shortMessage: string,
    options: Omit<GangwayErrorOptions, 'name'> & { reason?: string | undefined } = {},
  ) {
    const { reason, ...rest } = options
    super(shortMessage, rest)
    this.reason = reason
  }
}

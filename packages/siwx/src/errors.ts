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
 * account"). 'issued-at' covers both an issue time in the future and one older than the allowed age.
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

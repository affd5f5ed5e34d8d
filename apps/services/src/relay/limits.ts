/** A relay limit that is not a positive number: the relay refuses to start with it. */
export class RelayLimitError extends Error {
  override name = 'RelayLimitError'
}

/** How much one topic and all topics together may keep in the default in-memory mailbox. */
export interface MailboxBounds {
  /** Unexpired messages one topic keeps. */
  topicMessages: number
  /** Bytes (message text and attestation, UTF-8) one topic keeps. */
  topicBytes: number
  /** Unexpired messages across every topic. */
  totalMessages: number
  /** Bytes across every topic. */
  totalBytes: number
}

export interface RateLimit {
  /** Frames a socket may send at once. */
  burst: number
  /** Frames a second the allowance refills by. */
  perSecond: number
  /** Refused frames in a burst after which the socket is closed with 1008 (the tolerance refills at a tenth of `perSecond`). */
  closeAfterRefused: number
}

export interface JwtLimits {
  /** How far a client's clock may run ahead of the relay's: an `iat` later than that is refused. */
  clockSkewSeconds: number
  /** The longest `exp − iat` accepted; the SDK signs for exactly one day. */
  maxLifetimeSeconds: number
}

export interface RelayLimits {
  /** The largest WebSocket message in bytes: a larger one closes that socket with 1009. */
  maxFrameBytes: number
  rate: RateLimit
  mailbox: MailboxBounds
  jwt: JwtLimits
}

/** Any subset of the limits; the rest keep their defaults. */
export interface RelayLimitOptions {
  maxFrameBytes?: number
  rate?: Partial<RateLimit>
  mailbox?: Partial<MailboxBounds>
  jwt?: Partial<JwtLimits>
}

const KIB = 1024
const MIB = 1024 * KIB

/**
 * Sized for the 2.21.8 SDK: the hosted relay takes messages up to 96 KiB (tag 1109), a reconnect sends a
 * handful of frames, and a session topic rarely holds more than a few dozen unexpired messages.
 */
export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxFrameBytes: 256 * KIB,
  rate: { burst: 100, perSecond: 50, closeAfterRefused: 100 },
  mailbox: { topicMessages: 500, topicBytes: 4 * MIB, totalMessages: 50_000, totalBytes: 64 * MIB },
  jwt: { clockSkewSeconds: 120, maxLifetimeSeconds: 24 * 60 * 60 },
}

/** The defaults with the given values over them (an `undefined` keeps the default), each checked. */
function merged<T extends object>(group: string, defaults: T, given: Partial<T> = {}): T {
  const values = { ...defaults }
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) continue
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new RelayLimitError(`Relay limit ${group}${name} must be a positive number`)
    }
    ;(values as Record<string, unknown>)[name] = value
  }
  return values
}

export function resolveRelayLimits(options: RelayLimitOptions = {}): RelayLimits {
  const defaults = DEFAULT_RELAY_LIMITS
  const { maxFrameBytes } = merged(
    '',
    { maxFrameBytes: defaults.maxFrameBytes },
    { maxFrameBytes: options.maxFrameBytes },
  )
  return {
    maxFrameBytes,
    rate: merged('rate.', defaults.rate, options.rate),
    mailbox: merged('mailbox.', defaults.mailbox, options.mailbox),
    jwt: merged('jwt.', defaults.jwt, options.jwt),
  }
}

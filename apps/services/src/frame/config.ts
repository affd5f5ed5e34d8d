import type { CustodyRegistry, FarcasterOptions } from './farcaster/config.js'
import type { FarcasterRelay } from './farcaster/relay.js'
import type { SmtpSink } from './smtp-sink.js'
import type { OAuthMockServer } from './social/mock-server.js'
import type { SocialOptions } from './social/config.js'

/** Limits of e-mail sign-in (SPEC §5, §9), overridable per server for tests. */
export interface FrameAuthConfig {
  /** SPEC §5/§9: an e-mail login cannot be triggered again within 30 s. */
  cooldownMs: number
  /** A one-time code works for 10 minutes… */
  otpTtlMs: number
  /** …and for at most 5 tries, after which a new one must be requested. */
  maxOtpAttempts: number
  /** How long a device approval link works. */
  approvalTtlMs: number
  /** How long an access token is accepted (the frame then refreshes). */
  accessTtlMs: number
  /** How long a sign-in lasts, counted from the sign-in: refreshing does not extend it. */
  refreshTtlMs: number
  /** Sender of the sign-in mail. */
  from: string
}

export const DEFAULT_FRAME_AUTH_CONFIG: FrameAuthConfig = {
  cooldownMs: 30_000,
  otpTtlMs: 10 * 60_000,
  maxOtpAttempts: 5,
  approvalTtlMs: 15 * 60_000,
  accessTtlMs: 10 * 60_000,
  refreshTtlMs: 7 * 24 * 60 * 60_000,
  from: 'Gangway <no-reply@gangway.localhost>',
}

/** Where the services send mail (nodemailer), and whether they run the SMTP sink that receives it. */
export interface SmtpOptions {
  /** Default 127.0.0.1. */
  host?: string
  /** Default 2525; with `sink`, 0 picks a free port (and the mailer follows it). */
  port?: number
  /** TLS from the first byte (port 465). Default false: plain, and STARTTLS only when `user` is set. */
  secure?: boolean
  /** Credentials of a mail server that wants them (with `password`). */
  user?: string
  password?: string
  /** Run the loopback SMTP sink in this process (development and test only). Default false. */
  sink?: boolean
}

/**
 * The frame's stand-ins, made by the development-only module (test-hooks/stand-ins.ts) so a production
 * server never loads their code or their dependencies.
 */
export interface FrameStandIns {
  /** The loopback SMTP sink, when `smtp.sink` asked for it. */
  sink?: SmtpSink | undefined
  /** The OAuth stand-in, when `social.mockServer` asked for it. */
  oauthMock?: OAuthMockServer | undefined
  /** Makes the Farcaster relay stand-in. */
  farcasterRelay?:
    | ((init: { registry: CustodyRegistry; ttlMs: number; now: () => number }) => FarcasterRelay)
    | undefined
}

/** Where the secure frame page runs by default (the dev server of apps/secure-frame). */
export const DEFAULT_FRAME_ORIGINS: readonly string[] = ['http://localhost:8790']

/** A key secret shorter than this is refused: it keys every user's wrapping key. */
export const MIN_KEY_SECRET_BYTES = 32

export interface FrameServiceOptions extends Partial<FrameAuthConfig> {
  smtp?: SmtpOptions
  /** Origins of the secure frame page: only they may read or store key ciphertext (default DEFAULT_FRAME_ORIGINS). */
  frameOrigins?: readonly string[]
  /**
   * Derives each user's wrapping key (at least 32 bytes; a string counts its UTF-8 bytes). Required in
   * production; elsewhere a random one per process when absent (keys stored then cannot be unwrapped after a
   * restart: the CLI keeps one in a file instead).
   */
  keySecret?: string | Uint8Array
  /** Social sign-in: the providers' OAuth registrations, and the OAuth stand-in (frame/social/config.ts). */
  social?: SocialOptions
  /** Sign In With Farcaster: relay, SIWE fields, the custody registry stand-in (frame/farcaster/config.ts). */
  farcaster?: FarcasterOptions
  /** The frame backend's clock, epoch milliseconds: code expiry, cooldown, sessions and proofs (default Date.now). */
  now?: () => number
}

import type { FarcasterOptions } from './farcaster/config.js'
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
  /** How long a session token is accepted. */
  sessionTtlMs: number
  /** Sender of the sign-in mail. */
  from: string
}

export const DEFAULT_FRAME_AUTH_CONFIG: FrameAuthConfig = {
  cooldownMs: 30_000,
  otpTtlMs: 10 * 60_000,
  maxOtpAttempts: 5,
  approvalTtlMs: 15 * 60_000,
  sessionTtlMs: 7 * 24 * 60 * 60_000,
  from: 'Gangway <no-reply@gangway.localhost>',
}

/** Where the services send mail (nodemailer), and whether they run the SMTP sink that receives it. */
export interface SmtpOptions {
  /** Default 127.0.0.1. */
  host?: string
  /** Default 2525; with `sink`, 0 picks a free port (and the mailer follows it). */
  port?: number
  /** Run the loopback SMTP sink in this process (development and test only). Default false. */
  sink?: boolean
}

/** Where the secure frame page runs by default (the dev server of apps/secure-frame). */
export const DEFAULT_FRAME_ORIGINS: readonly string[] = ['http://127.0.0.2:8790']

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
  /** The frame backend's clock, epoch milliseconds: code expiry, cooldown, sessions (default Date.now). */
  now?: () => number
}

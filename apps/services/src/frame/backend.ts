import { randomBytes } from 'node:crypto'
import type { ServicesMode } from '../config.js'
import type { FrameStorage } from '../storage/frame-types.js'
import { FrameAuth } from './auth.js'
import {
  DEFAULT_FRAME_AUTH_CONFIG,
  DEFAULT_FRAME_ORIGINS,
  type FrameServiceOptions,
  type FrameStandIns,
  MIN_KEY_SECRET_BYTES,
} from './config.js'
import { FarcasterSignIn } from './farcaster/farcaster-sign-in.js'
import { FrameKeys } from './keys.js'
import { createSmtpMailer, type Mailer } from './mailer.js'
import { FrameSessions } from './sessions.js'
import type { SmtpSink } from './smtp-sink.js'
import { SocialSignIn } from './social/social-sign-in.js'

export const DEFAULT_SMTP_HOST = '127.0.0.1'
export const DEFAULT_SMTP_PORT = 2525

/** The key secret as bytes, and why it cannot be used (reported by `start`, inside the server's clean-up). */
function keySecretOf(
  mode: ServicesMode,
  secret: string | Uint8Array | undefined,
): { bytes: Buffer; problem?: string } {
  if (secret === undefined) {
    // Outside production a per-process secret keeps development and tests free of set-up.
    return mode === 'production'
      ? {
          bytes: randomBytes(32),
          problem:
            'The secure frame needs a key secret in production: set FRAME_KEY_SECRET (frame.keySecret)',
        }
      : { bytes: randomBytes(32) }
  }
  const bytes = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret)
  return bytes.length >= MIN_KEY_SECRET_BYTES
    ? { bytes }
    : {
        bytes,
        problem: `The secure frame's key secret (FRAME_KEY_SECRET) must be at least ${MIN_KEY_SECRET_BYTES} bytes`,
      }
}

/** `http://host:port` as browsers send it in `Origin` (a configured trailing slash or path is dropped). */
function serializedOrigin(origin: string): string | undefined {
  return URL.canParse(origin) ? new URL(origin).origin : undefined
}

/**
 * The secure frame's backend: e-mail sign-in over SMTP, the key ciphertext store, and (outside production,
 * when asked) the loopback SMTP sink that receives its mail, so development and tests need no mail server of
 * their own. The stand-ins are handed in (`standIns`): this module never loads them.
 */
export class FrameBackend {
  readonly auth: FrameAuth
  /** Key-bound sessions: issued by every sign-in, checked by every route that needs one. */
  readonly sessions: FrameSessions
  readonly keys: FrameKeys
  /** The only origins that may read or store key ciphertext. */
  readonly frameOrigins: readonly string[]
  /** A configuration the backend cannot run with, reported by `start`. */
  private readonly problem: string | undefined
  /** Social sign-in (OAuth 2 + PKCE), and the OAuth stand-in when `social.mockServer` asks for it. */
  readonly social: SocialSignIn
  /** Sign In With Farcaster, and the relay stand-in outside production. */
  readonly farcaster: FarcasterSignIn
  /** The in-process SMTP sink, when `smtp.sink` is on (never in production). */
  readonly sink: SmtpSink | undefined
  private mailer: Mailer | undefined
  private readonly host: string | undefined
  private port: number
  private readonly from: string
  /** TLS and credentials of the mail server. */
  private readonly smtp: {
    secure?: boolean | undefined
    user?: string | undefined
    password?: string | undefined
  }

  constructor(options: {
    mode: ServicesMode
    storage: FrameStorage
    frame?: FrameServiceOptions | undefined
    log: (line: string) => void
    /** Outside production only: the SMTP sink, the OAuth stand-in and the Farcaster relay stand-in. */
    standIns?: FrameStandIns | undefined
  }) {
    const {
      smtp = {},
      now = Date.now,
      frameOrigins,
      keySecret,
      social = {},
      farcaster = {},
      ...limits
    } = options.frame ?? {}
    const origins = (frameOrigins ?? DEFAULT_FRAME_ORIGINS).map(serializedOrigin)
    // An opaque origin serializes as 'null', which a sandboxed page sends: never a frame origin.
    this.frameOrigins = origins.filter(
      (origin): origin is string => origin !== undefined && origin !== 'null',
    )
    const secret = keySecretOf(options.mode, keySecret)
    this.problem =
      this.frameOrigins.length < origins.length
        ? `Invalid frame origin in ${JSON.stringify(frameOrigins)} (FRAME_ORIGINS): expected e.g. http://localhost:8790`
        : secret.problem
    this.keys = new FrameKeys(options.storage.keys, secret.bytes)
    const config = { ...DEFAULT_FRAME_AUTH_CONFIG, ...limits }
    this.smtp = { secure: smtp.secure, user: smtp.user, password: smtp.password }
    // Production sends only to a mail server it is given: e-mail sign-in is not configured without one.
    this.host = smtp.host ?? (options.mode === 'production' ? undefined : DEFAULT_SMTP_HOST)
    this.port = smtp.port ?? DEFAULT_SMTP_PORT
    this.from = config.from
    const standIns = options.mode === 'production' ? {} : (options.standIns ?? {})
    this.sink = standIns.sink
    this.sessions = new FrameSessions({ store: options.storage.sessions, config, now })
    this.auth = new FrameAuth({
      storage: options.storage,
      mailer: () => this.getMailer(),
      config,
      sessions: this.sessions,
      now,
      otpSecret: randomBytes(32),
      log: options.log,
    })
    const identity = {
      mode: options.mode,
      storage: options.storage,
      frameOrigins: this.frameOrigins,
      sessions: this.sessions,
      now,
    }
    this.social = new SocialSignIn({
      ...identity,
      options: social,
      log: options.log,
      mock: standIns.oauthMock,
    })
    this.farcaster = new FarcasterSignIn({
      ...identity,
      options: farcaster,
      makeRelay: standIns.farcasterRelay,
    })
  }

  /**
   * Refuses a configuration it cannot run with, then starts the sink (the mailer then sends to the port it
   * bound, a free one when 0 was asked).
   */
  async start(): Promise<void> {
    if (this.problem) throw new Error(this.problem)
    await this.social.start()
    if (!this.sink) return
    const host = this.host ?? DEFAULT_SMTP_HOST
    try {
      this.port = await this.sink.listen(host, this.port)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new Error(
        `The SMTP sink cannot listen on ${host}:${this.port} (${reason}): set SMTP_PORT, or SMTP_SINK=0 to send to a mail server of your own`,
      )
    }
  }

  async close(): Promise<void> {
    this.mailer?.close()
    await Promise.all([this.sink?.close(), this.social.close()])
  }

  private getMailer(): Mailer {
    const host = this.host
    if (host === undefined) throw new Error('No SMTP server is configured (smtp.host, SMTP_HOST)')
    this.mailer ??= createSmtpMailer({ ...this.smtp, host, port: this.port, from: this.from })
    return this.mailer
  }
}

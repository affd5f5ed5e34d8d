import { randomBytes } from 'node:crypto'
import type { ServicesMode } from '../config.js'
import type { FrameStorage } from '../storage/frame-types.js'
import { FrameAuth } from './auth.js'
import {
  DEFAULT_FRAME_AUTH_CONFIG,
  DEFAULT_FRAME_ORIGINS,
  type FrameServiceOptions,
  MIN_KEY_SECRET_BYTES,
} from './config.js'
import { FarcasterSignIn } from './farcaster/farcaster-sign-in.js'
import { FrameKeys } from './keys.js'
import { createSmtpMailer, type Mailer } from './mailer.js'
import { SmtpSink } from './smtp-sink.js'
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
 * The secure frame's backend: e-mail sign-in over SMTP, the key ciphertext store, and (when asked) the
 * loopback SMTP sink that receives its mail, so development and tests need no mail server of their own.
 */
export class FrameBackend {
  readonly auth: FrameAuth
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
  private readonly host: string
  private port: number
  private readonly from: string
  private readonly mode: ServicesMode

  constructor(options: {
    mode: ServicesMode
    storage: FrameStorage
    frame?: FrameServiceOptions | undefined
    log: (line: string) => void
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
    this.mode = options.mode
    const origins = (frameOrigins ?? DEFAULT_FRAME_ORIGINS).map(serializedOrigin)
    // An opaque origin serializes as 'null', which a sandboxed page sends: never a frame origin.
    this.frameOrigins = origins.filter(
      (origin): origin is string => origin !== undefined && origin !== 'null',
    )
    const secret = keySecretOf(options.mode, keySecret)
    this.problem =
      this.frameOrigins.length < origins.length
        ? `Invalid frame origin in ${JSON.stringify(frameOrigins)} (FRAME_ORIGINS): expected e.g. http://127.0.0.2:8790`
        : secret.problem
    this.keys = new FrameKeys(options.storage.keys, secret.bytes)
    const config = { ...DEFAULT_FRAME_AUTH_CONFIG, ...limits }
    this.host = smtp.host ?? DEFAULT_SMTP_HOST
    this.port = smtp.port ?? DEFAULT_SMTP_PORT
    this.from = config.from
    this.sink = smtp.sink ? new SmtpSink(options.log) : undefined
    this.auth = new FrameAuth({
      storage: options.storage,
      mailer: () => this.getMailer(),
      config,
      now,
      otpSecret: randomBytes(32),
      log: options.log,
    })
    const identity = { mode: options.mode, storage: options.storage, frameOrigins: this.frameOrigins, now }
    const { sessionTtlMs } = config
    this.social = new SocialSignIn({ ...identity, options: social, sessionTtlMs, log: options.log })
    this.farcaster = new FarcasterSignIn({ ...identity, options: farcaster, sessionTtlMs })
  }

  /**
   * Refuses a configuration it cannot run with, then starts the sink (the mailer then sends to the port it
   * bound, a free one when 0 was asked).
   */
  async start(): Promise<void> {
    if (this.problem) throw new Error(this.problem)
    await this.social.start()
    // The sink accepts mail from anyone on loopback and shows it over HTTP: a production server must use a
    // real mail relay.
    if (this.sink && this.mode === 'production') {
      throw new Error('The SMTP sink only runs in development and test mode')
    }
    if (!this.sink) return
    try {
      this.port = await this.sink.listen(this.host, this.port)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new Error(
        `The SMTP sink cannot listen on ${this.host}:${this.port} (${reason}): set SMTP_PORT, or SMTP_SINK=0 to send to a mail server of your own`,
      )
    }
  }

  async close(): Promise<void> {
    this.mailer?.close()
    await Promise.all([this.sink?.close(), this.social.close()])
  }

  private getMailer(): Mailer {
    this.mailer ??= createSmtpMailer({ host: this.host, port: this.port, from: this.from })
    return this.mailer
  }
}

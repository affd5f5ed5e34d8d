import { randomBytes } from 'node:crypto'
import type { ServicesMode } from '../config.js'
import type { FrameStorage } from '../storage/frame-types.js'
import { FrameAuth } from './auth.js'
import { DEFAULT_FRAME_AUTH_CONFIG, type FrameServiceOptions } from './config.js'
import { createSmtpMailer, type Mailer } from './mailer.js'
import { SmtpSink } from './smtp-sink.js'

export const DEFAULT_SMTP_HOST = '127.0.0.1'
export const DEFAULT_SMTP_PORT = 2525

/**
 * The secure frame's backend: e-mail sign-in over SMTP, and (when asked) the loopback SMTP sink that
 * receives its mail, so development and tests need no mail server of their own.
 */
export class FrameBackend {
  readonly auth: FrameAuth
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
    const { smtp = {}, now = Date.now, ...limits } = options.frame ?? {}
    this.mode = options.mode
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
  }

  /** Starts the sink (the mailer then sends to the port it bound, a free one when 0 was asked). */
  async start(): Promise<void> {
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
    await this.sink?.close()
  }

  private getMailer(): Mailer {
    this.mailer ??= createSmtpMailer({ host: this.host, port: this.port, from: this.from })
    return this.mailer
  }
}

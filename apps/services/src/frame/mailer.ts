import { createTransport, type Transporter } from 'nodemailer'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

/** What the frame backend needs of mail: send one message. Tests and the sink read it back over SMTP. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

export interface SmtpMailerOptions {
  host: string
  port: number
  from: string
  /** TLS from the first byte (port 465). */
  secure?: boolean | undefined
  user?: string | undefined
  password?: string | undefined
}

/**
 * Sends through an SMTP server with nodemailer. Without credentials (the loopback sink) there is nothing to
 * protect, so TLS is not attempted (`ignoreTLS`); with credentials STARTTLS is required, so a password never
 * crosses the network in clear.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const authenticated = options.user !== undefined
  const transport: Transporter = createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure ?? false,
    ...(authenticated
      ? { requireTLS: true, auth: { user: options.user, pass: options.password ?? '' } }
      : { ignoreTLS: !options.secure }),
    // A sink that is down must fail the request quickly, not hold it for nodemailer's 2-minute default.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail })
    },
    close() {
      transport.close()
    },
  }
}

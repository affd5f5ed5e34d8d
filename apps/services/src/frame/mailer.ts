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

/**
 * Sends through an SMTP server with nodemailer. On loopback there is nothing to encrypt against, so TLS is
 * not attempted (`ignoreTLS`); a remote relay would be configured with TLS and credentials instead.
 */
export function createSmtpMailer(options: { host: string; port: number; from: string }): Mailer {
  const transport: Transporter = createTransport({
    host: options.host,
    port: options.port,
    secure: false,
    ignoreTLS: true,
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

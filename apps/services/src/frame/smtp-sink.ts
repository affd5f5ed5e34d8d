import type { AddressInfo } from 'node:net'
import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One message the sink received, as tests and the sandbox read it from `/__test/mail`. */
export interface ReceivedMail {
  /** Lower-case recipient addresses. */
  to: string[]
  from: string
  subject: string
  text: string
  /** The HTML part as sent, or null for a text-only message. */
  html: string | null
  /** http(s) links found in the text, in order. */
  links: string[]
  /** The first 6-digit code of the subject or text, if any. */
  code: string | null
  /** Epoch milliseconds. */
  receivedAt: number
}

/** The most messages kept: the sink runs for a whole dev session, old mail is dropped first. */
const MAX_MESSAGES = 500
/** Sign-in mail is a few kilobytes; anything much bigger is refused by the SMTP server itself. */
const MAX_MESSAGE_BYTES = 256 * 1024

const LINK = /https?:\/\/[^\s<>"')]+/g
const CODE = /(?<!\d)\d{6}(?!\d)/

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field]
  return list.flatMap((item) => item.value.map((entry) => (entry.address ?? '').toLowerCase()))
}

/**
 * A real SMTP server on loopback that keeps what it receives in memory: the local stand-in for a mailbox.
 * No authentication and no TLS (it only listens on loopback, and only outside production).
 */
export class SmtpSink {
  private readonly messages: ReceivedMail[] = []
  private readonly server: SMTPServer
  private address: AddressInfo | undefined

  constructor(private readonly log: (line: string) => void) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_MESSAGE_BYTES,
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.store({
              to: addresses(parsed.to),
              from: addresses(parsed.from)[0] ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
            })
            callback()
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
      },
    })
    this.server.on('error', (error) => this.log(`smtp sink: ${error.message}`))
  }

  /** Listens on host:port (0 picks a free port) and resolves with the port bound. */
  listen(host: string, port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error)
      this.server.server.once('error', onError)
      this.server.listen(port, host, () => {
        this.server.server.off('error', onError)
        this.address = this.server.server.address() as AddressInfo
        resolve(this.address.port)
      })
    })
  }

  get port(): number | undefined {
    return this.address?.port
  }

  /** Messages to `to` (any recipient when omitted), newest first. */
  list(to?: string): ReceivedMail[] {
    const wanted = to?.trim().toLowerCase()
    const found = wanted ? this.messages.filter((mail) => mail.to.includes(wanted)) : this.messages
    return [...found].reverse()
  }

  clear(): void {
    this.messages.length = 0
  }

  close(): Promise<void> {
    if (!this.address) return Promise.resolve()
    this.address = undefined
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  private store(mail: Omit<ReceivedMail, 'links' | 'code' | 'receivedAt'>): void {
    const links = mail.text.match(LINK) ?? []
    const code = CODE.exec(`${mail.subject}\n${mail.text}`)?.[0] ?? null
    this.messages.push({ ...mail, links, code, receivedAt: Date.now() })
    if (this.messages.length > MAX_MESSAGES) this.messages.shift()
  }
}

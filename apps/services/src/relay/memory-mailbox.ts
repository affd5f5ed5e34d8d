import { DEFAULT_RELAY_LIMITS, type MailboxBounds, resolveRelayLimits } from './limits.js'
import { type Mailbox, MailboxFullError, type MailboxMessage, type TopicStats } from './mailbox.js'

interface StoredMessage {
  message: MailboxMessage
  acknowledgedBy: Set<string>
  bytes: number
}

interface StoredTopic {
  /** message id → message, in insertion (publish) order. */
  messages: Map<string, StoredMessage>
  bytes: number
}

/** What a message costs against the bounds: its text and attestation, in UTF-8 bytes. */
function sizeOf({ message, attestation }: MailboxMessage): number {
  return Buffer.byteLength(message) + (attestation === undefined ? 0 : Buffer.byteLength(attestation))
}

/**
 * The mailbox of a single relay instance: everything lives in this process and goes with it. Bounded per
 * topic and in total (DEFAULT_RELAY_LIMITS.mailbox): a publish that does not fit is refused rather than
 * pushing out a message a subscriber may still be waiting for.
 */
export class MemoryMailbox implements Mailbox {
  #topics = new Map<string, StoredTopic>()
  #totalMessages = 0
  #totalBytes = 0
  readonly #bounds: MailboxBounds

  constructor(bounds: Partial<MailboxBounds> = DEFAULT_RELAY_LIMITS.mailbox) {
    this.#bounds = resolveRelayLimits({ mailbox: bounds }).mailbox
  }

  async put(message: MailboxMessage): Promise<void> {
    if (this.#topics.get(message.topic)?.messages.has(message.id)) return
    const bytes = sizeOf(message)
    // Expired messages make room first; the publish time is the mailbox's now.
    this.#pruneTopic(message.topic, message.publishedAt)
    const topic = this.#topics.get(message.topic)
    const bounds = this.#bounds
    if (
      (topic?.messages.size ?? 0) + 1 > bounds.topicMessages ||
      (topic?.bytes ?? 0) + bytes > bounds.topicBytes
    ) {
      throw new MailboxFullError('Topic mailbox full')
    }
    if (!this.#totalFits(bytes)) await this.prune(message.publishedAt)
    if (!this.#totalFits(bytes)) throw new MailboxFullError('Mailbox full')
    this.#insert(message, bytes)
  }

  async pending(topic: string, clientId: string, now: number): Promise<MailboxMessage[]> {
    const stored = this.#topics.get(topic)?.messages.values() ?? []
    return [...stored]
      .filter(
        ({ message, acknowledgedBy }) =>
          message.expiresAt > now && message.publisher !== clientId && !acknowledgedBy.has(clientId),
      )
      .map(({ message }) => message)
  }

  async acknowledge(topic: string, messageId: string, clientId: string): Promise<void> {
    this.#topics.get(topic)?.messages.get(messageId)?.acknowledgedBy.add(clientId)
  }

  async prune(now: number): Promise<void> {
    for (const name of [...this.#topics.keys()]) this.#pruneTopic(name, now)
  }

  async stats(now: number): Promise<TopicStats[]> {
    await this.prune(now)
    return [...this.#topics].map(([topic, { messages }]) => ({ topic, messages: messages.size }))
  }

  async close(): Promise<void> {
    this.#topics.clear()
    this.#totalMessages = 0
    this.#totalBytes = 0
  }

  #totalFits(bytes: number): boolean {
    return (
      this.#totalMessages + 1 <= this.#bounds.totalMessages &&
      this.#totalBytes + bytes <= this.#bounds.totalBytes
    )
  }

  #insert(message: MailboxMessage, bytes: number): void {
    let topic = this.#topics.get(message.topic)
    if (!topic) {
      topic = { messages: new Map(), bytes: 0 }
      this.#topics.set(message.topic, topic)
    }
    topic.messages.set(message.id, { message, acknowledgedBy: new Set(), bytes })
    topic.bytes += bytes
    this.#totalMessages += 1
    this.#totalBytes += bytes
  }

  #pruneTopic(name: string, now: number): void {
    const topic = this.#topics.get(name)
    if (!topic) return
    for (const [id, { message, bytes }] of topic.messages) {
      if (message.expiresAt > now) continue
      topic.messages.delete(id)
      topic.bytes -= bytes
      this.#totalMessages -= 1
      this.#totalBytes -= bytes
    }
    if (topic.messages.size === 0) this.#topics.delete(name)
  }
}

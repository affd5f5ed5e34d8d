import type { Mailbox, MailboxMessage, TopicStats } from './mailbox.js'

interface StoredMessage {
  message: MailboxMessage
  acknowledgedBy: Set<string>
}

/** The mailbox of a single relay instance: everything lives in this process and goes with it. */
export class MemoryMailbox implements Mailbox {
  /** topic → message id → message, in insertion (publish) order. */
  #topics = new Map<string, Map<string, StoredMessage>>()

  async put(message: MailboxMessage): Promise<void> {
    let topic = this.#topics.get(message.topic)
    if (!topic) {
      topic = new Map()
      this.#topics.set(message.topic, topic)
    }
    if (!topic.has(message.id)) topic.set(message.id, { message, acknowledgedBy: new Set() })
  }

  async pending(topic: string, clientId: string, now: number): Promise<MailboxMessage[]> {
    const stored = this.#topics.get(topic)?.values() ?? []
    return [...stored]
      .filter(
        ({ message, acknowledgedBy }) =>
          message.expiresAt > now && message.publisher !== clientId && !acknowledgedBy.has(clientId),
      )
      .map(({ message }) => message)
  }

  async acknowledge(topic: string, messageId: string, clientId: string): Promise<void> {
    this.#topics.get(topic)?.get(messageId)?.acknowledgedBy.add(clientId)
  }

  async prune(now: number): Promise<void> {
    for (const [name, topic] of this.#topics) {
      for (const [id, { message }] of topic) if (message.expiresAt <= now) topic.delete(id)
      if (topic.size === 0) this.#topics.delete(name)
    }
  }

  async stats(now: number): Promise<TopicStats[]> {
    await this.prune(now)
    return [...this.#topics].map(([topic, messages]) => ({ topic, messages: messages.size }))
  }

  async close(): Promise<void> {
    this.#topics.clear()
  }
}

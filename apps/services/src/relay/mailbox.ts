/** One published message, kept in its topic's mailbox until it expires. */
export interface MailboxMessage {
  /** sha256 of the message text: a publisher's retry of the same message is the same message. */
  id: string
  topic: string
  message: string
  /** Epoch milliseconds. */
  publishedAt: number
  /** Epoch milliseconds: publishedAt + the publish's TTL. */
  expiresAt: number
  /** Client id (did:key) of the publisher, which never receives its own message. */
  publisher: string
  /** The WalletConnect message type (1100 a session proposal, …), forwarded to subscribers. */
  tag?: number
  /** The verify attestation JWT the publisher attached, forwarded to subscribers as is. */
  attestation?: string
}

/** A put the mailbox has no room for: the topic, or the mailbox as a whole, is at its bound. */
export class MailboxFullError extends Error {
  override name = 'MailboxFullError'
}

export interface TopicStats {
  topic: string
  /** Unexpired messages kept for the topic. */
  messages: number
}

/**
 * Where the relay keeps messages per topic until their TTL. Async so that a shared store (Redis, for
 * several relay instances) can implement it; the relay holds no message state of its own.
 */
export interface Mailbox {
  /**
   * Stores a message; one the topic already holds (a publisher's retry) is kept as it was. Throws a
   * MailboxFullError when the mailbox has no room for it: nothing already kept is dropped to make room.
   */
  put(message: MailboxMessage): Promise<void>
  /** Unexpired messages of the topic that the client neither published nor acknowledged, oldest first. */
  pending(topic: string, clientId: string, now: number): Promise<MailboxMessage[]>
  /** Records that the client has the message, so it is never delivered to that client again. */
  acknowledge(topic: string, messageId: string, clientId: string): Promise<void>
  /** Forgets expired messages. */
  prune(now: number): Promise<void>
  stats(now: number): Promise<TopicStats[]>
  close(): Promise<void>
}

import { createHash } from 'node:crypto'
import { type RelayConnection, subscriptionId } from './connection.js'
import { Deliveries } from './deliveries.js'
import { RelayRpcError, RpcErrorCode, requestFrame } from './json-rpc.js'
import { type Mailbox, MailboxFullError, type MailboxMessage } from './mailbox.js'
import { isRelayMethod, type ParamsOf, parseParams, type RelayMethod } from './params.js'
import type { RelayFaults } from './relay-faults.js'

/** Pending messages of a topic go out to one connection, or to every subscriber when `to` is absent. */
export interface Outbox {
  topic: string
  to?: RelayConnection
}

/** A method's answer, and the deliveries to make once the answer is out. */
export interface Handled {
  result: unknown
  outbox: Outbox[]
}

type Handler<M extends RelayMethod> = (connection: RelayConnection, params: ParamsOf<M>) => Promise<Handled>

interface Publication {
  topic: string
  message: string
  ttl: number
  tag: number | undefined
  attestation: string | undefined
}

/**
 * Tags of the messages the `wc_` methods carry: the SDK sends none with them, and the hosted relay tags
 * them as the SDK tags these messages when it publishes them itself (`ENGINE_RPC_OPTS`).
 */
const SESSION_TAGS = { proposal: 1100, proposalResponse: 1101, settlement: 1102 } as const

/** The `data` of an `irn_subscription` request; fetchMessages answers with the same shape. */
function subscriptionData({ topic, message, publishedAt, tag, attestation }: MailboxMessage) {
  return {
    topic,
    message,
    publishedAt,
    ...(tag === undefined ? {} : { tag }),
    ...(attestation === undefined ? {} : { attestation }),
  }
}

const answered = (result: unknown): Handled => ({ result, outbox: [] })

/** The relay's methods over the subscriptions of live connections and the topic mailbox. */
export class RelayEngine {
  /** topic → connections subscribed to it */
  #subscribers = new Map<string, Set<RelayConnection>>()
  #deliveries = new Deliveries()

  constructor(
    private readonly mailbox: Mailbox,
    private readonly faults: RelayFaults,
    private readonly now: () => number,
  ) {}

  #handlers: { [M in RelayMethod]: Handler<M> } = {
    irn_subscribe: async (connection, { topic }) => ({
      result: this.#subscribe(connection, topic),
      outbox: [{ topic, to: connection }],
    }),
    irn_batchSubscribe: async (connection, { topics }) => ({
      result: topics.map((topic) => this.#subscribe(connection, topic)),
      outbox: topics.map((topic) => ({ topic, to: connection })),
    }),
    irn_unsubscribe: async (connection, { topic }) => {
      this.#unsubscribe(connection, topic)
      return answered(true)
    },
    irn_batchUnsubscribe: async (connection, { subscriptions }) => {
      for (const { topic } of subscriptions) this.#unsubscribe(connection, topic)
      return answered(true)
    },
    irn_publish: async (connection, { topic, message, ttl, tag, attestation }) => {
      await this.#store(connection, { topic, message, ttl, tag, attestation })
      return { result: true, outbox: [{ topic }] }
    },
    irn_fetchMessages: async (connection, { topic }) => answered(await this.#fetch(connection, [topic])),
    irn_batchFetchMessages: async (connection, { topics }) => answered(await this.#fetch(connection, topics)),
    // The dapp's proposal: subscribes it to the pairing topic and leaves the proposal there for the wallet,
    // which subscribes once it has scanned the URI.
    wc_proposeSession: async (connection, { pairingTopic, sessionProposal, ttl, attestation }) => {
      this.#subscribe(connection, pairingTopic)
      await this.#store(connection, {
        topic: pairingTopic,
        message: sessionProposal,
        tag: SESSION_TAGS.proposal,
        ttl,
        attestation,
      })
      return { result: true, outbox: [{ topic: pairingTopic }] }
    },
    // The wallet's approval: subscribes it to the session topic, answers the proposal on the pairing topic
    // and leaves the settlement on the session topic, where the dapp subscribes when it reads the answer.
    wc_approveSession: async (connection, params) => {
      const { sessionTopic, pairingTopic, ttl, attestation } = params
      this.#subscribe(connection, sessionTopic)
      await this.#store(connection, {
        topic: pairingTopic,
        message: params.sessionProposalResponse,
        tag: SESSION_TAGS.proposalResponse,
        ttl,
        attestation,
      })
      await this.#store(connection, {
        topic: sessionTopic,
        message: params.sessionSettlementRequest,
        tag: SESSION_TAGS.settlement,
        ttl,
        attestation,
      })
      return { result: true, outbox: [{ topic: pairingTopic }, { topic: sessionTopic }] }
    },
  }

  /** Runs a client's request; throws a RelayRpcError for an unknown method, bad params or a fault. */
  async handle(connection: RelayConnection, method: string, params: unknown): Promise<Handled> {
    if (!isRelayMethod(method)) throw new RelayRpcError(RpcErrorCode.methodNotFound, 'Method not found')
    return this.#run(method, connection, params)
  }

  async #run<M extends RelayMethod>(
    method: M,
    connection: RelayConnection,
    params: unknown,
  ): Promise<Handled> {
    const parsed = parseParams(method, params)
    const fault = this.faults.take(method)
    if (fault === 'error') throw new RelayRpcError(RpcErrorCode.injected, 'Injected fault')
    if (fault === 'drop') return answered(true)
    const handler: Handler<M> = this.#handlers[method]
    return handler(connection, parsed)
  }

  /** Sends each topic's pending messages to its receivers. */
  async deliver(outbox: Outbox[]): Promise<void> {
    for (const { topic, to } of outbox) {
      const receivers = to ? [to] : [...(this.#subscribers.get(topic) ?? [])]
      await Promise.all(receivers.map((connection) => this.#deliverPending(connection, topic)))
    }
  }

  /** Whether the frame is the first answer to a delivery this connection carries (not rate-limited). */
  isFirstAnswer(connection: RelayConnection, requestId: number): boolean {
    return this.#deliveries.firstAnswer(connection, requestId)
  }

  /** The client's answer to a delivery: acknowledged messages are never delivered to that client again. */
  async acknowledge(connection: RelayConnection, requestId: number, failed: boolean): Promise<void> {
    const delivery = this.#deliveries.find(connection, requestId)
    if (!delivery) return
    // Acknowledged before the delivery is forgotten, so no concurrent delivery sees it as pending.
    if (!failed) await this.mailbox.acknowledge(delivery.topic, delivery.messageId, connection.clientId)
    this.#deliveries.forget(requestId)
  }

  /**
   * Forgets a closed connection. What it carried unacknowledged goes out again on the same client's other
   * live connections to those topics: the SDK opens a new socket before the old one is gone, and would
   * otherwise wait for the message until something else is published on the topic.
   */
  async disconnect(connection: RelayConnection): Promise<void> {
    connection.closed = true
    for (const topic of connection.subscriptions.keys()) this.#removeSubscriber(topic, connection)
    connection.subscriptions.clear()
    const released = this.#deliveries.release(connection)
    const resend = [...released].flatMap((topic) =>
      [...(this.#subscribers.get(topic) ?? [])]
        .filter((other) => other.clientId === connection.clientId)
        .map((other) => this.#deliverPending(other, topic)),
    )
    await Promise.all(resend)
  }

  prune(): Promise<void> {
    return this.mailbox.prune(this.now())
  }

  /** Every topic with subscribers or kept messages. */
  async topics(): Promise<{ topic: string; subscribers: number; messages: number }[]> {
    const kept = new Map(
      (await this.mailbox.stats(this.now())).map(({ topic, messages }) => [topic, messages]),
    )
    const names = new Set([...this.#subscribers.keys(), ...kept.keys()])
    return [...names].map((topic) => ({
      topic,
      subscribers: this.#subscribers.get(topic)?.size ?? 0,
      messages: kept.get(topic) ?? 0,
    }))
  }

  #subscribe(connection: RelayConnection, topic: string): string {
    // A request still under way when its socket closed must not leave the connection subscribed.
    if (connection.closed) return subscriptionId(topic, connection.clientId)
    let subscribers = this.#subscribers.get(topic)
    if (!subscribers) {
      subscribers = new Set()
      this.#subscribers.set(topic, subscribers)
    }
    subscribers.add(connection)
    return connection.subscribe(topic)
  }

  #unsubscribe(connection: RelayConnection, topic: string): void {
    connection.subscriptions.delete(topic)
    this.#removeSubscriber(topic, connection)
  }

  #removeSubscriber(topic: string, connection: RelayConnection): void {
    const subscribers = this.#subscribers.get(topic)
    subscribers?.delete(connection)
    if (subscribers?.size === 0) this.#subscribers.delete(topic)
  }

  async #store(
    publisher: RelayConnection,
    { topic, message, ttl, tag, attestation }: Publication,
  ): Promise<void> {
    const publishedAt = this.now()
    await this.#put({
      id: createHash('sha256').update(message).digest('hex'),
      topic,
      message,
      publishedAt,
      expiresAt: publishedAt + ttl * 1000,
      publisher: publisher.clientId,
      ...(tag === undefined ? {} : { tag }),
      ...(attestation === undefined ? {} : { attestation }),
    })
  }

  async #put(message: MailboxMessage): Promise<void> {
    try {
      await this.mailbox.put(message)
    } catch (error) {
      if (error instanceof MailboxFullError) throw new RelayRpcError(RpcErrorCode.mailboxFull, error.message)
      throw error
    }
  }

  async #fetch(connection: RelayConnection, topics: string[]) {
    const messages: MailboxMessage[] = []
    for (const topic of topics) {
      for (const message of await this.mailbox.pending(topic, connection.clientId, this.now())) {
        await this.mailbox.acknowledge(topic, message.id, connection.clientId)
        messages.push(message)
      }
    }
    return { messages: messages.map(subscriptionData), hasMore: false }
  }

  async #deliverPending(connection: RelayConnection, topic: string): Promise<void> {
    const messages = await this.mailbox.pending(topic, connection.clientId, this.now())
    const subscription = connection.subscriptions.get(topic)
    // The client may have unsubscribed or left while the mailbox answered.
    if (!subscription) return
    for (const message of messages) {
      const requestId = this.#deliveries.claim(connection, topic, message.id)
      if (requestId === undefined) continue
      const params = { id: subscription, data: subscriptionData(message) }
      connection.send(requestFrame(requestId, 'irn_subscription', params))
    }
  }
}

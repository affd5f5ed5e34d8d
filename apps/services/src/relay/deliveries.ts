import type { RelayConnection } from './connection.js'

export interface Delivery {
  connection: RelayConnection
  topic: string
  messageId: string
  /** Set by the first answer the client sends to it: only that one goes past the rate limit free. */
  answered?: boolean
}

const key = (clientId: string, topic: string, messageId: string) => `${clientId}\n${topic}\n${messageId}`

/**
 * `irn_subscription` requests sent and not yet acknowledged. A message is under way to a client at most
 * once, whichever of its connections carries it; a connection that closes gives its deliveries back.
 */
export class Deliveries {
  #byRequest = new Map<number, Delivery>()
  #underWay = new Set<string>()
  #nextRequestId = 1

  /** A request id for delivering the message, or undefined when it is already under way to this client. */
  claim(connection: RelayConnection, topic: string, messageId: string): number | undefined {
    const underWay = key(connection.clientId, topic, messageId)
    if (this.#underWay.has(underWay)) return undefined
    this.#underWay.add(underWay)
    const requestId = this.#nextRequestId++
    this.#byRequest.set(requestId, { connection, topic, messageId })
    return requestId
  }

  /** The delivery a connection answers, if it carried that request. */
  find(connection: RelayConnection, requestId: number): Delivery | undefined {
    const delivery = this.#byRequest.get(requestId)
    return delivery?.connection === connection ? delivery : undefined
  }

  /** Whether this is the client's first answer to a delivery it carries; later ones are not. */
  firstAnswer(connection: RelayConnection, requestId: number): boolean {
    const delivery = this.find(connection, requestId)
    if (!delivery || delivery.answered) return false
    delivery.answered = true
    return true
  }

  forget(requestId: number): void {
    const delivery = this.#byRequest.get(requestId)
    if (!delivery) return
    this.#byRequest.delete(requestId)
    this.#underWay.delete(key(delivery.connection.clientId, delivery.topic, delivery.messageId))
  }

  /** Drops a closed connection's deliveries, so they can go out again; returns the topics they were on. */
  release(connection: RelayConnection): Set<string> {
    const topics = new Set<string>()
    for (const [requestId, delivery] of this.#byRequest) {
      if (delivery.connection !== connection) continue
      topics.add(delivery.topic)
      this.forget(requestId)
    }
    return topics
  }
}

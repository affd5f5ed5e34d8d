import { createHash } from 'node:crypto'
import { WebSocket } from 'ws'
import type { RelayClient } from './auth.js'

/** The id the SDK computes for its own subscription (sha256 of topic + client id), so both sides agree. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

/** One client's WebSocket and the topics it subscribed to on it. */
export class RelayConnection {
  /** topic → subscription id */
  readonly subscriptions = new Map<string, string>()
  /** Cleared at each ping, set by the pong: a connection still false at the next ping is dead. */
  alive = true
  /** Set when the relay decides to close the socket (rate limit): frames still arriving are ignored. */
  closing = false
  /** Set once the socket has closed and the engine has forgotten the connection. */
  closed = false

  constructor(
    readonly socket: WebSocket,
    readonly client: RelayClient,
  ) {}

  get clientId(): string {
    return this.client.clientId
  }

  /** Subscribes (again) and returns the subscription id. */
  subscribe(topic: string): string {
    const id = subscriptionId(topic, this.clientId)
    this.subscriptions.set(topic, id)
    return id
  }

  /** Sends a frame unless the socket is gone: a client may leave between its request and the answer. */
  send(frame: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return
    // The callback takes a write error that would otherwise be thrown; 'close' cleans up after it.
    this.socket.send(frame, () => {})
  }
}

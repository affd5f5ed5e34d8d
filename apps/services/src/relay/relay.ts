import { type IncomingMessage, STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { type WebSocket, WebSocketServer } from 'ws'
import { describeError } from '../describe-error.js'
import type { FaultRegistry } from '../test-hooks/faults.js'
import { Audiences, listeningAudiences } from './audience.js'
import { authenticate, RelayAuthError, type RelayClient } from './auth.js'
import { RelayConnection } from './connection.js'
import { type Handled, RelayEngine } from './engine.js'
import {
  errorFrame,
  type IncomingFrame,
  parseFrame,
  RelayRpcError,
  RpcErrorCode,
  resultFrame,
} from './json-rpc.js'
import { type RelayLimitOptions, type RelayLimits, resolveRelayLimits } from './limits.js'
import type { Mailbox } from './mailbox.js'
import { MemoryMailbox } from './memory-mailbox.js'
import { RelayFaults } from './relay-faults.js'
import { SerialQueue } from './serial-queue.js'
import { SocketLimiter } from './socket-limiter.js'

export const RELAY_PATH = '/relay'
export const DEFAULT_PING_INTERVAL_MS = 20_000
/** The close code for a socket that keeps sending past its rate limit (RFC 6455 policy violation). */
export const CLOSE_POLICY_VIOLATION = 1008

export interface RelayOptions {
  /** Whether a project id is one of the services' projects: the upgrade of any other is refused with 403. */
  isKnownProject: (projectId: string) => Promise<boolean>
  /**
   * Relay URLs a client's JWT may name in `aud` (compared without query). Default: ws:// and wss:// at the
   * address and port the server listens on, any loopback name when that is loopback. Set it behind a proxy.
   */
  audiences?: readonly string[]
  /** Frame size, per-socket rate, mailbox bounds (of the default mailbox) and JWT lifetime; see limits.ts. */
  limits?: RelayLimitOptions
  /** Where messages wait for their subscribers (default: in memory, within `limits.mailbox`). */
  mailbox?: Mailbox
  /** Epoch milliseconds: publish times, TTLs and JWT expiry read this clock (default Date.now). */
  now?: () => number
  /** A connection that has not answered the previous ping when the next one is due is terminated. */
  pingIntervalMs?: number
  /** `/__test/faults` faults on route `/relay` refuse or delay the upgrade (absent in production). */
  upgradeFaults?: FaultRegistry
  log: (line: string) => void
}

type Request = Extract<IncomingFrame, { kind: 'request' }>

function refuse(socket: Duplex, status: number, body: string): void {
  if (socket.destroyed) return
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Connection: close',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ]
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`)
}

const errorBody = (message: string) => JSON.stringify({ message })

/** The WalletConnect relay on the services' HTTP server: WebSocket connections at RELAY_PATH. */
export class Relay {
  readonly faults = new RelayFaults()
  readonly #mailbox: Mailbox
  readonly #now: () => number
  readonly #engine: RelayEngine
  readonly #limits: RelayLimits
  readonly #wss: WebSocketServer
  readonly #audiences = new Audiences()
  readonly #connections = new Set<RelayConnection>()
  #pinger: NodeJS.Timeout | undefined
  #closed = false

  constructor(private readonly options: RelayOptions) {
    this.#limits = resolveRelayLimits(options.limits)
    // ws closes a socket whose message exceeds maxPayload with 1009; the server and other sockets go on.
    this.#wss = new WebSocketServer({ noServer: true, maxPayload: this.#limits.maxFrameBytes })
    this.#mailbox = options.mailbox ?? new MemoryMailbox(this.#limits.mailbox)
    this.#now = options.now ?? Date.now
    this.#engine = new RelayEngine(this.#mailbox, this.faults, this.#now)
    if (options.audiences) this.#audiences.accept(options.audiences)
  }

  /**
   * Takes the server's WebSocket upgrades: RELAY_PATH is the relay, any other path is answered 404. Call it
   * once the server listens, so the default audiences know its port.
   */
  attach(server: Server): void {
    if (!this.options.audiences) this.#audiences.accept(listeningAudiences(server.address(), RELAY_PATH))
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      this.#upgrade(request, socket, head).catch((error: unknown) => {
        this.options.log(`relay: upgrade failed: ${describeError(error)}`)
        refuse(socket, 500, errorBody('Internal server error'))
      })
    })
    this.#pinger = setInterval(() => this.#ping(), this.options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS)
    this.#pinger.unref()
  }

  /** Connections, topics and faults, for the `/__test/relay` hook. */
  async inspect() {
    return {
      connections: [...this.#connections].map(({ client, subscriptions }) => ({
        ...client,
        topics: [...subscriptions.keys()],
      })),
      topics: await this.#engine.topics(),
      faults: this.faults.list(),
    }
  }

  /** Terminates every connection and refuses new ones. */
  async close(): Promise<void> {
    this.#closed = true
    clearInterval(this.#pinger)
    for (const { socket } of this.#connections) socket.terminate()
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()))
    await this.#mailbox.close()
  }

  async #upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // A client that resets during the handshake must not take the server down.
    socket.on('error', () => {})
    const url = new URL(request.url ?? '/', 'http://relay.invalid')
    if (url.pathname !== RELAY_PATH) return refuse(socket, 404, errorBody('Not found'))
    const fault = this.options.upgradeFaults?.take('GET', url.pathname)
    if (fault?.delayMs) await sleep(fault.delayMs)
    if (fault && (fault.status !== undefined || fault.body !== undefined)) {
      const status = fault.status ?? (fault.body === undefined ? 500 : 200)
      return refuse(socket, status, fault.body ?? errorBody('Injected fault'))
    }
    if (this.#closed) return refuse(socket, 503, errorBody('Relay closed'))
    let client: RelayClient
    try {
      client = await authenticate(url.searchParams, {
        ...this.#limits.jwt,
        nowMs: this.#now(),
        isAudience: (aud) => this.#audiences.has(aud),
      })
    } catch (error) {
      if (error instanceof RelayAuthError) return refuse(socket, 401, errorBody(error.message))
      throw error
    }
    if (client.projectId === null || !(await this.options.isKnownProject(client.projectId))) {
      return refuse(socket, 403, errorBody('Unknown project'))
    }
    if (socket.destroyed) return
    this.#wss.handleUpgrade(request, socket, head, (ws) => this.#accept(ws, client))
  }

  #accept(socket: WebSocket, client: RelayClient): void {
    const connection = new RelayConnection(socket, client)
    const limiter = new SocketLimiter(this.#limits.rate)
    const queue = new SerialQueue((error) => this.options.log(`relay: ${describeError(error)}`))
    this.#connections.add(connection)
    socket.on('pong', () => {
      connection.alive = true
    })
    // With ws's default binaryType, a message (fragments joined) arrives as one Buffer.
    socket.on('message', (data) => this.#admit(connection, limiter, queue, String(data)))
    // ws closes the socket after an error (an oversized or malformed frame): 'close' cleans up.
    socket.on('error', (error) => this.options.log(`relay: ${client.clientId}: ${error.message}`))
    socket.on('close', () => {
      this.#connections.delete(connection)
      this.#engine
        .disconnect(connection)
        .catch((error: unknown) => this.options.log(`relay: ${describeError(error)}`))
    })
  }

  /**
   * Rate-limits a frame and queues it behind the connection's earlier frames. The first answer to each of
   * the relay's own deliveries is free: a client acknowledging a large backlog is not flooding.
   */
  #admit(connection: RelayConnection, limiter: SocketLimiter, queue: SerialQueue, frameText: string): void {
    if (connection.closing) return
    const frame = parseFrame(frameText)
    const free = frame.kind === 'response' && this.#engine.isFirstAnswer(connection, frame.id)
    const admission = free ? 'accept' : limiter.admit()
    if (admission === 'close') {
      connection.closing = true
      this.options.log(`relay: ${connection.clientId}: closed for flooding`)
      // Behind the frames already queued, so their answers still go out first.
      queue.push(async () => connection.socket.close(CLOSE_POLICY_VIOLATION, 'Rate limit exceeded'))
      return
    }
    queue.push(() =>
      admission === 'accept' ? this.#receive(connection, frame) : this.#refuse(connection, frame),
    )
  }

  async #refuse(connection: RelayConnection, frame: IncomingFrame): Promise<void> {
    if (frame.kind !== 'request') return
    connection.send(errorFrame(frame.id, new RelayRpcError(RpcErrorCode.rateLimited, 'Too many requests')))
  }

  async #receive(connection: RelayConnection, frame: IncomingFrame): Promise<void> {
    try {
      if (frame.kind === 'response') return await this.#engine.acknowledge(connection, frame.id, frame.failed)
      if (frame.kind === 'invalid') return connection.send(errorFrame(frame.id, frame.error))
      const handled = await this.#answer(connection, frame)
      if (handled) await this.#engine.deliver(handled.outbox)
    } catch (error) {
      this.options.log(`relay: ${describeError(error)}`)
    }
  }

  /** Answers a request; the deliveries it causes go out after the answer. */
  async #answer(connection: RelayConnection, { id, method, params }: Request): Promise<Handled | undefined> {
    try {
      const handled = await this.#engine.handle(connection, method, params)
      connection.send(resultFrame(id, handled.result))
      return handled
    } catch (error) {
      if (error instanceof RelayRpcError) {
        connection.send(errorFrame(id, error))
      } else {
        this.options.log(`relay: ${method} failed: ${describeError(error)}`)
        connection.send(errorFrame(id, new RelayRpcError(RpcErrorCode.internal, 'Internal error')))
      }
      return undefined
    }
  }

  #ping(): void {
    for (const connection of this.#connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
    this.#engine
      .prune()
      .catch((error: unknown) => this.options.log(`relay: prune failed: ${describeError(error)}`))
  }
}

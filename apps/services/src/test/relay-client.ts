import { generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

/** An `irn_subscription` request as a client receives it. */
export interface RelayDelivery {
  requestId: number
  id: string
  data: { topic: string; message: string; publishedAt: number; tag?: number; attestation?: string }
}

export class RelayCallError extends Error {
  override name = 'RelayCallError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export interface RelayJwtOptions {
  /** The relay URL the JWT is for; the SDK signs the `relayUrl` it connects to. */
  aud: string
  /** Default one day, as the SDK signs it. */
  ttlSeconds?: number
  /** Epoch seconds (default now). */
  iat?: number
}

/** A JWT as the SDK signs it (relay-auth, EdDSA, `iss` = the client's did:key, `exp` = `iat` + one day). */
export function signRelayJwt(
  keyPair: Keypair,
  { aud, ttlSeconds = 24 * 60 * 60, iat = Math.floor(Date.now() / 1000) }: RelayJwtOptions,
) {
  return signJWT('test-session', aud, ttlSeconds, keyPair, iat)
}

/** The relay URL with the query the SDK sends; `auth: null` leaves the JWT out. */
export function relayUrlWith(relayUrl: string, auth: string | null, projectId = 'gangway-sandbox'): string {
  const url = new URL(relayUrl)
  if (auth !== null) url.searchParams.set('auth', auth)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('ua', 'wc-2/js-2.21.8/test/node')
  url.searchParams.set('useOnCloseEvent', 'true')
  return url.toString()
}

/** The URL a fresh client connects with: a JWT for `relayUrl` (or as `jwt` overrides it) and the SDK's query. */
export async function signedRelayUrl(
  relayUrl: string,
  { projectId, ...jwt }: Partial<RelayJwtOptions> & { projectId?: string } = {},
): Promise<string> {
  const auth = await signRelayJwt(generateKeyPair(), { aud: relayUrl, ...jwt })
  return relayUrlWith(relayUrl, auth, projectId)
}

/** How the upgrade is answered: 101 when it is accepted, else the refusal's status and `message`. */
export function upgradeAnswer(url: string): Promise<{ status: number; message?: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('upgrade', () => {
      socket.terminate()
      resolve({ status: 101 })
    })
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () => {
        const status = response.statusCode ?? 0
        try {
          const { message } = JSON.parse(body) as { message?: unknown }
          resolve(typeof message === 'string' ? { status, message } : { status })
        } catch {
          resolve({ status })
        }
      })
      response.on('error', reject)
    })
    socket.once('error', reject)
  })
}

/** The HTTP status the upgrade is answered with (101 when it is accepted). */
export async function upgradeStatus(url: string): Promise<number> {
  return (await upgradeAnswer(url)).status
}

export interface RelayClientOptions {
  /** The client's identity; a fresh key by default. The same key is the same client on a new connection. */
  keyPair?: Keypair
  /** Answer each delivery with `true`, as the SDK does (default true). */
  ack?: boolean
  /** Answer the relay's pings (default true). */
  autoPong?: boolean
  /** Default `gangway-sandbox`, a project the test services know. */
  projectId?: string
  /** The JWT's `aud` (default the relay URL connected to, as the SDK signs it). */
  aud?: string
}

/** A raw JSON-RPC client of the relay, so tests see exactly what goes over the wire. */
export class RelayTestClient {
  readonly deliveries: RelayDelivery[] = []
  #nextId = 1
  #calls = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>()
  #waiters: (() => void)[] = []

  private constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
    readonly keyPair: Keypair,
    ack: boolean,
  ) {
    socket.on('message', (data) => this.#receive(JSON.parse(String(data)), ack))
  }

  static async connect(relayUrl: string, options: RelayClientOptions = {}): Promise<RelayTestClient> {
    const keyPair = options.keyPair ?? generateKeyPair()
    const jwt = await signRelayJwt(keyPair, { aud: options.aud ?? relayUrl })
    const socket = new WebSocket(relayUrlWith(relayUrl, jwt, options.projectId), {
      autoPong: options.autoPong ?? true,
    })
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    const clientId = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).iss as string
    return new RelayTestClient(socket, clientId, keyPair, options.ack ?? true)
  }

  call<T = unknown>(method: string, params: unknown): Promise<T> {
    const id = this.#nextId++
    return new Promise<T>((resolve, reject) => {
      this.#calls.set(id, { resolve: resolve as (result: unknown) => void, reject })
      this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  }

  /** Waits until `count` deliveries have arrived in all. */
  async deliveriesUntil(count: number, timeoutMs = 2_000): Promise<RelayDelivery[]> {
    const deadline = Date.now() + timeoutMs
    while (this.deliveries.length < count) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`Expected ${count} deliveries, got ${this.deliveries.length}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.#waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return this.deliveries
  }

  /** A round trip: whatever the relay sent before answering it has arrived by then. */
  async settle(): Promise<void> {
    await this.call('irn_fetchMessages', { topic: 'settle' })
  }

  closed(): Promise<number> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve(0)
    return new Promise((resolve) => this.socket.once('close', (code) => resolve(code)))
  }

  async close(): Promise<void> {
    const closed = this.closed()
    this.socket.close()
    await closed
  }

  #receive(frame: Record<string, unknown>, ack: boolean): void {
    if (frame.method === 'irn_subscription') {
      const params = frame.params as Omit<RelayDelivery, 'requestId'>
      this.deliveries.push({ requestId: frame.id as number, ...params })
      if (ack) this.socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      for (const wake of this.#waiters.splice(0)) wake()
      return
    }
    const call = this.#calls.get(frame.id as number)
    if (!call) return
    this.#calls.delete(frame.id as number)
    const error = frame.error as { code: number; message: string } | undefined
    if (error) call.reject(new RelayCallError(error.code, error.message))
    else call.resolve(frame.result)
  }
}

// The part of `ws` 8 the local Solana chain uses. @types/ws is not a dependency of this package (it cannot be
// added here without a new install); delete this file once it is.
declare module 'ws' {
  import type { EventEmitter } from 'node:events'
  import type { IncomingMessage } from 'node:http'
  import type { Duplex } from 'node:stream'

  export class WebSocket extends EventEmitter {
    constructor(address: string)
    static readonly OPEN: 1
    readonly OPEN: 1
    readonly readyState: 0 | 1 | 2 | 3
    send(data: string): void
    close(): void
    terminate(): void
    on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[]) => void): this
    on(event: 'open' | 'close', listener: () => void): this
    on(event: 'error', listener: (error: Error) => void): this
    once(event: 'open' | 'close', listener: () => void): this
    once(event: 'error', listener: (error: Error) => void): this
  }

  export class WebSocketServer extends EventEmitter {
    constructor(options: { noServer: true })
    readonly clients: Set<WebSocket>
    handleUpgrade(
      request: IncomingMessage,
      socket: Duplex,
      head: Buffer,
      callback: (client: WebSocket, request: IncomingMessage) => void,
    ): void
    close(callback?: (error?: Error) => void): void
    on(event: 'connection', listener: (socket: WebSocket, request: IncomingMessage) => void): this
  }
}

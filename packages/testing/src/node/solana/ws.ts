// `ws` 8, loaded with require and typed here: @types/ws is not a dependency of this package (it cannot be added
// without a new install), and an ambient `declare module 'ws'` would clash with @types/ws in programs that have
// it (apps/services). Only what the local Solana chain and its tests use.
import type { EventEmitter } from 'node:events'
import type { IncomingMessage } from 'node:http'
import { createRequire } from 'node:module'
import type { Duplex } from 'node:stream'

export interface WsSocket extends EventEmitter {
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

export interface WsServer extends EventEmitter {
  readonly clients: Set<WsSocket>
  handleUpgrade(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    callback: (client: WsSocket, request: IncomingMessage) => void,
  ): void
  close(callback?: (error?: Error) => void): void
  on(event: 'connection', listener: (socket: WsSocket, request: IncomingMessage) => void): this
}

interface WsModule {
  WebSocket: new (address: string) => WsSocket
  WebSocketServer: new (options: { noServer: true }) => WsServer
}

const ws = createRequire(import.meta.url)('ws') as WsModule

export const WebSocket = ws.WebSocket
export const WebSocketServer = ws.WebSocketServer

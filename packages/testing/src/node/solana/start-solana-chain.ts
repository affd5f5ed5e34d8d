import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from './ws.js'
import { createRpcHttpServer } from './http-server.js'
import { createSolanaLedger, LOCALNET_GENESIS_HASH } from './ledger.js'
import { createRpcMethods } from './rpc-methods.js'
import { serveSubscriptions } from './subscriptions.js'

export interface StartSolanaChainOptions {
  /** The JSON-RPC port; a free one when absent or 0 (then the WebSocket port is the next one). */
  port?: number
  /** The WebSocket port; `port + 1` by default, where web3.js's `Connection` looks for it. */
  wsPort?: number
  /** What `getGenesisHash` answers; `solanaLocalnet`'s by default. */
  genesisHash?: string
}

export interface SolanaChain {
  /** http://127.0.0.1:port: JSON-RPC 2.0 (WebSocket upgrades are accepted here too). */
  rpcUrl: string
  /** ws://127.0.0.1:wsPort: signature subscriptions. */
  wsUrl: string
  port: number
  wsPort: number
  genesisHash: string
  /** Credits lamports to an address at once (a final transaction); returns its signature. */
  airdrop(address: string, lamports: bigint | number): string
  /** Closes both servers and every open connection. */
  stop(): Promise<void>
}

const HOST = '127.0.0.1'
const FREE_PAIR_ATTEMPTS = 20

/**
 * A local Solana chain in this process: litesvm behind a small JSON-RPC 2.0 HTTP server and a WebSocket
 * server, enough for `@solana/web3.js` v1's `Connection` (balances, blockhashes, sending with preflight,
 * simulation, statuses, `sendAndConfirmTransaction`). One block per processed transaction; nothing to wait for.
 */
export async function startSolanaChain(options: StartSolanaChainOptions = {}): Promise<SolanaChain> {
  const ledger = createSolanaLedger(options.genesisHash ? { genesisHash: options.genesisHash } : {})
  const methods = createRpcMethods(ledger)
  const http = createRpcHttpServer(methods)
  const wsHttp = createRpcHttpServer(methods)
  const sockets = new WebSocketServer({ noServer: true })
  for (const server of [http, wsHttp]) {
    server.on('upgrade', (request, socket, head) => {
      sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request))
    })
  }
  const stopSubscriptions = serveSubscriptions(sockets, ledger)

  const { port, wsPort } = options.port
    ? await listenOn(http, wsHttp, options.port, options.wsPort ?? options.port + 1)
    : await listenOnFreePair(http, wsHttp, options.wsPort)

  let stopping: Promise<void> | undefined
  return {
    rpcUrl: `http://${HOST}:${port}`,
    wsUrl: `ws://${HOST}:${wsPort}`,
    port,
    wsPort,
    genesisHash: ledger.genesisHash,
    airdrop: (address, lamports) => ledger.airdrop(address, BigInt(lamports)),
    stop() {
      stopping ??= (async () => {
        stopSubscriptions()
        for (const client of sockets.clients) client.terminate()
        await new Promise<void>((resolve) => sockets.close(() => resolve()))
        await Promise.all([close(http), close(wsHttp)])
      })()
      return stopping
    },
  }
}

async function listenOn(http: Server, wsHttp: Server, port: number, wsPort: number) {
  try {
    await listen(http, port)
  } catch (error) {
    throw portError('JSON-RPC', port, error)
  }
  try {
    await listen(wsHttp, wsPort)
  } catch (error) {
    await close(http)
    throw portError('WebSocket', wsPort, error)
  }
  return { port, wsPort }
}

/** A free port for JSON-RPC and the next one for WebSocket (web3.js's default), or the given WebSocket port. */
async function listenOnFreePair(http: Server, wsHttp: Server, wsPort: number | undefined) {
  for (let attempt = 0; attempt < FREE_PAIR_ATTEMPTS; attempt++) {
    await listen(http, 0)
    const port = (http.address() as AddressInfo).port
    try {
      await listen(wsHttp, wsPort ?? port + 1)
      return { port, wsPort: (wsHttp.address() as AddressInfo).port }
    } catch {
      await close(http)
      if (wsPort !== undefined) throw portError('WebSocket', wsPort, undefined)
    }
  }
  throw new Error('Cannot start the Solana chain: found no two free neighbouring ports.')
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error)
    server.once('error', fail)
    server.listen(port, HOST, () => {
      server.off('error', fail)
      resolve()
    })
  })
}

function close(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve()
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

function portError(what: string, port: number, cause: unknown) {
  const taken = (cause as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE'
  return new Error(
    `Cannot start the Solana chain: the ${what} port ${port} ${taken ? 'is already in use' : 'is not available'}.`,
    { cause },
  )
}

export { LOCALNET_GENESIS_HASH }

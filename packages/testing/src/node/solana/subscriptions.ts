import type { WsServer as WebSocketServer, WsSocket as WebSocket } from './ws.js'
import { answerCall, invalidParams, type RpcMethod } from './json-rpc.js'
import type { SolanaLedger, TransactionRecord } from './ledger.js'

/**
 * The node's WebSocket side: `signatureSubscribe` / `signatureUnsubscribe`, what web3.js's
 * `confirmTransaction` (and so `sendAndConfirmTransaction`) waits on. A signature subscription fires once,
 * when the transaction is processed (at once if it already was), and then ends, as on the clusters.
 * Notifications without an id (web3.js pings) are ignored.
 */
export function serveSubscriptions(server: WebSocketServer, ledger: SolanaLedger): () => void {
  let nextId = 0
  /** signature → the sockets waiting for it, each with its subscription id. */
  const waiting = new Map<string, Map<number, WebSocket>>()

  function notify(socket: WebSocket, subscription: number, record: TransactionRecord) {
    if (socket.readyState !== socket.OPEN) return
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: { result: { context: { slot: record.slot }, value: { err: record.err } }, subscription },
      }),
    )
  }

  const stopListening = ledger.onTransaction((record) => {
    const subscribers = waiting.get(record.signature)
    if (!subscribers) return
    waiting.delete(record.signature)
    for (const [subscription, socket] of subscribers) notify(socket, subscription, record)
  })

  function unsubscribe(subscription: number): boolean {
    for (const [signature, subscribers] of waiting) {
      if (subscribers.delete(subscription)) {
        if (subscribers.size === 0) waiting.delete(signature)
        return true
      }
    }
    return false
  }

  server.on('connection', (socket) => {
    const mine = new Set<number>()
    /** What is sent once the current call was answered (a subscription's id must arrive before its first notification). */
    let afterAnswer: (() => void)[] = []
    const methods: Record<string, RpcMethod> = {
      signatureSubscribe: ([signature]) => {
        if (typeof signature !== 'string') throw invalidParams('Invalid params: expected a signature')
        const subscription = nextId++
        const processed = ledger.status(signature)
        if (processed) {
          afterAnswer.push(() => notify(socket, subscription, processed))
          return subscription
        }
        const subscribers = waiting.get(signature) ?? new Map<number, WebSocket>()
        subscribers.set(subscription, socket)
        waiting.set(signature, subscribers)
        mine.add(subscription)
        return subscription
      },
      signatureUnsubscribe: ([subscription]) => {
        if (typeof subscription !== 'number')
          throw invalidParams('Invalid params: expected a subscription id')
        mine.delete(subscription)
        return unsubscribe(subscription)
      },
    }
    socket.on('message', (data) => {
      let call: unknown
      try {
        call = JSON.parse(String(data))
      } catch {
        socket.send(
          JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
        )
        return
      }
      void answerCall(call, methods).then((answer) => {
        if (answer && socket.readyState === socket.OPEN) socket.send(JSON.stringify(answer))
        const pending = afterAnswer
        afterAnswer = []
        for (const send of pending) send()
      })
    })
    socket.on('close', () => {
      for (const subscription of mine) unsubscribe(subscription)
    })
  })

  return stopListening
}

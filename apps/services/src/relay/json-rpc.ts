/** JSON-RPC 2.0 error codes the relay answers with. */
export const RpcErrorCode = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** A fault injected through `/__test/relay/faults`. */
  injected: -32000,
  /** The socket sent more frames than its rate limit allows; the request was not handled. */
  rateLimited: -32001,
  /** The topic's mailbox, or the relay's, has no room for the message; nothing was stored. */
  mailboxFull: -32002,
} as const

export class RelayRpcError extends Error {
  override name = 'RelayRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * A request id as the JSON text it arrived in. The SDK's ids are 19-digit numbers in strings, but a client
 * may send them as bare numbers, which JSON.parse rounds: the answer must carry the id digit for digit.
 */
export type RawId = string

export type IncomingFrame =
  | { kind: 'request'; id: RawId; method: string; params: unknown }
  /** A client's answer to one of the relay's own requests (deliveries), whose ids are small integers. */
  | { kind: 'response'; id: number; failed: boolean }
  | { kind: 'invalid'; id: RawId | null; error: RelayRpcError }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The digits of a numeric id exactly as written in the frame. */
function rawNumericId(text: string, id: number): RawId {
  if (Number.isSafeInteger(id)) return String(id)
  for (const match of text.matchAll(/"id"\s*:\s*(-?\d+)/g)) {
    if (Number(match[1]) === id) return match[1]!
  }
  return JSON.stringify(id)
}

function rawId(text: string, id: unknown): RawId | null {
  if (typeof id === 'number') return rawNumericId(text, id)
  if (typeof id === 'string') return JSON.stringify(id)
  return null
}

export function parseFrame(text: string): IncomingFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: null, error: new RelayRpcError(RpcErrorCode.parse, 'Parse error') }
  }
  if (!isRecord(value)) {
    return {
      kind: 'invalid',
      id: null,
      error: new RelayRpcError(RpcErrorCode.invalidRequest, 'Invalid request'),
    }
  }
  const id = rawId(text, value.id)
  if (typeof value.method === 'string' && id !== null) {
    return { kind: 'request', id, method: value.method, params: value.params }
  }
  if (typeof value.method !== 'string' && ('result' in value || 'error' in value)) {
    return { kind: 'response', id: Number(value.id), failed: 'error' in value }
  }
  return { kind: 'invalid', id, error: new RelayRpcError(RpcErrorCode.invalidRequest, 'Invalid request') }
}

export function resultFrame(id: RawId, result: unknown): string {
  return `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

export function errorFrame(id: RawId | null, { code, message }: RelayRpcError): string {
  return `{"id":${id ?? 'null'},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

export function requestFrame(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}

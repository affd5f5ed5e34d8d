/**
 * JSON-RPC 2.0's own error codes. Written here rather than imported from @gangway/common: the Solana chain
 * starts in vitest global setups, which load before any package is built.
 */
const RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const

/** A JSON-RPC error answer: the node's code, message and optional data. */
export class JsonRpcError extends Error {
  override name = 'JsonRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const invalidParams = (message: string) => new JsonRpcError(RPC_ERROR_CODES.invalidParams, message)

/** One method of the node: its positional params in, its result out (or a JsonRpcError thrown). */
export type RpcMethod = (params: unknown[]) => unknown

export interface JsonRpcResponse {
  jsonrpc: '2.0'
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/**
 * JSON-RPC 2.0 over one request body: a call or a batch. Calls without an id (notifications) get no answer;
 * undefined means nothing is to be sent back.
 */
export async function answerJsonRpc(
  body: string,
  methods: Readonly<Record<string, RpcMethod>>,
): Promise<JsonRpcResponse | JsonRpcResponse[] | undefined> {
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return failure(null, new JsonRpcError(RPC_ERROR_CODES.parseError, 'Parse error'))
  }
  if (Array.isArray(payload)) {
    if (payload.length === 0) return failure(null, invalidRequest())
    const answers = await Promise.all(payload.map((call) => answerCall(call, methods)))
    const sent = answers.filter((answer): answer is JsonRpcResponse => answer !== undefined)
    return sent.length > 0 ? sent : undefined
  }
  return answerCall(payload, methods)
}

/** One call: its method run with its params; an unknown method is -32601, a thrown non-RPC error -32603. */
export async function answerCall(
  call: unknown,
  methods: Readonly<Record<string, RpcMethod>>,
): Promise<JsonRpcResponse | undefined> {
  if (typeof call !== 'object' || call === null) return failure(null, invalidRequest())
  const { id, method, params = [], jsonrpc } = call as Record<string, unknown>
  const replyId = typeof id === 'string' || typeof id === 'number' ? id : null
  if (jsonrpc !== '2.0' || typeof method !== 'string') return failure(replyId, invalidRequest())
  const notification = id === undefined
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
  try {
    if (!handler) throw new JsonRpcError(RPC_ERROR_CODES.methodNotFound, 'Method not found')
    if (!Array.isArray(params)) throw invalidParams('Invalid params: expected an array')
    const result = await handler(params)
    return notification ? undefined : { jsonrpc: '2.0', id: replyId, result: result ?? null }
  } catch (error) {
    return notification ? undefined : failure(replyId, error)
  }
}

function invalidRequest() {
  return new JsonRpcError(RPC_ERROR_CODES.invalidRequest, 'Invalid Request')
}

function failure(id: string | number | null, error: unknown): JsonRpcResponse {
  const { code, message, data } =
    error instanceof JsonRpcError
      ? error
      : {
          code: RPC_ERROR_CODES.internalError,
          message: error instanceof Error ? error.message : String(error),
          data: undefined,
        }
  return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } }
}

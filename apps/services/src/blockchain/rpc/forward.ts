import * as v from 'valibot'
import { describeError } from '../../describe-error.js'
import { ServiceError } from '../../http/errors.js'
import { isAllowedMethod, type RpcNamespace } from './allow-list.js'

/** A node that takes longer than this is as good as down for the frame (its own requests time out at 30 s). */
const NODE_TIMEOUT_MS = 20_000

/** JSON-RPC 2.0 error code of a method the pass-through refuses. */
export const METHOD_NOT_ALLOWED = -32601

/**
 * One JSON-RPC 2.0 call. An `id` is required: the frame wants the node's answer, and a notification has
 * none. Only these four fields are forwarded.
 */
export const RpcRequestSchema = v.object({
  jsonrpc: v.literal('2.0'),
  id: v.union([v.pipe(v.string(), v.maxLength(100)), v.number(), v.null()]),
  method: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  params: v.optional(v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())])),
})
export type RpcRequest = v.InferOutput<typeof RpcRequestSchema>

/** Where a request goes: the node's URL, and the namespace whose allow-list applies. */
export interface RpcNode {
  chainId: string
  namespace: RpcNamespace
  rpcUrl: string
}

function notAllowed(request: RpcRequest): unknown {
  return {
    jsonrpc: '2.0',
    id: request.id,
    error: { code: METHOD_NOT_ALLOWED, message: 'Method not allowed' },
  }
}

/** The node's answer, whatever its status when it is JSON (nodes answer some errors with 4xx and a body). */
async function post(node: RpcNode, request: RpcRequest): Promise<unknown> {
  const response = await fetch(node.rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(NODE_TIMEOUT_MS),
  })
  const answer = (await response.json()) as unknown
  if (typeof answer !== 'object' || answer === null)
    throw new Error(`HTTP ${response.status}: not a JSON-RPC answer`)
  return answer
}

/**
 * Answers one call: a method off the allow-list gets a JSON-RPC error here and never reaches the node; the
 * others get the node's own answer. A node that cannot be reached, or answers nonsense, is a 502.
 */
export async function forwardCall(
  node: RpcNode,
  request: RpcRequest,
  log: (line: string) => void,
): Promise<unknown> {
  if (!isAllowedMethod(node.namespace, request.method)) return notAllowed(request)
  try {
    return await post(node, request)
  } catch (error) {
    log(`services: RPC ${request.method} to ${node.chainId} failed: ${describeError(error)}`)
    throw new ServiceError(502, `Chain ${node.chainId} is unavailable`)
  }
}

import { getErrorCode, RPC_ERROR_CODES } from '@gangway/common'
import { bitcoinHandlers } from './bitcoin.js'
import { cosmosHandlers } from './cosmos.js'
import { methodNotFound } from './errors.js'
import { evmHandlers } from './evm.js'
import type { RequestContext, RequestHandler } from './handler.js'
import { polkadotHandlers } from './polkadot.js'
import { solanaHandlers } from './solana.js'
import type { LabNamespace } from './types.js'

const HANDLERS: Record<LabNamespace, Record<string, RequestHandler>> = {
  eip155: evmHandlers,
  solana: solanaHandlers,
  polkadot: polkadotHandlers,
  bip122: bitcoinHandlers,
  cosmos: cosmosHandlers,
}

/** Performs a signing request of `namespace`; a method the wallet does not know is -32601. */
export async function performRequest(
  namespace: LabNamespace,
  method: string,
  params: unknown,
  context: RequestContext,
): Promise<unknown> {
  const handler = Object.hasOwn(HANDLERS[namespace], method) ? HANDLERS[namespace][method] : undefined
  if (!handler) throw methodNotFound(method)
  return handler(params, context)
}

export interface JsonRpcErrorBody {
  code: number
  message: string
  data?: unknown
}

/**
 * The JSON-RPC error a failure is answered with: its own code (a node's error keeps the node's code),
 * else -32603 with the message, so the dapp sees why.
 */
export function toJsonRpcError(error: unknown): JsonRpcErrorBody {
  const code = getErrorCode(error) ?? RPC_ERROR_CODES.internalError
  const message = shortMessageOf(error)
  const data = (error as { data?: unknown } | null)?.data
  return data === undefined ? { code, message } : { code, message, data }
}

function shortMessageOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string') return shortMessage
    if (typeof message === 'string') return message
  }
  return String(error)
}

import { RPC_ERROR_CODES } from '@gangway/common'
import { TestWalletRpcError } from './errors.js'

interface JsonRpcResponse {
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

let nextId = 0

/** Forward a JSON-RPC call to a chain's node, turning a node error into the wallet's error. */
export async function forwardRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  nextId += 1
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId, method, params: params ?? [] }),
  })
  if (!response.ok)
    throw new TestWalletRpcError(RPC_ERROR_CODES.internalError, `HTTP status code: ${response.status}`)
  const body = (await response.json()) as JsonRpcResponse
  if (body.error) throw new TestWalletRpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}

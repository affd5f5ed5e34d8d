import type { FrameChain } from '../chains.js'
import type { FetchLike } from '../services/client.js'

/** A JSON-RPC call the node refused; the message is the node's, so the app sees why. */
export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

export interface RpcClient {
  request<T = unknown>(method: string, params?: unknown): Promise<T>
}

/** Builds a client for a chain: the services' gateway in the page, a local node in tests. */
export type RpcClientFor = (chain: FrameChain) => RpcClient

/** The services' JSON-RPC pass-through for one chain (SPEC §7 "Chain RPC": chainId and projectId in the query). */
export function gatewayRpcUrl(servicesUrl: string, projectId: string, chain: FrameChain): string {
  const url = new URL('/v1/rpc', servicesUrl)
  url.searchParams.set('chainId', chain.caip2)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

let nextId = 1

function messageOf(error: unknown): { message: string; code?: number } | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { message, code } = error as Record<string, unknown>
  if (typeof message !== 'string' || message === '') return undefined
  return typeof code === 'number' ? { message, code } : { message }
}

/** A JSON-RPC 2.0 client over `fetch` (no batching: the frame sends a handful of calls per request). */
export function createRpcClient(url: string, fetchImpl: FetchLike): RpcClient {
  return {
    async request<T>(method: string, params: unknown = []): Promise<T> {
      const id = nextId++
      let response: Response
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
          credentials: 'omit',
          cache: 'no-store',
        })
      } catch {
        throw new RpcError('HTTP request failed')
      }
      const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined
      const failure = messageOf(body?.error)
      if (failure) throw new RpcError(failure.message, failure.code)
      if (!response.ok) throw new RpcError(`HTTP status code: ${response.status}`)
      if (!body || !('result' in body)) throw new RpcError('RPC request failed')
      return body.result as T
    },
  }
}

import {
  type CaipNetwork,
  ERROR_MESSAGES,
  GangwayError,
  HttpStatusError,
  ProviderRpcError,
  RPC_DEFAULTS,
} from '@gangway/common'
import type { AdapterContext } from '../adapter.js'

/**
 * The RPC URLs to read a network through, in order: the host's `customRpcUrls` first (honoured, never
 * replaced), then the network's own.
 */
export function rpcUrlsOf(network: CaipNetwork, customRpcUrls?: AdapterContext['customRpcUrls']): string[] {
  const custom = customRpcUrls?.[network.caipNetworkId]?.map(({ url }) => url) ?? []
  return [...new Set([...custom, ...network.rpcUrls.default.http])]
}

/** An answer the node gave: fallback to another URL would get the same one, so it is final. */
class NodeAnswer extends Error {
  constructor(readonly error: GangwayError) {
    super(error.message)
  }
}

/**
 * One JSON-RPC 2.0 call to a chain's node (SPEC §7 Chain RPC), falling back to the next URL when one cannot be
 * reached, answers a non-ok status, or times out (10 s each, SPEC §9). An error the node answers is not retried
 * elsewhere: it comes back as a ProviderRpcError with the node's code.
 */
export async function requestRpc<T>(
  urls: readonly string[],
  method: string,
  params: readonly unknown[],
  { timeoutMs = RPC_DEFAULTS.timeout }: { timeoutMs?: number } = {},
): Promise<T> {
  if (urls.length === 0) {
    throw new GangwayError(ERROR_MESSAGES.notSupported, { details: `No RPC URL to call ${method} on.` })
  }
  let lastFailure: unknown
  for (const url of urls) {
    try {
      return await requestOnce<T>(url, method, params, timeoutMs)
    } catch (error) {
      if (error instanceof NodeAnswer) throw error.error
      lastFailure = error
    }
  }
  if (lastFailure instanceof GangwayError) throw lastFailure
  throw new GangwayError('HTTP request failed', { cause: lastFailure, details: `${method} reached no node.` })
}

async function requestOnce<T>(url: string, method: string, params: readonly unknown[], timeoutMs: number) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new HttpStatusError(response.status, { details: `${method} at ${url}` })
  const body = (await response.json()) as {
    result?: T
    error?: { code?: number; message?: string; data?: unknown }
  }
  if (body.error) {
    const { code = -32603, message = 'RPC request failed', data } = body.error
    throw new NodeAnswer(new ProviderRpcError({ code, message, data }))
  }
  return body.result as T
}

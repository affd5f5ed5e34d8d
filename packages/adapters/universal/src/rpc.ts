/** One JSON-RPC 2.0 call over HTTP to a chain's node (SPEC §7 Chain RPC). */
export async function rpcCall<T>(
  url: string,
  method: string,
  params: unknown[],
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: signal ?? AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  const body = (await response.json()) as { result?: T; error?: { message?: string } }
  if (body.error) throw new Error(body.error.message ?? 'RPC request failed')
  return body.result as T
}

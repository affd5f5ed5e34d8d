/** What the services' public `/v1` routes know, as the frame's tests set it. */
export interface PublicFacts {
  /** USD prices of native coins by CAIP-2 id, with the symbol the services name the coin by. */
  nativePrices: Record<string, { symbol: string; price: number }>
  /** Token metadata by lower-case CAIP-10 id. */
  tokenMetadata: Record<string, { symbol: string; decimals: number }>
  /** Paths answered 500 (a services fault). */
  failing?: RegExp
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const NATIVE = /^(eip155:\d+):0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee$/

/**
 * `POST /v1/fungible/price` and `GET /v1/tokens/{id}` as the services answer them (apps/services/src/blockchain),
 * including their refusal of a call without SPEC §7's `projectId`, `st` and `sv`.
 */
export function publicRoute(
  facts: PublicFacts,
  method: string,
  url: URL,
  body: Record<string, unknown>,
): Response {
  if (facts.failing?.test(url.pathname)) return json(500, { message: 'Internal server error' })
  const query = url.searchParams
  if (!query.get('projectId') || !query.get('st') || !query.get('sv')) {
    return json(400, { message: 'Invalid query: projectId, st and sv are required' })
  }
  if (method === 'POST' && url.pathname === '/v1/fungible/price') {
    const addresses = Array.isArray(body.addresses) ? body.addresses.map(String) : []
    const fungibles = addresses.flatMap((address) => {
      const chain = NATIVE.exec(address.toLowerCase())?.[1]
      const known = chain ? facts.nativePrices[chain] : undefined
      return known ? [{ name: known.symbol, iconUrl: null, ...known }] : []
    })
    return json(200, { fungibles })
  }
  const token = /^\/v1\/tokens\/([^/]+)$/.exec(url.pathname)?.[1]
  if (method === 'GET' && token) {
    const id = decodeURIComponent(token)
    const known = facts.tokenMetadata[id.toLowerCase()]
    if (!known) return json(404, { message: `Unknown token: ${id}` })
    return json(200, { address: id, name: known.symbol, ...known })
  }
  return json(404, { message: `No route ${method} ${url.pathname}` })
}

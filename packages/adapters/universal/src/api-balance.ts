import { ERROR_MESSAGES, formatMessage, GangwayError } from '@gangway/common'

/** SPEC §7: every blockchain-service call carries the project id and the sdk type and version. */
const SDK = { st: 'appkit', sv: 'gangway-adapter-universal-0.0.0' } as const

/**
 * The native balance of a chain without a node of its own here (polkadot, cosmos, bip122), from the blockchain
 * API's balance route: the line with the network's native symbol, '0' when the answer has none (empty
 * addresses are left out).
 */
export async function nativeBalanceFromApi(params: {
  apiUrl: string
  projectId: string
  address: string
  caipNetworkId: string
  symbol: string
}): Promise<string> {
  const url = new URL(`/v1/account/${encodeURIComponent(params.address)}/balance`, params.apiUrl)
  const query = { projectId: params.projectId, ...SDK, currency: 'usd', chainId: params.caipNetworkId }
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new GangwayError(formatMessage(ERROR_MESSAGES.httpStatus, { n: response.status }))
  const { balances } = (await response.json()) as {
    balances: { symbol: string; quantity: { numeric: string } }[]
  }
  return balances.find((line) => line.symbol === params.symbol)?.quantity.numeric ?? '0'
}

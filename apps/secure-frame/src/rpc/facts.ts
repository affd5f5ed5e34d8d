import type { TokenBook } from '../approval/format.js'
import type { ApprovalFacts } from '../services/approval-facts.js'

/** What a summary is given besides the request: facts vouched for up front, or where to look them up. */
export interface FactSources {
  tokens?: TokenBook
  nativeUsdPrice?: number
  /** The services: the tokens a request names and the coin's price are asked for there. */
  facts?: ApprovalFacts
}

export interface KnownFacts {
  tokens?: TokenBook
  nativeUsdPrice?: number
}

/** The token addresses a summary looks up, found by building it once with a book that knows none. */
export function tokensNamedBy(summarize: (tokens: TokenBook) => unknown): string[] {
  const named = new Set<string>()
  summarize({
    get(address) {
      named.add(address.toLowerCase())
      return undefined
    },
  })
  return [...named]
}

/** Tokens vouched for up front first, then the looked-up ones. */
function both(first: TokenBook | undefined, second: TokenBook): TokenBook {
  return { get: (address) => first?.get(address) ?? second.get(address) }
}

/**
 * The facts for one summary of a request on EVM chain `chainId`: the tokens `summarize` names and, with
 * `price`, the native coin's USD price. Never rejects: what the services do not answer in time stays unknown.
 */
export async function gatherFacts(
  sources: FactSources,
  chainId: number,
  summarize: (tokens: TokenBook) => unknown,
  { price }: { price: boolean },
): Promise<KnownFacts> {
  const { facts, tokens, nativeUsdPrice } = sources
  if (!facts) return { tokens, nativeUsdPrice }
  const named = tokensNamedBy(summarize).filter((address) => tokens?.get(address) === undefined)
  const [found, usd] = await Promise.all([
    named.length > 0 ? facts.tokens(chainId, named) : undefined,
    price && nativeUsdPrice === undefined ? facts.nativeUsdPrice(chainId) : nativeUsdPrice,
  ])
  return { tokens: found ? both(tokens, found) : tokens, nativeUsdPrice: usd }
}

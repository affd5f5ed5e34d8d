import type { TokenBook, TokenInfo } from '../approval/format.js'
import { VALUE } from '../approval/messages.js'
import { networkInfo } from '../approval/networks.js'
import type { ServicesClient } from './client.js'
import { FungiblePricesSchema, TokenMetadataSchema } from './schemas.js'

/**
 * Display facts the services vouch for: what the approval dialog adds to a request (the fee in USD, token
 * symbols and decimals). Both answers are optional: on a failure or a late answer they resolve to "unknown",
 * never reject, so signing never waits on them for long and never shows a guessed number.
 */
export interface ApprovalFacts {
  /** The USD price of the native coin of EVM chain `chainId`, or undefined. */
  nativeUsdPrice(chainId: number): Promise<number | undefined>
  /** The tokens among `addresses` (on EVM chain `chainId`) the services know; the others are left out. */
  tokens(chainId: number, addresses: readonly string[]): Promise<TokenBook>
}

/** How long the dialog waits for the services before it opens with what it has. */
export const FACTS_TIMEOUT_MS = 1_500

/** The services' pseudo-address for a chain's native coin in price look-ups. */
const NATIVE_PSEUDO_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** What the frame tells the public `/v1` routes it is (SPEC §7's `st` and `sv`). */
const FRAME_SDK = { st: 'gangway-frame', sv: 'secure-frame-0.0.0' } as const
/** A request names a handful of tokens; a Permit2 batch of hundreds is not worth hundreds of calls. */
const MAX_TOKENS_ASKED = 8
/** Bounds the remembered tokens (only found ones are kept: a token does not change its symbol or decimals). */
const MAX_CACHED_TOKENS = 256

const EVM_ADDRESS = /^0x[\da-f]{40}$/

/** Runs `call` with an abort signal; undefined when it fails or has not answered within `ms`. */
async function within<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(undefined)
    }, ms)
  })
  const answer = call(controller.signal).catch(() => undefined)
  try {
    return await Promise.race([answer, late])
  } finally {
    clearTimeout(timer)
  }
}

/** The facts from the services' public routes (no session: prices and token names are nobody's secret). */
export function servicesFacts(
  services: ServicesClient,
  projectId: string,
  { timeoutMs = FACTS_TIMEOUT_MS }: { timeoutMs?: number } = {},
): ApprovalFacts {
  const sdkQuery = new URLSearchParams({ projectId, ...FRAME_SDK }).toString()
  const known = new Map<string, TokenInfo>()

  async function price(chainId: number, signal: AbortSignal): Promise<number | undefined> {
    const { fungibles } = await services.call(`/v1/fungible/price?${sdkQuery}`, {
      body: { currency: 'usd', projectId, addresses: [`eip155:${chainId}:${NATIVE_PSEUDO_ADDRESS}`] },
      schema: FungiblePricesSchema,
      signal,
    })
    const [only] = fungibles
    if (fungibles.length !== 1 || !only || !(only.price > 0)) return undefined
    // A price for another coin than the one the dialog names would be a wrong number: the symbols must agree
    // (unless the frame does not know the network, and then names its coin only "native coin").
    const { native } = networkInfo({ caip2: `eip155:${chainId}`, namespace: 'eip155' })
    if (native.symbol !== VALUE.nativeCoin && only.symbol !== native.symbol) return undefined
    return only.price
  }

  async function token(
    chainId: number,
    address: string,
    signal: AbortSignal,
  ): Promise<TokenInfo | undefined> {
    const key = `eip155:${chainId}:${address}`
    const cached = known.get(key)
    if (cached) return cached
    const answer = await services.call(`/v1/tokens/${encodeURIComponent(key)}?${sdkQuery}`, {
      schema: TokenMetadataSchema,
      signal,
    })
    // The services must answer for the token asked about, not another one.
    if (answer.address.toLowerCase() !== key) return undefined
    const info = { symbol: answer.symbol, decimals: answer.decimals }
    if (known.size >= MAX_CACHED_TOKENS) known.clear()
    known.set(key, info)
    return info
  }

  return {
    nativeUsdPrice: (chainId) => within(timeoutMs, (signal) => price(chainId, signal)),
    async tokens(chainId, addresses) {
      const asked = [...new Set(addresses.map((item) => item.toLowerCase()))]
        .filter((item) => EVM_ADDRESS.test(item))
        .slice(0, MAX_TOKENS_ASKED)
      const found = await Promise.all(
        asked.map(async (address) => {
          const info = await within(timeoutMs, (signal) => token(chainId, address, signal))
          return [address, info] as const
        }),
      )
      const book = new Map<string, TokenInfo>()
      for (const [address, info] of found) if (info) book.set(address, info)
      return book
    },
  }
}

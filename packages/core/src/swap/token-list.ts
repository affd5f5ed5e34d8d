import { formatUnits, parseUnits } from '@gangway/common'
import type { TokenBalance } from '../types.js'
import { NATIVE_SWAP_ADDRESS, type SwapToken } from './swap-state.js'

/** A balance as the state or a snapshot of it holds it. */
type Balance = Pick<TokenBalance, 'chainId' | 'address' | 'price' | 'value' | 'quantity'>

/** A swap token with what the account holds of it, for the token list. */
export interface SwapTokenOption {
  token: SwapToken
  /** In token units, when the account holds some. */
  balance?: string | undefined
  /** USD value of the balance, when known. */
  value?: number | undefined
}

/** CAIP-10 ids compare without case: the services checksum contract addresses, the native id is lower case. */
export function sameSwapToken(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()
}

/** The network's own coin (`eip155:{id}:0xeeee…`): it pays the fee and needs no approval. */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'>): boolean {
  return token.address.toLowerCase().endsWith(`:${NATIVE_SWAP_ADDRESS}`)
}

/** The CAIP-2 network of a CAIP-10 id. */
function networkOf(id: string): string {
  return id.split(':').slice(0, 2).join(':')
}

/**
 * The account's balance of `token`: the balance service names tokens by the same CAIP-10 ids, and the native
 * coin by its network with no address.
 */
export function balanceOfSwapToken<B extends Balance>(
  token: Pick<SwapToken, 'address'>,
  balances: readonly B[],
): B | undefined {
  if (isNativeSwapToken(token)) {
    const network = networkOf(token.address)
    return balances.find((balance) => !balance.address && balance.chainId === network)
  }
  return balances.find((balance) => sameSwapToken(balance.address, token.address))
}

/** A balance in base units; 0 when the service's figures cannot be read. */
export function balanceUnits(balance: Balance | undefined, decimals: number): bigint {
  if (!balance) return 0n
  try {
    const units = parseUnits(balance.quantity.numeric, decimals)
    return units > 0n ? units : 0n
  } catch {
    return 0n
  }
}

/**
 * SwapSelectToken's lists: the account's tokens first (those the pool trades and the account holds, the largest
 * USD value first), then the rest of the pool's tokens in the service's order.
 */
export function orderSwapTokens(
  tokens: readonly SwapToken[],
  balances: readonly Balance[],
): { yours: SwapTokenOption[]; others: SwapTokenOption[] } {
  const yours: SwapTokenOption[] = []
  const others: SwapTokenOption[] = []
  for (const token of tokens) {
    const balance = balanceOfSwapToken(token, balances)
    const units = balanceUnits(balance, token.decimals)
    if (units > 0n) {
      yours.push({ token, balance: formatUnits(units, token.decimals), value: balance?.value })
    } else {
      others.push({ token })
    }
  }
  yours.sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
  return { yours, others }
}

/** A token matches a search when its name or symbol contains the text (any case), or its contract starts so. */
export function matchesSwapToken(token: Pick<SwapToken, 'address' | 'name' | 'symbol'>, text: string) {
  const query = text.trim().toLowerCase()
  if (!query) return true
  const contract = token.address.split(':')[2]?.toLowerCase()
  return (
    token.name.toLowerCase().includes(query) ||
    token.symbol.toLowerCase().includes(query) ||
    Boolean(contract?.startsWith(query))
  )
}

/**
 * A token named the way a host names it in `open({ view: 'Swap', arguments })`: by symbol (AppKit's way, any
 * case), by CAIP-10 id, or by contract address.
 */
export function findSwapToken(tokens: readonly SwapToken[], name: string | undefined): SwapToken | undefined {
  const wanted = name?.trim().toLowerCase()
  if (!wanted) return undefined
  return (
    tokens.find((token) => token.address.toLowerCase() === wanted) ??
    tokens.find((token) => token.address.split(':')[2]?.toLowerCase() === wanted) ??
    tokens.find((token) => token.symbol.toLowerCase() === wanted)
  )
}

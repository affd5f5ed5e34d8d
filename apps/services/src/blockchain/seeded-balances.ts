import * as v from 'valibot'
import type { TokenBalanceBody } from './balances.js'

/** Namespaces whose balances are seeded here: no node of theirs runs on a developer machine (TOOLING). */
export const SEEDED_NAMESPACES = ['polkadot', 'cosmos'] as const

export const SeedBalanceSchema = v.object({
  chainId: v.pipe(v.string(), v.regex(/^(polkadot|cosmos):[-\w]+$/u)),
  address: v.pipe(v.string(), v.minLength(1)),
  symbol: v.pipe(v.string(), v.minLength(1), v.maxLength(12)),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30)),
  /** Whole units, a decimal string (e.g. '12.5'). */
  amount: v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/u)),
})

type Seed = v.InferOutput<typeof SeedBalanceSchema>

/** Native balances of Polkadot and Cosmos addresses, seeded by tests and the sandbox through `/__test`. */
export class SeededBalances {
  readonly #balances = new Map<string, Seed>()

  seed(entry: Seed): void {
    this.#balances.set(`${entry.chainId}|${entry.address}`, entry)
  }

  /** SPEC §7's balance lines for the address: its native coin, or none (zero balances are left out). */
  lines(chainId: string, address: string): TokenBalanceBody[] {
    const entry = this.#balances.get(`${chainId}|${address}`)
    if (!entry || Number(entry.amount) === 0) return []
    return [
      {
        name: entry.symbol,
        symbol: entry.symbol,
        chainId,
        value: 0,
        price: 0,
        quantity: { decimals: String(entry.decimals), numeric: entry.amount },
        iconUrl: '',
      },
    ]
  }
}

export function isSeededChain(chainId: string | undefined): chainId is string {
  return SEEDED_NAMESPACES.some((namespace) => chainId?.startsWith(`${namespace}:`))
}

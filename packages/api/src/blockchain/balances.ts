import type { TokenBalance } from '../schemas/blockchain.js'

/** SPEC §5: balances with 0 decimals are dropped. */
export function dropZeroDecimalBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0)
}

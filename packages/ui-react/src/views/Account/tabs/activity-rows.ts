import { groupActivity } from '@gangway/core'
import type { Transaction } from '@gangway/core/account'

/** One row of the Activity list: a year or month heading, or a transaction. */
export type ActivityRow =
  | { kind: 'year'; key: string; year: number }
  | { kind: 'month'; key: string; year: number; month: number }
  | { kind: 'transaction'; key: string; transaction: Transaction }
  | { kind: 'undated'; key: string }

/**
 * SPEC §2 grouping as flat rows for a virtual list: each year, then each of its months, newest first, then the
 * transactions whose time cannot be read under their own heading.
 */
export function activityRows(transactions: readonly Transaction[]): ActivityRow[] {
  const { years, undated } = groupActivity(transactions)
  const rows: ActivityRow[] = []
  for (const { year, months } of years) {
    rows.push({ kind: 'year', key: `y${year}`, year })
    for (const { month, transactions: inMonth } of months) {
      rows.push({ kind: 'month', key: `m${year}-${month}`, year, month })
      for (const transaction of inMonth) rows.push({ kind: 'transaction', key: transaction.id, transaction })
    }
  }
  if (undated.length > 0) {
    rows.push({ kind: 'undated', key: 'undated' })
    for (const transaction of undated) rows.push({ kind: 'transaction', key: transaction.id, transaction })
  }
  return rows
}

import type { Transaction } from '@gangway/api'

/** SPEC §5: a transaction whose transfers are all NFTs flagged as spam is hidden (one with no transfers is not). */
export function isSpamTransaction(transaction: Transaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
}

/**
 * What the Activity tab lists (SPEC §5): no spam, and only the active chain's transactions. A transaction that
 * does not name its chain belongs to the chain it was asked for.
 */
export function visibleActivity(
  transactions: readonly Transaction[],
  activeCaipNetworkId: string,
): Transaction[] {
  return transactions.filter(
    (transaction) =>
      !isSpamTransaction(transaction) &&
      (transaction.metadata.chain === undefined || transaction.metadata.chain === activeCaipNetworkId),
  )
}

export interface ActivityMonth {
  /** 0 for January, as `Date#getMonth`. */
  month: number
  transactions: Transaction[]
}

export interface ActivityYear {
  year: number
  months: ActivityMonth[]
}

export interface ActivityGroups {
  /** Newest year first; within it, newest month first; within it, newest transaction first. */
  years: ActivityYear[]
  /** Transactions whose mined time cannot be read: kept, listed after every dated one. */
  undated: Transaction[]
}

/**
 * SPEC §2: history grouped by year, then month, newest first, in the visitor's time zone (the labels they read).
 * Equal times keep the order they came in.
 */
export function groupActivity(transactions: readonly Transaction[]): ActivityGroups {
  const dated: { transaction: Transaction; time: number }[] = []
  const undated: Transaction[] = []
  for (const transaction of transactions) {
    const time = Date.parse(transaction.metadata.minedAt)
    if (Number.isNaN(time)) undated.push(transaction)
    else dated.push({ transaction, time })
  }
  dated.sort((a, b) => b.time - a.time)

  const years: ActivityYear[] = []
  for (const { transaction, time } of dated) {
    const date = new Date(time)
    const year = date.getFullYear()
    const month = date.getMonth()
    let yearGroup = years.at(-1)
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] }
      years.push(yearGroup)
    }
    let monthGroup = yearGroup.months.at(-1)
    if (monthGroup?.month !== month) {
      monthGroup = { month, transactions: [] }
      yearGroup.months.push(monthGroup)
    }
    monthGroup.transactions.push(transaction)
  }
  return { years, undated }
}

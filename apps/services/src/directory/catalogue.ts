import type { WalletRecord } from '../storage/types.js'
import { generatedWalletRecords } from './generated-wallets.js'
import { hostileWalletRecords } from './hostile-wallets.js'
import { knownWalletRecords } from './known-wallets.js'

/** Default catalogue size: well-known + hostile + generated wallets. */
export const DEFAULT_CATALOGUE_SIZE = 620

export interface CatalogueOptions {
  /** Total wallets (at least the well-known and hostile ones are always present). */
  size?: number
  /** Hostile test entries are left out in production. */
  includeHostile: boolean
}

/** The seeded wallet directory: well-known wallets, then hostile test entries, then generated ones. */
export function buildCatalogue({
  size = DEFAULT_CATALOGUE_SIZE,
  includeHostile,
}: CatalogueOptions): WalletRecord[] {
  const known = knownWalletRecords()
  const hostile = includeHostile ? hostileWalletRecords(known.length + 1) : []
  const generatedCount = Math.max(0, size - known.length - hostile.length)
  return [...known, ...hostile, ...generatedWalletRecords(generatedCount, 1_000)]
}

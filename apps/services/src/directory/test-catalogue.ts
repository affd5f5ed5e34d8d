import type { WalletRecord } from '../storage/types.js'
import { generatedWalletRecords } from './generated-wallets.js'
import { hostileWalletRecords } from './hostile-wallets.js'
import { knownWalletRecords } from './known-wallets.js'

/** Default size of the development and test catalogue: well-known + hostile + generated wallets. */
export const DEFAULT_CATALOGUE_SIZE = 620

/**
 * The development and test directory: the well-known wallets, the hostile entries that prove the client's
 * sanitising, then generated wallets up to `size` (at least the well-known and hostile ones are present).
 * Reached only through the development stand-ins (test-hooks/stand-ins.ts).
 */
export function buildTestCatalogue(size = DEFAULT_CATALOGUE_SIZE): WalletRecord[] {
  const known = knownWalletRecords()
  const hostile = hostileWalletRecords(known.length + 1)
  const generatedCount = Math.max(0, size - known.length - hostile.length)
  return [...known, ...hostile, ...generatedWalletRecords(generatedCount, 1_000)]
}

import type { WalletRecord } from '../storage/types.js'
import { knownWalletRecords } from './known-wallets.js'

/**
 * The production directory: the well-known wallets, then any the operator configures. Development and test
 * add hostile and generated entries (test-catalogue.ts), which a production server never loads.
 */
export function buildCatalogue(configured: readonly WalletRecord[] = []): WalletRecord[] {
  return [...knownWalletRecords(), ...configured]
}

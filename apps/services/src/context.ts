import type { UtxoLedger } from './blockchain/bitcoin/ledger.js'
import type { SeededBalances } from './blockchain/seeded-balances.js'
import type { ChainRegistry } from './chain/chain-registry.js'
import type { SolanaChain } from './chain/solana/solana-chain.js'
import type { Indexer } from './chain/indexer.js'
import type { ServicesMode } from './config.js'
import type { FrameBackend } from './frame/backend.js'
import type { OnrampDesk } from './blockchain/onramp/desk.js'
import type { PriceTable } from './blockchain/price-table.js'
import type { Relay } from './relay/relay.js'
import type { Storage } from './storage/types.js'

/** Everything the route groups share, built once per server. */
export interface ServicesContext {
  mode: ServicesMode
  storage: Storage
  /**
   * The origin clients reach the services at (`publicUrl`), when configured; else the routes name themselves
   * by the request's own URL (see http/self-origin.ts).
   */
  publicUrl?: string | undefined
  chains: ChainRegistry
  /** Activity of the EVM chains, for the history route. */
  indexer: Indexer
  /** The local Solana chain (SOL and SPL balances), when one is configured. */
  solana: SolanaChain | undefined
  /** bip122: the UTXO ledger standing in for a Bitcoin node. */
  bitcoin: UtxoLedger
  /** polkadot and cosmos: native balances seeded through `/__test`. */
  seededBalances: SeededBalances
  /** On-ramp options, quotes, purchases and (outside production) their checkout payments. */
  onramp: OnrampDesk
  prices: PriceTable
  /** CAIP-2 ids swaps are offered on, when not the default list (see blockchain/convert/networks.ts). */
  swapNetworks?: readonly string[] | undefined
  relay: Relay
  /** The secure frame's backend: e-mail sign-in, and the SMTP sink when one runs here. */
  frame: FrameBackend
  log: (line: string) => void
}

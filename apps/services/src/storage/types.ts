// The storage contract every backend implements (SQLite today; PostgreSQL can slot in later).
// Every method is async so a networked database fits the same shape.
import type { FrameShareStore } from './frame-share-types.js'
import type { FrameStorage } from './frame-types.js'
import type { SIWXStorage } from './siwx-types.js'

/** One wallet of the directory, in the listing shape of SPEC §3 plus the directory's own fields. */
export interface WalletRecord {
  id: string
  name: string
  homepage: string | null
  image_id: string
  /** Position in the default ordering (lower first). */
  order: number
  rdns: string | null
  /** CAIP-2 network ids. */
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  badge_type: 'certified' | 'none'
  supports_wc: boolean
}

export interface WalletQuery {
  /** 1-based. */
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  /** CAIP-2 ids: a wallet matches when it supports any of them. */
  chains?: string[]
  /** Case-insensitive substring of the name. */
  search?: string
  badge?: string
}

export interface WalletStore {
  /** Replaces every wallet of `source` with `wallets` (the seeded catalogue is rewritten at each start). */
  replaceSource(source: string, wallets: WalletRecord[]): Promise<void>
  upsert(source: string, wallets: WalletRecord[]): Promise<void>
  query(query: WalletQuery): Promise<{ data: WalletRecord[]; count: number }>
  findByImageId(imageId: string): Promise<WalletRecord | undefined>
}

export interface ProjectRecord {
  projectId: string
  allowedOrigins: string[]
  isAnalyticsEnabled: boolean
}

export interface ProjectStore {
  get(projectId: string): Promise<ProjectRecord | undefined>
  upsert(project: ProjectRecord): Promise<void>
}

export interface AnalyticsEventRecord {
  projectId: string
  st: string | null
  sv: string | null
  /** The POSTed body, as received (after validation). */
  body: unknown
  receivedAt: number
}

export interface AnalyticsStore {
  insert(event: AnalyticsEventRecord): Promise<void>
  list(filter?: { projectId?: string }): Promise<AnalyticsEventRecord[]>
  clear(): Promise<void>
}

export interface NameRecord {
  /** Lower-case EVM address. */
  address: string
  name: string
  avatar: string | null
}

/** A name as stored: the record plus what a registration (POST /v1/profile/account) adds. */
export interface StoredName extends NameRecord {
  /** ENSIP-11 coin type the address was registered under; null for seeded names. */
  coinType: number | null
  attributes: Record<string, string>
  /** When the address got this name, epoch seconds. */
  registered: number
  /** When it last registered it (again), epoch seconds. */
  updated: number
}

export interface NameRegistration extends NameRecord {
  coinType: number
  attributes: Record<string, string>
  /** Epoch seconds. */
  at: number
}

/** Names are lower case and unique; an address has at most one (re-registering replaces it). */
export interface NameStore {
  findByAddress(address: string): Promise<StoredName | undefined>
  findByName(name: string): Promise<StoredName | undefined>
  /** Which of `names` some address holds. */
  takenAmong(names: readonly string[]): Promise<Set<string>>
  /** Gives the address the name, unless another address holds it (then `owner` is that address). */
  register(registration: NameRegistration): Promise<{ ok: true } | { ok: false; owner: string }>
  /** Test hooks: sets the address's name whatever it had, taking the name from any other address. */
  upsert(record: NameRecord): Promise<void>
  /** Start-up seeds: added only when neither the address nor the name is taken, so registrations win. */
  seed(record: NameRecord): Promise<void>
}

/** Token contracts deployed on one chain, keyed by chain id and genesis hash (a fresh node is a new chain). */
export interface DeploymentRecord {
  chainId: number
  genesisHash: string
  /** Token symbol → contract address. */
  contracts: Record<string, `0x${string}`>
}

export interface DeploymentStore {
  find(chainId: number, genesisHash: string): Promise<DeploymentRecord | undefined>
  save(record: DeploymentRecord): Promise<void>
}

/** One unspent output of the bip122 ledger (the services' stand-in for a Bitcoin node). */
export interface BitcoinUtxo {
  txid: string
  vout: number
  /** Satoshis. */
  value: number
  address: string
  /** The output script, hex. */
  scriptPubKey: string
}

export interface BitcoinOutpoint {
  txid: string
  vout: number
}

/** A checked transaction as the ledger store applies it: the outputs it spends, the outputs it makes. */
export interface BitcoinLedgerEntry {
  txid: string
  spends: BitcoinOutpoint[]
  outputs: BitcoinUtxo[]
}

/**
 * The bip122 ledger's state: unspent outputs, known transaction ids and the seed counter. The rules (what a
 * valid spend is) live in `blockchain/bitcoin/ledger.ts`; the store only keeps state and applies an entry
 * atomically.
 */
export interface BitcoinLedgerStore {
  /** The unspent outputs paying `address`, oldest first. */
  unspentOf(address: string): Promise<BitcoinUtxo[]>
  /** The unspent output at each outpoint, in order; undefined where it is spent or unknown. */
  findUnspent(outpoints: BitcoinOutpoint[]): Promise<(BitcoinUtxo | undefined)[]>
  hasTransaction(txid: string): Promise<boolean>
  /** A number never handed out before on this database (0, 1, 2 …): makes seeded funding transactions unique. */
  nextSeed(): Promise<number>
  /**
   * All or nothing: removes every spent output, records the txid and adds the new outputs. When one of
   * `spends` is no longer unspent (another transaction took it first), nothing changes and the answer gives
   * its index in `spends`.
   */
  apply(entry: BitcoinLedgerEntry): Promise<{ applied: true } | { applied: false; missing: number }>
}

/** One transfer of an activity entry (SPEC §3). Image URLs are paths on the services origin, made absolute when served. */
export interface ActivityTransfer {
  fungible_info: { name?: string; symbol?: string; icon: { url: string } | null } | null
  nft_info: {
    name?: string
    content?: { preview: { url: string } | null }
    flags: { is_spam: boolean }
  } | null
  direction: 'in' | 'out' | 'self'
  /** Token units as a decimal string ('1.5'); '1' for an NFT. */
  quantity: { numeric: string }
  /** USD, from the price table when indexed. */
  value?: number
  price?: number
}

/** One transaction as one address sees it (SPEC §3 transaction), as the indexer stores it. */
export interface ActivityEntry {
  id: string
  metadata: {
    operationType: string
    hash: string
    /** ISO time of the block. */
    minedAt: string
    /** CAIP-2, e.g. 'eip155:1'. */
    chain: string
    status: 'confirmed' | 'failed'
    sentFrom: string
    sentTo: string
    nonce: number
  }
  transfers: ActivityTransfer[]
}

/** An entry with where it sits: newest first is by block time, then chain, block number, transaction index. */
export interface ActivityRecord {
  chainId: number
  /** Lower-case address whose history holds the entry. */
  address: string
  txHash: string
  blockNumber: number
  txIndex: number
  /** Block timestamp, epoch seconds. */
  minedAt: number
  entry: ActivityEntry
}

/** How far a chain is indexed: its last indexed block, whose hash tells whether the chain is still the same. */
export interface ActivityCursor {
  blockNumber: number
  blockHash: string
}

export interface ActivityPageQuery {
  address: string
  chainId?: number
  /** The `next` of the previous page; a string this store did not hand out throws {@link InvalidCursorError}. */
  cursor?: string
  /** Default and most: the store's page size. */
  limit?: number
}

export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError'
}

/** The indexer's output: activity per address of the local EVM chains, and a cursor per chain. */
export interface ActivityStore {
  cursor(chainId: number): Promise<ActivityCursor | undefined>
  /**
   * All or nothing: adds the block's entries (one already stored is left as it is, so indexing a block again
   * changes nothing) and moves the chain's cursor to the block.
   */
  applyBlock(chainId: number, block: ActivityCursor, records: ActivityRecord[]): Promise<void>
  /** Forgets the chain's entries and cursor (the node was reset: its blocks are not the ones indexed). */
  resetChain(chainId: number): Promise<void>
  /** A page of the address's entries, newest first, and the cursor of the next page (null after the last). */
  page(query: ActivityPageQuery): Promise<{ records: ActivityRecord[]; next: string | null }>
}

/**
 * Where an on-ramp purchase is: `created` (its checkout is open), `paying` (the funds are being sent),
 * `success` (they arrived) or `failed` (the chain refused them).
 */
export type PurchaseStatus = 'created' | 'paying' | 'success' | 'failed'

/** One on-ramp purchase: what its checkout page charges, and what it sends on the local chain. */
export interface PurchaseRecord {
  id: string
  /** The on-ramp provider it was bought through, e.g. 'coinbase'. */
  provider: string
  /** Checksummed EVM address the funds go to. */
  address: string
  chainId: number
  /** The on-ramp network name, e.g. 'ethereum'. */
  network: string
  /** What is bought, e.g. 'ETH', and how much of it (a decimal string): exactly what is sent. */
  purchaseCurrency: string
  purchaseAmount: string
  /** What is paid with, e.g. 'USD', and the quote's parts as decimal strings with 2 decimals. */
  paymentCurrency: string
  paymentTotal: string
  paymentSubtotal: string
  providerFee: string
  networkFee: string
  quoteId: string
  status: PurchaseStatus
  /** The funding transaction, once sent. */
  txHash: string | null
  /** Epoch milliseconds. */
  createdAt: number
  updatedAt: number
}

export interface PurchasePageQuery {
  address: string
  provider?: string
  chainId?: number
  /** The `next` of the previous page; a string this store did not hand out throws {@link InvalidCursorError}. */
  cursor?: string
  limit?: number
}

export interface PurchaseStore {
  insert(purchase: PurchaseRecord): Promise<void>
  find(id: string): Promise<PurchaseRecord | undefined>
  /**
   * Moves the purchase to `change.status` only if it is still in `from`; true when this call moved it, so of
   * two concurrent payments exactly one proceeds. A `txHash` given is kept; one not given is left as it was.
   */
  transition(
    id: string,
    from: PurchaseStatus,
    change: { status: PurchaseStatus; txHash?: string; at: number },
  ): Promise<boolean>
  /** A page of the address's purchases (case-insensitive), newest first, and the next page's cursor. */
  page(query: PurchasePageQuery): Promise<{ records: PurchaseRecord[]; next: string | null }>
}

/** What the first request under an `Idempotency-Key` answered, kept to answer its repeats. */
export interface IdempotentResponse {
  status: number
  contentType: string | null
  body: string
}

/** One request under an `Idempotency-Key`: the route (and caller) it belongs to and what it asked. */
export interface IdempotencyRequest {
  /** The route and the caller: the same key under another scope is another entry. */
  scope: string
  key: string
  /** A digest of the request (method, path, query, body): a repeat must ask exactly the same. */
  fingerprint: string
}

export interface IdempotencyTiming {
  now: number
  /** How long an entry answers repeats, in ms from its first request. */
  ttlMs: number
  /** A request still running after this long (ms) is taken for dead (its process stopped) and may be run again. */
  staleMs: number
}

/**
 * `claimed`: this request runs, then `complete` or `release`s the entry; `running`: the first request has not
 * answered yet; `mismatch`: the key came with another request; `done`: the stored answer.
 */
export type IdempotencyClaim =
  | { state: 'claimed' }
  | { state: 'running' }
  | { state: 'mismatch' }
  | { state: 'done'; response: IdempotentResponse }

export interface IdempotencyStore {
  /** Takes the key for this request, atomically, or says what holds it; expired entries are dropped first. */
  claim(request: IdempotencyRequest, timing: IdempotencyTiming): Promise<IdempotencyClaim>
  /** Keeps the answer of a claimed request for its repeats. */
  complete(scope: string, key: string, response: IdempotentResponse): Promise<void>
  /** Forgets a claimed request that did not answer for good (a server error), so a retry runs it again. */
  release(scope: string, key: string): Promise<void>
}

export interface Storage {
  wallets: WalletStore
  projects: ProjectStore
  analytics: AnalyticsStore
  names: NameStore
  deployments: DeploymentStore
  bitcoin: BitcoinLedgerStore
  activity: ActivityStore
  purchases: PurchaseStore
  /** The secure-frame backend: users, devices, one-time codes, sessions. */
  frame: FrameStorage
  /** The frame's key shares: each user's auth share and sealed recovery shares (never the device share). */
  frameShares: FrameShareStore
  /** Sign In With X: the nonces handed out and the sessions verified (`/v1/sessions`). */
  siwx: SIWXStorage
  /** Answers of requests sent with an `Idempotency-Key`, kept 24 h to answer their repeats. */
  idempotency: IdempotencyStore
  close(): Promise<void>
}

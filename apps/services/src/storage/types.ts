// The storage contract every backend implements (SQLite today; PostgreSQL can slot in later).
// Every method is async so a networked database fits the same shape.

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

export interface NameStore {
  findByAddress(address: string): Promise<NameRecord | undefined>
  upsert(record: NameRecord): Promise<void>
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

export interface Storage {
  wallets: WalletStore
  projects: ProjectStore
  analytics: AnalyticsStore
  names: NameStore
  deployments: DeploymentStore
  bitcoin: BitcoinLedgerStore
  close(): Promise<void>
}

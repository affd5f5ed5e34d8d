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

export interface Storage {
  wallets: WalletStore
  projects: ProjectStore
  analytics: AnalyticsStore
  names: NameStore
  deployments: DeploymentStore
  close(): Promise<void>
}

import type { Database } from 'better-sqlite3'
import type { NameRecord, NameStore, StoredName } from '../types.js'

// The full shape for a new database. A file from before registrations existed has only the first three
// columns: `migrateNames` adds the others and the unique name index.
export const NAMES_SCHEMA = `
CREATE TABLE IF NOT EXISTS names (
  address TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  avatar TEXT,
  coin_type INTEGER,
  attributes TEXT NOT NULL DEFAULT '{}',
  registered INTEGER NOT NULL DEFAULT 0,
  updated INTEGER NOT NULL DEFAULT 0
);
`

/** Columns added after the first version of the table (ALTER TABLE needs a default for NOT NULL ones). */
const ADDED_COLUMNS: readonly (readonly [string, string])[] = [
  ['coin_type', 'INTEGER'],
  ['attributes', "TEXT NOT NULL DEFAULT '{}'"],
  ['registered', 'INTEGER NOT NULL DEFAULT 0'],
  ['updated', 'INTEGER NOT NULL DEFAULT 0'],
]

const NAME_INDEX = 'names_by_name'

const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * Brings an existing `names` table to the current shape; does nothing on a current one. Runs under an
 * immediate (write-locked) transaction, so two servers opening one file cannot both alter it.
 */
export function migrateNames(db: Database): void {
  db.transaction(() => {
    const columns = db.pragma('table_info(names)') as { name: string }[]
    const present = new Set(columns.map((column) => column.name))
    for (const [column, type] of ADDED_COLUMNS) {
      if (!present.has(column)) db.exec(`ALTER TABLE names ADD COLUMN ${column} ${type}`)
    }
    const indexed = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?")
      .get(NAME_INDEX)
    if (indexed) return
    // Rows written before the index were seeds only (nothing could register yet): they get a registration
    // time, lower-case names, and where two addresses were seeded one name, the first seeded keeps it.
    const now = nowSeconds()
    db.prepare('UPDATE names SET registered = ?, updated = ? WHERE registered = 0').run(now, now)
    db.exec('DELETE FROM names WHERE rowid NOT IN (SELECT MIN(rowid) FROM names GROUP BY lower(name))')
    db.exec('UPDATE names SET name = lower(name), address = lower(address)')
    db.exec(`CREATE UNIQUE INDEX ${NAME_INDEX} ON names (name)`)
  }).immediate()
}

interface NameRow {
  address: string
  name: string
  avatar: string | null
  coin_type: number | null
  attributes: string
  registered: number
  updated: number
}

/** The parameters of a write: `attributes` as JSON text, `at` in epoch seconds. */
interface WriteRow {
  address: string
  name: string
  avatar: string | null
  coinType: number | null
  attributes: string
  at: number
}

function toStoredName(row: NameRow): StoredName {
  let attributes: Record<string, string> = {}
  try {
    const parsed: unknown = JSON.parse(row.attributes)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      attributes = parsed as Record<string, string>
    }
  } catch {
    // A row written by hand with broken JSON: the name still resolves, without attributes.
  }
  return {
    address: row.address,
    name: row.name,
    avatar: row.avatar,
    coinType: row.coin_type,
    attributes,
    registered: row.registered,
    updated: row.updated,
  }
}

export function createSqliteNameStore(db: Database): NameStore {
  migrateNames(db)
  const columns = 'address, name, avatar, coin_type, attributes, registered, updated'
  const byAddress = db.prepare(`SELECT ${columns} FROM names WHERE address = ?`)
  const byName = db.prepare(`SELECT ${columns} FROM names WHERE name = ?`)
  // Keeps `registered` when the address registers the name it already has; a new name starts afresh.
  const write = db.prepare(
    `INSERT INTO names (${columns}) VALUES (@address, @name, @avatar, @coinType, @attributes, @at, @at)
     ON CONFLICT (address) DO UPDATE SET
       registered = CASE WHEN names.name = excluded.name THEN names.registered ELSE excluded.registered END,
       name = excluded.name, avatar = excluded.avatar, coin_type = excluded.coin_type,
       attributes = excluded.attributes, updated = excluded.updated`,
  )
  const release = db.prepare('DELETE FROM names WHERE name = ? AND address <> ?')
  // OR IGNORE skips the row on either conflict: the address's primary key or the unique name.
  const seed = db.prepare(
    `INSERT OR IGNORE INTO names (${columns}) VALUES (@address, @name, @avatar, NULL, '{}', @at, @at)`,
  )

  const register = db.transaction((row: WriteRow) => {
    const holder = byName.get(row.name) as NameRow | undefined
    if (holder && holder.address !== row.address) return { ok: false as const, owner: holder.address }
    write.run(row)
    return { ok: true as const }
  })
  const force = db.transaction((row: WriteRow) => {
    release.run(row.name, row.address)
    write.run(row)
  })

  const normalise = (record: NameRecord) => ({
    address: record.address.toLowerCase(),
    name: record.name.toLowerCase(),
    avatar: record.avatar,
  })

  return {
    async findByAddress(address) {
      const row = byAddress.get(address.toLowerCase()) as NameRow | undefined
      return row && toStoredName(row)
    },
    async findByName(name) {
      const row = byName.get(name.toLowerCase()) as NameRow | undefined
      return row && toStoredName(row)
    },
    async takenAmong(names) {
      if (names.length === 0) return new Set()
      const rows = db
        .prepare(`SELECT name FROM names WHERE name IN (${names.map(() => '?').join(', ')})`)
        .all(...names.map((name) => name.toLowerCase())) as { name: string }[]
      return new Set(rows.map((row) => row.name))
    },
    async register(registration) {
      // Immediate: another server on the same file cannot slip a registration of the name in between.
      return register.immediate({
        ...normalise(registration),
        coinType: registration.coinType,
        attributes: JSON.stringify(registration.attributes),
        at: registration.at,
      })
    },
    async upsert(record) {
      force.immediate({ ...normalise(record), coinType: null, attributes: '{}', at: nowSeconds() })
    },
    async seed(record) {
      seed.run({ ...normalise(record), at: nowSeconds() })
    },
  }
}

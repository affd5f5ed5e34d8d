import type { Database } from 'better-sqlite3'
import type { WalletQuery, WalletRecord, WalletStore } from '../types.js'

export const WALLETS_SCHEMA = `
CREATE TABLE IF NOT EXISTS wallets (
  id TEXT PRIMARY KEY,
  source TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  image_id TEXT NOT NULL,
  badge_type TEXT NOT NULL,
  chains TEXT NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS wallets_position ON wallets (position, name);
CREATE INDEX IF NOT EXISTS wallets_image_id ON wallets (image_id);
`

interface WalletRow {
  record: string
}

/** `LIKE` treats `%` and `_` as wildcards: escape them so a search is a plain substring. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ')
}

export function createSqliteWalletStore(db: Database): WalletStore {
  const insert = db.prepare(
    `INSERT INTO wallets (id, source, position, name, image_id, badge_type, chains, record)
     VALUES (@id, @source, @position, @name, @image_id, @badge_type, @chains, @record)
     ON CONFLICT (id) DO UPDATE SET source = excluded.source, position = excluded.position,
       name = excluded.name, image_id = excluded.image_id, badge_type = excluded.badge_type,
       chains = excluded.chains, record = excluded.record`,
  )
  const deleteSource = db.prepare('DELETE FROM wallets WHERE source = ?')
  const byImageId = db.prepare('SELECT record FROM wallets WHERE image_id = ? OR id = ? LIMIT 1')

  const insertAll = (source: string, wallets: WalletRecord[]) => {
    for (const wallet of wallets) {
      insert.run({
        id: wallet.id,
        source,
        position: wallet.order,
        name: wallet.name,
        image_id: wallet.image_id,
        badge_type: wallet.badge_type,
        chains: JSON.stringify(wallet.chains),
        record: JSON.stringify(wallet),
      })
    }
  }
  const replace = db.transaction((source: string, wallets: WalletRecord[]) => {
    deleteSource.run(source)
    insertAll(source, wallets)
  })
  const upsert = db.transaction(insertAll)

  return {
    async replaceSource(source, wallets) {
      replace(source, wallets)
    },
    async upsert(source, wallets) {
      upsert(source, wallets)
    },
    async query(query: WalletQuery) {
      const where: string[] = []
      const params: unknown[] = []
      if (query.include && query.include.length > 0) {
        where.push(`id IN (${placeholders(query.include)})`)
        params.push(...query.include)
      }
      if (query.exclude && query.exclude.length > 0) {
        where.push(`id NOT IN (${placeholders(query.exclude)})`)
        params.push(...query.exclude)
      }
      if (query.chains && query.chains.length > 0) {
        where.push(
          `EXISTS (SELECT 1 FROM json_each(wallets.chains) WHERE json_each.value IN (${placeholders(query.chains)}))`,
        )
        params.push(...query.chains)
      }
      if (query.search) {
        where.push(`name LIKE ? ESCAPE '\\'`)
        params.push(likePattern(query.search))
      }
      if (query.badge) {
        where.push('badge_type = ?')
        params.push(query.badge)
      }
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
      const { count } = db.prepare(`SELECT COUNT(*) AS count FROM wallets ${clause}`).get(...params) as {
        count: number
      }
      const rows = db
        .prepare(`SELECT record FROM wallets ${clause} ORDER BY position, name, id LIMIT ? OFFSET ?`)
        .all(...params, query.entries, (query.page - 1) * query.entries) as WalletRow[]
      return { data: rows.map((row) => JSON.parse(row.record) as WalletRecord), count }
    },
    async findByImageId(imageId) {
      const row = byImageId.get(imageId, imageId) as WalletRow | undefined
      return row ? (JSON.parse(row.record) as WalletRecord) : undefined
    },
  }
}

import type { Database } from 'better-sqlite3'
import type { NameRecord, NameStore } from '../types.js'

export const NAMES_SCHEMA = `
CREATE TABLE IF NOT EXISTS names (
  address TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  avatar TEXT
);
`

export function createSqliteNameStore(db: Database): NameStore {
  const select = db.prepare('SELECT address, name, avatar FROM names WHERE address = ?')
  const upsert = db.prepare(
    `INSERT INTO names (address, name, avatar) VALUES (?, ?, ?)
     ON CONFLICT (address) DO UPDATE SET name = excluded.name, avatar = excluded.avatar`,
  )
  return {
    async findByAddress(address) {
      return select.get(address.toLowerCase()) as NameRecord | undefined
    },
    async upsert(record) {
      upsert.run(record.address.toLowerCase(), record.name, record.avatar)
    },
  }
}

import type { Database } from 'better-sqlite3'
import type { FrameUserRecord, FrameUserStore } from '../frame-types.js'

// `addresses` is a JSON array filled when the frame stores keys (they are generated in the frame, never here);
// the key columns hold the frame's ciphertext and the addresses per namespace (see frame-keys.ts). A file
// from before the keys has only the first four columns: `migrateFrameUsers` adds the others.
export const FRAME_USERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS frame_users (
  id TEXT PRIMARY KEY,
  email TEXT UNIQUE,
  addresses TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  key_ciphertext TEXT,
  eip155_address TEXT,
  solana_address TEXT
);
`

/** Columns added after the first version of the table. */
const ADDED_COLUMNS: readonly (readonly [string, string])[] = [
  ['key_ciphertext', 'TEXT'],
  ['eip155_address', 'TEXT'],
  ['solana_address', 'TEXT'],
]

/**
 * Brings an existing `frame_users` table to the current shape; does nothing on a current one. Runs under an
 * immediate (write-locked) transaction, so two servers opening one file cannot both alter it.
 */
export function migrateFrameUsers(db: Database): void {
  db.transaction(() => {
    const columns = db.pragma('table_info(frame_users)') as { name: string }[]
    const present = new Set(columns.map((column) => column.name))
    for (const [column, type] of ADDED_COLUMNS) {
      if (!present.has(column)) db.exec(`ALTER TABLE frame_users ADD COLUMN ${column} ${type}`)
    }
  }).immediate()
}

interface UserRow {
  id: string
  email: string
  addresses: string
  created_at: number
}

function toRecord(row: UserRow): FrameUserRecord {
  return {
    id: row.id,
    email: row.email,
    addresses: JSON.parse(row.addresses) as string[],
    createdAt: row.created_at,
  }
}

export function createSqliteFrameUserStore(db: Database): FrameUserStore {
  migrateFrameUsers(db)
  // INSERT OR IGNORE then SELECT: two first sign-ins racing end with one user.
  const insert = db.prepare(
    'INSERT OR IGNORE INTO frame_users (id, email, created_at) VALUES (@id, @email, @createdAt)',
  )
  const byEmail = db.prepare('SELECT * FROM frame_users WHERE email = ?')
  const byId = db.prepare('SELECT * FROM frame_users WHERE id = ?')
  const changeEmail = db.prepare('UPDATE OR IGNORE frame_users SET email = @email WHERE id = @id')

  return {
    async findOrCreate(email, candidate) {
      insert.run({ ...candidate, email })
      return toRecord(byEmail.get(email) as UserRow)
    },
    async find(id) {
      const row = byId.get(id) as UserRow | undefined
      return row && toRecord(row)
    },
    async findByEmail(email) {
      const row = byEmail.get(email) as UserRow | undefined
      return row && toRecord(row)
    },
    async changeEmail(id, email) {
      return changeEmail.run({ id, email }).changes === 1
    },
  }
}

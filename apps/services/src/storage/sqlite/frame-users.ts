import type { Database } from 'better-sqlite3'
import type { FrameUserRecord, FrameUserStore } from '../frame-types.js'

// `addresses` is a JSON array the frame fills later (keys are generated in the frame, never here).
export const FRAME_USERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS frame_users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  addresses TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL
);
`

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

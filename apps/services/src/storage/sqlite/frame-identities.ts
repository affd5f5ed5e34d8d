import type { Database } from 'better-sqlite3'
import type { FrameIdentityRecord, FrameIdentityStore } from '../frame-identity-types.js'

// One row per account elsewhere (provider + its stable id), pointing at the frame user it signs in as. The
// provider's e-mail stays here: copied onto the user it would let anyone who controls an account at some
// provider claim an address before its owner signs in by e-mail (pre-account takeover).
export const FRAME_IDENTITIES_SCHEMA = `
CREATE TABLE IF NOT EXISTS frame_identities (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id TEXT NOT NULL,
  user_name TEXT,
  email TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX IF NOT EXISTS frame_identities_by_user ON frame_identities (user_id);
`

/**
 * Users of social and Farcaster sign-in have no e-mail, but a file from before them declares
 * `frame_users.email` NOT NULL, which SQLite cannot drop in place: the table is rebuilt from its own stored
 * definition (so columns added since are kept) with the constraint removed, under a write lock. Does nothing
 * on a current table. Run once the schemas exist, before any store is made.
 */
export function allowUsersWithoutEmail(db: Database): void {
  db.transaction(() => {
    const columns = db.pragma('table_info(frame_users)') as { name: string; notnull: number }[]
    if (!columns.find((column) => column.name === 'email')?.notnull) return
    const table = db
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'frame_users'")
      .get() as { sql: string }
    const indexes = db
      .prepare(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'frame_users' AND sql IS NOT NULL",
      )
      .all() as { sql: string }[]
    const rebuilt = table.sql
      .replace(/\bemail\s+TEXT\s+NOT\s+NULL\b/i, 'email TEXT')
      .replace(/^CREATE TABLE\s+(IF NOT EXISTS\s+)?"?frame_users"?/i, 'CREATE TABLE frame_users_rebuilt')
    db.exec(rebuilt)
    db.exec('INSERT INTO frame_users_rebuilt SELECT * FROM frame_users')
    db.exec('DROP TABLE frame_users')
    db.exec('ALTER TABLE frame_users_rebuilt RENAME TO frame_users')
    for (const { sql } of indexes) db.exec(sql)
  }).immediate()
}

interface IdentityRow {
  provider: string
  subject: string
  user_id: string
  user_name: string | null
  email: string | null
  created_at: number
  updated_at: number
}

function toRecord(row: IdentityRow): FrameIdentityRecord {
  return {
    provider: row.provider,
    subject: row.subject,
    userId: row.user_id,
    userName: row.user_name,
    email: row.email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function createSqliteFrameIdentityStore(db: Database): FrameIdentityStore {
  const find = db.prepare('SELECT * FROM frame_identities WHERE provider = ? AND subject = ?')
  const latestOfUser = db.prepare(
    'SELECT * FROM frame_identities WHERE user_id = ? ORDER BY updated_at DESC, provider, subject LIMIT 1',
  )
  const insertUser = db.prepare('INSERT INTO frame_users (id, email, created_at) VALUES (?, NULL, ?)')
  const insert = db.prepare(
    `INSERT INTO frame_identities (provider, subject, user_id, user_name, email, created_at, updated_at)
     VALUES (@provider, @subject, @userId, @userName, @email, @now, @now)`,
  )
  const refresh = db.prepare(
    `UPDATE frame_identities SET user_name = @userName, email = @email, updated_at = @now
     WHERE provider = @provider AND subject = @subject`,
  )
  // Synchronous inside one transaction: no other sign-in can interleave between the look-up and the insert.
  const signIn = db.transaction(
    (
      identity: { provider: string; subject: string; userName: string | null; email: string | null },
      candidate: { id: string; now: number },
    ): IdentityRow => {
      const values = { ...identity, now: candidate.now }
      if (find.get(identity.provider, identity.subject)) {
        refresh.run(values)
      } else {
        insertUser.run(candidate.id, candidate.now)
        insert.run({ ...values, userId: candidate.id })
      }
      return find.get(identity.provider, identity.subject) as IdentityRow
    },
  )

  return {
    async signIn(identity, candidate) {
      return toRecord(signIn.immediate(identity, candidate))
    },
    async find(provider, subject) {
      const row = find.get(provider, subject) as IdentityRow | undefined
      return row && toRecord(row)
    },
    async latestOfUser(userId) {
      const row = latestOfUser.get(userId) as IdentityRow | undefined
      return row && toRecord(row)
    },
  }
}

import type { Database } from 'better-sqlite3'
import type { FrameSessionStore } from '../frame-types.js'

// Only the token's hash is kept: a copy of the database does not sign anyone in.
export const FRAME_SESSIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS frame_sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS frame_sessions_by_user ON frame_sessions (user_id);
`

interface SessionRow {
  token_hash: string
  user_id: string
  created_at: number
  expires_at: number
}

export function createSqliteFrameSessionStore(db: Database): FrameSessionStore {
  const insert = db.prepare(
    `INSERT INTO frame_sessions (token_hash, user_id, created_at, expires_at)
     VALUES (@tokenHash, @userId, @createdAt, @expiresAt)`,
  )
  const find = db.prepare(
    `SELECT token_hash, user_id, created_at, expires_at FROM frame_sessions
     WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?`,
  )
  const revoke = db.prepare(
    'UPDATE frame_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
  )

  return {
    async insert(session) {
      insert.run(session)
    },
    async find(tokenHash, now) {
      const row = find.get(tokenHash, now) as SessionRow | undefined
      return (
        row && {
          tokenHash: row.token_hash,
          userId: row.user_id,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
        }
      )
    },
    async revoke(tokenHash, now) {
      return revoke.run(now, tokenHash).changes === 1
    },
  }
}

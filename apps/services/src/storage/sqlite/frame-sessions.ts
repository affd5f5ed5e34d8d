import type { Database } from 'better-sqlite3'
import type { FrameSessionRecord, FrameSessionStore, FrameTokenRecord } from '../frame-types.js'

// A session is a token family bound to the frame's key (its thumbprint); its tokens are kept by hash only: a
// copy of the database signs no one in. Spent refresh tokens stay until the session ends, so that one
// presented again is recognised (and revokes the session).
export const FRAME_SESSIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS frame_sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  jkt TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS frame_sessions_by_expiry ON frame_sessions (expires_at);
CREATE TABLE IF NOT EXISTS frame_session_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  expires_at INTEGER NOT NULL,
  spent_at INTEGER
);
CREATE INDEX IF NOT EXISTS frame_session_tokens_by_session ON frame_session_tokens (session_id);
CREATE INDEX IF NOT EXISTS frame_session_tokens_by_expiry ON frame_session_tokens (expires_at);
`

/**
 * A file from before key-bound sessions has one row per bearer token (`token_hash`): the table is dropped, so
 * those sessions are simply gone and their users sign in again. Run before the schemas; nothing on a current
 * file.
 */
export function dropBearerSessions(db: Database): void {
  const columns = db.pragma('table_info(frame_sessions)') as { name: string }[]
  if (columns.some((column) => column.name === 'token_hash')) db.exec('DROP TABLE frame_sessions')
}

interface SessionRow {
  id: string
  user_id: string
  jkt: string
  created_at: number
  expires_at: number
  revoked_at: number | null
}

const toRecord = (row: SessionRow): FrameSessionRecord => ({
  id: row.id,
  userId: row.user_id,
  jkt: row.jkt,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
})

export function createSqliteFrameSessionStore(db: Database): FrameSessionStore {
  const insertSession = db.prepare(
    `INSERT INTO frame_sessions (id, user_id, jkt, created_at, expires_at)
     VALUES (@id, @userId, @jkt, @createdAt, @expiresAt)`,
  )
  const insertToken = db.prepare(
    `INSERT INTO frame_session_tokens (token_hash, session_id, kind, expires_at)
     VALUES (@tokenHash, @sessionId, @kind, @expiresAt)`,
  )
  const purgeTokens = db.prepare('DELETE FROM frame_session_tokens WHERE expires_at <= ?')
  const purgeSessions = db.prepare('DELETE FROM frame_sessions WHERE expires_at <= ?')
  const findByAccess = db.prepare(
    `SELECT s.* FROM frame_session_tokens t JOIN frame_sessions s ON s.id = t.session_id
     WHERE t.token_hash = ? AND t.kind = 'access' AND t.expires_at > @now
       AND s.revoked_at IS NULL AND s.expires_at > @now`,
  )
  const findByRefresh = db.prepare(
    `SELECT s.*, t.spent_at FROM frame_session_tokens t JOIN frame_sessions s ON s.id = t.session_id
     WHERE t.token_hash = ? AND t.kind = 'refresh'`,
  )
  const spend = db.prepare(
    `UPDATE frame_session_tokens SET spent_at = @now
     WHERE token_hash = @hash AND kind = 'refresh' AND spent_at IS NULL AND expires_at > @now
       AND session_id IN (SELECT id FROM frame_sessions WHERE revoked_at IS NULL AND expires_at > @now)`,
  )
  const revoke = db.prepare('UPDATE frame_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')

  const create = db.transaction(
    (session: Omit<FrameSessionRecord, 'revokedAt'>, tokens: FrameTokenRecord[]) => {
      purgeTokens.run(session.createdAt)
      purgeSessions.run(session.createdAt)
      insertSession.run(session)
      for (const token of tokens) insertToken.run(token)
    },
  )
  const rotate = db.transaction((hash: string, now: number, next: FrameTokenRecord[]) => {
    if (spend.run({ hash, now }).changes !== 1) return false
    for (const token of next) insertToken.run(token)
    return true
  })

  return {
    async create(session, tokens) {
      create.immediate(session, tokens)
    },
    async findByAccessToken(tokenHash, now) {
      const row = findByAccess.get(tokenHash, { now }) as SessionRow | undefined
      return row && toRecord(row)
    },
    async findByRefreshToken(tokenHash) {
      const row = findByRefresh.get(tokenHash) as (SessionRow & { spent_at: number | null }) | undefined
      return row && { session: toRecord(row), spent: row.spent_at !== null }
    },
    async rotate(refreshHash, now, next) {
      return rotate.immediate(refreshHash, now, next)
    },
    async revoke(sessionId, now) {
      return revoke.run(now, sessionId).changes === 1
    },
  }
}

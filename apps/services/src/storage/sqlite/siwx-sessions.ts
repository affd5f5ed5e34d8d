import type { Database } from 'better-sqlite3'
import type { SIWXNonceStore, SIWXSessionRecord, SIWXSessionStore, SIWXStorage } from '../siwx-types.js'

// Nonces are kept until their lifetime ends, used or not: a used one is refused as a replay, and once it is
// forgotten it is unknown, which is refused too. Sessions are kept revoked (revoked_at set) for the record.
export const SIWX_SESSIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS siwx_nonces (
  nonce TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS siwx_nonces_by_expiry ON siwx_nonces (expires_at);
CREATE TABLE IF NOT EXISTS siwx_sessions (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  chain_id TEXT NOT NULL,
  address TEXT NOT NULL,
  domain TEXT NOT NULL,
  message TEXT NOT NULL,
  signature TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS siwx_sessions_by_account ON siwx_sessions (project_id, chain_id, address);
`

interface SessionRow {
  id: string
  project_id: string
  chain_id: string
  address: string
  domain: string
  message: string
  signature: string
  data: string
  created_at: number
  expires_at: number
  revoked_at: number | null
}

function createSqliteSIWXNonceStore(db: Database): SIWXNonceStore {
  const prune = db.prepare('DELETE FROM siwx_nonces WHERE expires_at <= ?')
  const insert = db.prepare(
    `INSERT INTO siwx_nonces (nonce, project_id, issued_at, expires_at)
     VALUES (@nonce, @projectId, @issuedAt, @expiresAt)`,
  )
  // One statement: of two requests racing for a nonce (even on two servers sharing the file) one changes the row.
  const use = db.prepare(
    `UPDATE siwx_nonces SET used_at = ?
     WHERE nonce = ? AND project_id = ? AND used_at IS NULL AND expires_at > ?`,
  )
  const find = db.prepare(
    'SELECT used_at FROM siwx_nonces WHERE nonce = ? AND project_id = ? AND expires_at > ?',
  )
  const issue = db.transaction((nonce: Parameters<SIWXNonceStore['issue']>[0]) => {
    prune.run(nonce.issuedAt)
    insert.run(nonce)
  })

  return {
    async issue(nonce) {
      issue(nonce)
    },
    async consume(nonce, projectId, now) {
      if (use.run(now, nonce, projectId, now).changes === 1) return 'consumed'
      return find.get(nonce, projectId, now) ? 'used' : 'unknown'
    },
  }
}

function createSqliteSIWXSessionStore(db: Database): SIWXSessionStore {
  const insert = db.prepare(
    `INSERT INTO siwx_sessions
       (id, project_id, chain_id, address, domain, message, signature, data, created_at, expires_at, revoked_at)
     VALUES
       (@id, @projectId, @chainId, @address, @domain, @message, @signature, @data, @createdAt, @expiresAt, @revokedAt)`,
  )
  const find = db.prepare(
    'SELECT * FROM siwx_sessions WHERE id = ? AND revoked_at IS NULL AND expires_at > ?',
  )
  const revoke = db.prepare(
    'UPDATE siwx_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL AND expires_at > ?',
  )

  return {
    async insert(session) {
      insert.run({ ...session, data: JSON.stringify(session.data) })
    },
    async find(id, now) {
      const row = find.get(id, now) as SessionRow | undefined
      return row && toRecord(row)
    },
    async revoke(id, now) {
      return revoke.run(now, id, now).changes === 1
    },
  }
}

function toRecord(row: SessionRow): SIWXSessionRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    chainId: row.chain_id,
    address: row.address,
    domain: row.domain,
    message: row.message,
    signature: row.signature,
    data: JSON.parse(row.data) as Record<string, unknown>,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  }
}

export function createSqliteSIWXStorage(db: Database): SIWXStorage {
  return { nonces: createSqliteSIWXNonceStore(db), sessions: createSqliteSIWXSessionStore(db) }
}

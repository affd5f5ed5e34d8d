import type { Database } from 'better-sqlite3'
import type { FrameRecoveryShareRecord, FrameShareStore, RecoveryShareKind } from '../frame-share-types.js'

// The services' part of each embedded wallet: its auth share, and its recovery share sealed by the frame under
// a code or a passkey. Neither opens anything alone: the key needs a second share, which is either in the
// user's browser or behind a factor only the user has.
export const FRAME_SHARES_SCHEMA = `
CREATE TABLE IF NOT EXISTS frame_auth_shares (
  user_id TEXT PRIMARY KEY,
  share TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS frame_recovery_shares (
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('code', 'passkey')),
  credential_id TEXT,
  sealed TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind)
);
`

interface RecoveryRow {
  kind: RecoveryShareKind
  credential_id: string | null
  sealed: string
  created_at: number
}

const toRecord = (row: RecoveryRow): FrameRecoveryShareRecord => ({
  kind: row.kind,
  credentialId: row.credential_id,
  sealed: row.sealed,
  createdAt: row.created_at,
})

export function createSqliteFrameShareStore(db: Database): FrameShareStore {
  const findAuth = db.prepare('SELECT share FROM frame_auth_shares WHERE user_id = ?')
  // Write once, for a known user: the conflict clause makes the first of two racing writes the only one.
  const createAuth = db.prepare(
    `INSERT INTO frame_auth_shares (user_id, share, created_at)
     SELECT @userId, @share, @createdAt WHERE EXISTS (SELECT 1 FROM frame_users WHERE id = @userId)
     ON CONFLICT (user_id) DO NOTHING`,
  )
  const listRecovery = db.prepare(
    `SELECT kind, credential_id, sealed, created_at FROM frame_recovery_shares
     WHERE user_id = ? ORDER BY kind = 'passkey', created_at`,
  )
  const putRecovery = db.prepare(
    `INSERT INTO frame_recovery_shares (user_id, kind, credential_id, sealed, created_at)
     SELECT @userId, @kind, @credentialId, @sealed, @createdAt
     WHERE EXISTS (SELECT 1 FROM frame_users WHERE id = @userId)
     ON CONFLICT (user_id, kind) DO UPDATE SET
       credential_id = excluded.credential_id, sealed = excluded.sealed, created_at = excluded.created_at`,
  )

  return {
    async findAuth(userId) {
      return (findAuth.get(userId) as { share: string } | undefined)?.share
    },
    async createAuth(userId, share, createdAt) {
      return createAuth.run({ userId, share, createdAt }).changes === 1
    },
    async listRecovery(userId) {
      return (listRecovery.all(userId) as RecoveryRow[]).map(toRecord)
    },
    async putRecovery(userId, { kind, credentialId, sealed, createdAt }) {
      putRecovery.run({ userId, kind, credentialId, sealed, createdAt })
    },
  }
}

import type { Database } from 'better-sqlite3'
import type {
  CreateAuthResult,
  FrameRecoveryShareRecord,
  FrameShareStore,
  RecoveryShareKind,
  WalletAddresses,
} from '../frame-share-types.js'
import { migrateFrameUsers } from './frame-users.js'

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
  // The addresses are listed on the user's row (frame_users' address columns): a file from before them is migrated.
  migrateFrameUsers(db)
  const findAuth = db.prepare('SELECT share FROM frame_auth_shares WHERE user_id = ?')
  // Write once, for a known user: the conflict clause makes the first of two racing writes the only one.
  const createAuth = db.prepare(
    `INSERT INTO frame_auth_shares (user_id, share, created_at)
     SELECT @userId, @share, @createdAt WHERE EXISTS (SELECT 1 FROM frame_users WHERE id = @userId)
     ON CONFLICT (user_id) DO NOTHING`,
  )
  const listedAddresses = db.prepare('SELECT eip155_address, solana_address FROM frame_users WHERE id = ?')
  const listAddresses = db.prepare(
    `UPDATE frame_users SET eip155_address = @eip155, solana_address = @solana, addresses = @listed WHERE id = @userId`,
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

  // One immediate transaction: the check of the listed addresses, the share and the new listing stand or fall together.
  const createAuthWithAddresses = db.transaction(
    (
      userId: string,
      share: string,
      createdAt: number,
      { eip155, solana }: WalletAddresses,
    ): CreateAuthResult => {
      const listed = listedAddresses.get(userId) as
        | { eip155_address: string | null; solana_address: string | null }
        | undefined
      // EVM addresses compare without their checksum case; Solana's base58 is case-sensitive.
      const otherEvm = listed?.eip155_address && listed.eip155_address.toLowerCase() !== eip155.toLowerCase()
      const otherSolana = listed?.solana_address && listed.solana_address !== solana
      if (otherEvm || otherSolana) return 'other-addresses'
      if (createAuth.run({ userId, share, createdAt }).changes !== 1) return 'exists'
      listAddresses.run({ userId, eip155, solana, listed: JSON.stringify([eip155, solana]) })
      return 'created'
    },
  ).immediate

  return {
    async findAuth(userId) {
      return (findAuth.get(userId) as { share: string } | undefined)?.share
    },
    async createAuth(userId, share, createdAt, addresses) {
      return createAuthWithAddresses(userId, share, createdAt, addresses)
    },
    async listRecovery(userId) {
      return (listRecovery.all(userId) as RecoveryRow[]).map(toRecord)
    },
    async putRecovery(userId, { kind, credentialId, sealed, createdAt }) {
      putRecovery.run({ userId, kind, credentialId, sealed, createdAt })
    },
  }
}

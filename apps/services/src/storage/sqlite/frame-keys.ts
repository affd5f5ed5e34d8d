import type { Database } from 'better-sqlite3'
import type { FrameKeyAddresses, FrameKeyStore } from '../frame-types.js'
import { migrateFrameUsers } from './frame-users.js'

// The keys live on the user's row (columns of frame_users): the ciphertext is whatever the frame sent, never
// decrypted here, and the wrapping key it needs is derived from a server secret that is not in the database.

interface KeyRow {
  key_ciphertext: string | null
  eip155_address: string | null
  solana_address: string | null
}

function toAddresses(row: KeyRow): FrameKeyAddresses {
  return {
    ...(row.eip155_address ? { eip155: row.eip155_address } : {}),
    ...(row.solana_address ? { solana: row.solana_address } : {}),
  }
}

export function createSqliteFrameKeyStore(db: Database): FrameKeyStore {
  // Its statements name the key columns: a file from before them is migrated first.
  migrateFrameUsers(db)
  // A deleted ciphertext must not linger in the file's free space, where whoever copies the file would find
  // it (operator-alone.test.ts scans the raw file): SQLite zeroes freed content with this on. Per connection.
  db.pragma('secure_delete = ON')
  const find = db.prepare(
    'SELECT key_ciphertext, eip155_address, solana_address FROM frame_users WHERE id = ?',
  )
  // Keys are created once: the condition on the ciphertext makes the first of two racing writes the only one.
  const create = db.prepare(
    `UPDATE frame_users SET key_ciphertext = @ciphertext, eip155_address = @eip155,
       solana_address = @solana, addresses = @addresses
     WHERE id = @id AND key_ciphertext IS NULL`,
  )

  const deleteCiphertext = db.prepare(
    'UPDATE frame_users SET key_ciphertext = NULL WHERE id = ? AND key_ciphertext IS NOT NULL',
  )

  return {
    async find(userId) {
      const row = find.get(userId) as KeyRow | undefined
      return row && { ciphertext: row.key_ciphertext, addresses: toAddresses(row) }
    },
    async create(userId, { ciphertext, addresses }) {
      const { eip155, solana } = addresses
      const listed = JSON.stringify([eip155, solana])
      return create.run({ id: userId, ciphertext, eip155, solana, addresses: listed }).changes === 1
    },
    async deleteCiphertext(userId) {
      return deleteCiphertext.run(userId).changes === 1
    },
  }
}

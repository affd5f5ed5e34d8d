import type { Database } from 'better-sqlite3'
import type { FrameCodeRecord, FrameCodeStore } from '../frame-types.js'

// One live code per (purpose, subject); the cooldown table keeps the last e-mail login per address.
export const FRAME_CODES_SCHEMA = `
CREATE TABLE IF NOT EXISTS frame_codes (
  purpose TEXT NOT NULL,
  subject TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  payload TEXT,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (purpose, subject)
);
CREATE TABLE IF NOT EXISTS frame_cooldowns (
  key TEXT PRIMARY KEY,
  started_at INTEGER NOT NULL
);
`

interface CodeRow {
  purpose: FrameCodeRecord['purpose']
  subject: string
  code_hash: string
  payload: string | null
  expires_at: number
  attempts: number
}

export function createSqliteFrameCodeStore(db: Database): FrameCodeStore {
  const put = db.prepare(
    `INSERT OR REPLACE INTO frame_codes (purpose, subject, code_hash, payload, expires_at, attempts)
     VALUES (@purpose, @subject, @codeHash, @payload, @expiresAt, 0)`,
  )
  // Counting before comparing: a guess is paid for even when the caller drops the connection.
  const attempt = db.prepare(
    `UPDATE frame_codes SET attempts = attempts + 1 WHERE purpose = ? AND subject = ? RETURNING *`,
  )
  const remove = db.prepare('DELETE FROM frame_codes WHERE purpose = ? AND subject = ?')
  // Starts (or restarts) the window only when the previous one is over; RETURNING tells whether it did.
  const start = db.prepare(
    `INSERT INTO frame_cooldowns (key, started_at) VALUES (@key, @now)
     ON CONFLICT (key) DO UPDATE SET started_at = @now WHERE started_at <= @now - @windowMs
     RETURNING started_at`,
  )
  const startedAt = db.prepare('SELECT started_at FROM frame_cooldowns WHERE key = ?')
  const end = db.prepare('DELETE FROM frame_cooldowns WHERE key = ?')

  return {
    async put(code) {
      put.run(code)
    },
    async attempt(purpose, subject) {
      const row = attempt.get(purpose, subject) as CodeRow | undefined
      return (
        row && {
          purpose: row.purpose,
          subject: row.subject,
          codeHash: row.code_hash,
          payload: row.payload,
          expiresAt: row.expires_at,
          attempts: row.attempts,
        }
      )
    },
    async delete(purpose, subject) {
      return remove.run(purpose, subject).changes === 1
    },
    async startCooldown(key, now, windowMs) {
      if (start.get({ key, now, windowMs })) return 0
      const row = startedAt.get(key) as { started_at: number } | undefined
      return row ? Math.max(1, row.started_at + windowMs - now) : 0
    },
    async endCooldown(key) {
      end.run(key)
    },
  }
}

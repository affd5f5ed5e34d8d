import type { Database } from 'better-sqlite3'
import type { IdempotencyClaim, IdempotencyStore } from '../types.js'

// One row per (scope, key). `state` is 'running' until the first request answers, then 'done' with its answer.
// The expiry index serves the purge every claim runs first.
export const IDEMPOTENCY_SCHEMA = `
CREATE TABLE IF NOT EXISTS idempotency_keys (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  state TEXT NOT NULL,
  status INTEGER,
  content_type TEXT,
  body TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_by_expiry ON idempotency_keys (expires_at);
`

interface IdempotencyRow {
  fingerprint: string
  state: 'running' | 'done'
  status: number | null
  content_type: string | null
  body: string | null
}

export function createSqliteIdempotencyStore(db: Database): IdempotencyStore {
  const purge = db.prepare('DELETE FROM idempotency_keys WHERE expires_at <= ?')
  const dropStale = db.prepare(
    `DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND state = 'running' AND created_at <= ?`,
  )
  const insert = db.prepare(
    `INSERT OR IGNORE INTO idempotency_keys (scope, key, fingerprint, state, created_at, expires_at)
     VALUES (@scope, @key, @fingerprint, 'running', @now, @expiresAt)`,
  )
  const find = db.prepare(
    'SELECT fingerprint, state, status, content_type, body FROM idempotency_keys WHERE scope = ? AND key = ?',
  )
  const complete = db.prepare(
    `UPDATE idempotency_keys SET state = 'done', status = @status, content_type = @contentType, body = @body
     WHERE scope = @scope AND key = @key AND state = 'running'`,
  )
  const release = db.prepare(`DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND state = 'running'`)

  // One transaction: SQLite runs one writer at a time, so of two requests with one key exactly one claims it.
  const claim = db.transaction(
    (scope: string, key: string, fingerprint: string, now: number, ttlMs: number, staleMs: number) => {
      purge.run(now)
      dropStale.run(scope, key, now - staleMs)
      if (insert.run({ scope, key, fingerprint, now, expiresAt: now + ttlMs }).changes === 1) {
        return { state: 'claimed' } satisfies IdempotencyClaim
      }
      return existing(find.get(scope, key) as IdempotencyRow, fingerprint)
    },
  )

  return {
    async claim({ scope, key, fingerprint }, { now, ttlMs, staleMs }) {
      return claim(scope, key, fingerprint, now, ttlMs, staleMs)
    },
    async complete(scope, key, response) {
      complete.run({ scope, key, ...response })
    },
    async release(scope, key) {
      release.run(scope, key)
    },
  }
}

function existing(row: IdempotencyRow, fingerprint: string): IdempotencyClaim {
  if (row.fingerprint !== fingerprint) return { state: 'mismatch' }
  if (row.state === 'running') return { state: 'running' }
  return {
    state: 'done',
    response: { status: row.status ?? 500, contentType: row.content_type, body: row.body ?? '' },
  }
}

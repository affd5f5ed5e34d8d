import type { Database } from 'better-sqlite3'
import type { SocialStateRecord, SocialStateStore } from '../frame-identity-types.js'

// Pending OAuth requests, keyed by the state's hash: a copy of the table does not let anyone finish one.
export const FRAME_SOCIAL_STATES_SCHEMA = `
CREATE TABLE IF NOT EXISTS frame_social_states (
  state_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  app_origin TEXT NOT NULL,
  return_url TEXT,
  redirect_uri TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  jkt TEXT
);
CREATE INDEX IF NOT EXISTS frame_social_states_by_expiry ON frame_social_states (expires_at);
`

/**
 * A file from before top-level redirects has no `return_url`: the column is added (nullable, so the pending
 * sign-ins in it stay valid). Does nothing on a current table. Run once the schemas exist.
 */
export function addSocialReturnUrl(db: Database): void {
  const columns = db.pragma('table_info(frame_social_states)') as { name: string }[]
  if (columns.some((column) => column.name === 'return_url')) return
  db.exec('ALTER TABLE frame_social_states ADD COLUMN return_url TEXT')
}

/**
 * A file from before sign-ins were bound to the frame's key has no `jkt`: the column is added (nullable; the
 * pending sign-ins in it cannot be finished and expire within minutes). Does nothing on a current table.
 */
export function addSocialJkt(db: Database): void {
  const columns = db.pragma('table_info(frame_social_states)') as { name: string }[]
  if (columns.some((column) => column.name === 'jkt')) return
  db.exec('ALTER TABLE frame_social_states ADD COLUMN jkt TEXT')
}

interface StateRow {
  state_hash: string
  provider: string
  code_verifier: string
  app_origin: string
  return_url: string | null
  redirect_uri: string
  jkt: string | null
  expires_at: number
}

function toRecord(row: StateRow): SocialStateRecord {
  return {
    stateHash: row.state_hash,
    provider: row.provider,
    codeVerifier: row.code_verifier,
    appOrigin: row.app_origin,
    returnUrl: row.return_url,
    redirectUri: row.redirect_uri,
    jkt: row.jkt,
    expiresAt: row.expires_at,
  }
}

export function createSqliteSocialStateStore(db: Database): SocialStateStore {
  const insert = db.prepare(
    `INSERT INTO frame_social_states
       (state_hash, provider, code_verifier, app_origin, return_url, redirect_uri, jkt, expires_at)
     VALUES (@stateHash, @provider, @codeVerifier, @appOrigin, @returnUrl, @redirectUri, @jkt, @expiresAt)`,
  )
  const purge = db.prepare('DELETE FROM frame_social_states WHERE expires_at <= ?')
  const find = db.prepare('SELECT * FROM frame_social_states WHERE state_hash = ? AND expires_at > ?')
  // One statement deletes and returns: of two requests spending one state, only one gets the row.
  const take = db.prepare(
    'DELETE FROM frame_social_states WHERE state_hash = ? AND expires_at > ? RETURNING *',
  )

  return {
    async put(state, now) {
      // Abandoned sign-ins would otherwise pile up: each new one clears the expired.
      purge.run(now)
      insert.run(state)
    },
    async find(stateHash, now) {
      const row = find.get(stateHash, now) as StateRow | undefined
      return row && toRecord(row)
    },
    async take(stateHash, now) {
      const row = take.get(stateHash, now) as StateRow | undefined
      return row && toRecord(row)
    },
  }
}

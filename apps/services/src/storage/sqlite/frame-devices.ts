import type { Database } from 'better-sqlite3'
import type { FrameDeviceRecord, FrameDeviceStore } from '../frame-types.js'

export const FRAME_DEVICES_SCHEMA = `
CREATE TABLE IF NOT EXISTS frame_devices (
  email TEXT NOT NULL,
  device_id TEXT NOT NULL,
  approved_at INTEGER,
  token_hash TEXT UNIQUE,
  token_expires_at INTEGER,
  awaiting_otp INTEGER NOT NULL DEFAULT 0,
  jkt TEXT,
  PRIMARY KEY (email, device_id)
);
`

/**
 * A file from before e-mail sign-in was bound to the frame's key has no `jkt`: the column is added (nullable;
 * a login pending in it cannot be finished, and its link and code expire within minutes). Does nothing on a
 * current table. Run once the schemas exist.
 */
export function addDeviceJkt(db: Database): void {
  const columns = db.pragma('table_info(frame_devices)') as { name: string }[]
  if (columns.some((column) => column.name === 'jkt')) return
  db.exec('ALTER TABLE frame_devices ADD COLUMN jkt TEXT')
}

interface DeviceRow {
  email: string
  device_id: string
  approved_at: number | null
  token_hash: string | null
  token_expires_at: number | null
  awaiting_otp: number
  jkt: string | null
}

function toRecord(row: DeviceRow): FrameDeviceRecord {
  return {
    email: row.email,
    deviceId: row.device_id,
    approvedAt: row.approved_at,
    tokenHash: row.token_hash,
    tokenExpiresAt: row.token_expires_at,
    awaitingOtp: row.awaiting_otp === 1,
    jkt: row.jkt,
  }
}

export function createSqliteFrameDeviceStore(db: Database): FrameDeviceStore {
  const find = db.prepare('SELECT * FROM frame_devices WHERE email = ? AND device_id = ?')
  const byToken = db.prepare('SELECT * FROM frame_devices WHERE token_hash = ? AND token_expires_at > ?')
  const request = db.prepare(
    `INSERT INTO frame_devices (email, device_id, token_hash, token_expires_at, awaiting_otp, jkt)
     VALUES (@email, @deviceId, @hash, @expiresAt, 1, @jkt)
     ON CONFLICT (email, device_id) DO UPDATE SET token_hash = @hash, token_expires_at = @expiresAt,
       awaiting_otp = 1, jkt = @jkt`,
  )
  const bindKey = db.prepare('UPDATE frame_devices SET jkt = ? WHERE email = ? AND device_id = ?')
  // The token is spent on use, so an approval link works once.
  const approve = db.prepare(
    `UPDATE frame_devices SET approved_at = @now, token_hash = NULL, token_expires_at = NULL
     WHERE token_hash = @hash AND token_expires_at > @now RETURNING *`,
  )
  const setAwaiting = db.prepare(
    'UPDATE frame_devices SET awaiting_otp = 1 WHERE email = ? AND device_id = ?',
  )
  const claim = db.prepare(
    `UPDATE frame_devices SET awaiting_otp = 0
     WHERE email = ? AND device_id = ? AND awaiting_otp = 1 AND approved_at IS NOT NULL`,
  )
  const rename = db.prepare('UPDATE OR REPLACE frame_devices SET email = @to WHERE email = @from')

  return {
    async find(email, deviceId) {
      const row = find.get(email, deviceId) as DeviceRow | undefined
      return row && toRecord(row)
    },
    async findByToken(tokenHash, now) {
      const row = byToken.get(tokenHash, now) as DeviceRow | undefined
      return row && toRecord(row)
    },
    async request(email, deviceId, token, jkt) {
      request.run({ email, deviceId, hash: token.hash, expiresAt: token.expiresAt, jkt })
    },
    async bindKey(email, deviceId, jkt) {
      bindKey.run(jkt, email, deviceId)
    },
    async approve(tokenHash, now) {
      const row = approve.get({ hash: tokenHash, now }) as DeviceRow | undefined
      return row && toRecord(row)
    },
    async setAwaitingOtp(email, deviceId) {
      setAwaiting.run(email, deviceId)
    },
    async claimOtp(email, deviceId) {
      return claim.run(email, deviceId).changes === 1
    },
    async renameEmail(from, to) {
      rename.run({ from, to })
    },
  }
}

import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { FrameTokenRecord } from '../frame-types.js'
import { useTestStorage } from './test-storage.js'

const { open, databaseFile } = useTestStorage('gangway-sessions-')

const SESSION = { id: 's1', userId: 'u1', jkt: 'thumb', createdAt: 100, expiresAt: 10_000 }
const token = (tokenHash: string, kind: FrameTokenRecord['kind'], expiresAt: number): FrameTokenRecord => ({
  tokenHash,
  sessionId: 's1',
  kind,
  expiresAt,
})

describe('frame sessions (SQLite)', () => {
  it('finds a session by its live access token only, and keeps it in a database file', async () => {
    const path = databaseFile()
    const first = open(path)
    await first.frame.sessions.create(SESSION, [token('a1', 'access', 700), token('r1', 'refresh', 10_000)])
    await first.close()
    const { sessions } = open(path).frame
    expect(await sessions.findByAccessToken('a1', 699)).toEqual({ ...SESSION, revokedAt: null })
    expect(await sessions.findByAccessToken('a1', 700)).toBeUndefined()
    // A refresh token is no access token.
    expect(await sessions.findByAccessToken('r1', 200)).toBeUndefined()
    expect(await sessions.findByRefreshToken('r1')).toEqual({
      session: { ...SESSION, revokedAt: null },
      spent: false,
    })
    expect(await sessions.findByRefreshToken('a1')).toBeUndefined()
  })

  it('rotates a refresh token once, and not in a revoked or ended session', async () => {
    const { sessions } = open().frame
    await sessions.create(SESSION, [token('a1', 'access', 700), token('r1', 'refresh', 10_000)])
    const next = [token('a2', 'access', 900), token('r2', 'refresh', 10_000)]
    expect(await sessions.rotate('r1', 300, next)).toBe(true)
    expect(await sessions.rotate('r1', 301, [token('a3', 'access', 900)])).toBe(false)
    expect(await sessions.findByAccessToken('a3', 302)).toBeUndefined()
    expect((await sessions.findByRefreshToken('r1'))?.spent).toBe(true)
    expect(await sessions.findByAccessToken('a2', 400)).toMatchObject({ id: 's1' })
    expect(await sessions.rotate('r2', 10_000, [])).toBe(false)

    expect(await sessions.revoke('s1', 500)).toBe(true)
    expect(await sessions.revoke('s1', 501)).toBe(false)
    expect(await sessions.findByAccessToken('a2', 600)).toBeUndefined()
    expect(await sessions.rotate('r2', 600, [token('a4', 'access', 900)])).toBe(false)
    expect((await sessions.findByRefreshToken('r2'))?.session.revokedAt).toBe(500)
  })

  it('forgets ended sessions and expired tokens when a new session starts', async () => {
    const { sessions } = open().frame
    await sessions.create(SESSION, [token('a1', 'access', 700), token('r1', 'refresh', 10_000)])
    await sessions.create({ ...SESSION, id: 's2', createdAt: 10_000, expiresAt: 20_000 }, [])
    expect(await sessions.findByRefreshToken('r1')).toBeUndefined()
  })

  it('drops the bearer sessions of a file from before key-bound sessions, keeping the rest', async () => {
    const path = databaseFile()
    const old = new Database(path)
    old.exec(`CREATE TABLE frame_sessions (
      token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL, created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL, revoked_at INTEGER);
    CREATE INDEX frame_sessions_by_user ON frame_sessions (user_id);
    INSERT INTO frame_sessions VALUES ('old-hash', 'u1', 1, 9999999999999, NULL);`)
    old.close()

    const storage = open(path)
    expect(await storage.frame.sessions.findByAccessToken('old-hash', 2)).toBeUndefined()
    expect(await storage.frame.sessions.findByRefreshToken('old-hash')).toBeUndefined()
    await storage.frame.sessions.create(SESSION, [token('a1', 'access', 700)])
    expect(await storage.frame.sessions.findByAccessToken('a1', 200)).toMatchObject({ jkt: 'thumb' })
    await storage.close()
    // Opening the current file again changes nothing.
    expect(await open(path).frame.sessions.findByAccessToken('a1', 200)).toMatchObject({ id: 's1' })
  })
})

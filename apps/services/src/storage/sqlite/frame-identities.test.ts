import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { openSqliteStorage } from './index.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const profile = { provider: 'github', subject: '4242', userName: 'ada', email: 'ada@example.com' }

describe('frame identities (SQLite)', () => {
  it('creates a user without e-mail on the first sign-in and finds it again', async () => {
    const storage = openSqliteStorage(':memory:')
    const first = await storage.frame.identities.signIn(profile, { id: 'u1', now: 1 })
    expect(first).toMatchObject({ userId: 'u1', userName: 'ada', email: 'ada@example.com', createdAt: 1 })
    expect(await storage.frame.users.find('u1')).toMatchObject({ id: 'u1', email: null })
    // The provider's e-mail does not become the user's: an e-mail sign-in with it is another user.
    expect(await storage.frame.users.findByEmail('ada@example.com')).toBeUndefined()

    const again = await storage.frame.identities.signIn(
      { ...profile, userName: 'ada2' },
      { id: 'u2', now: 2 },
    )
    expect(again).toMatchObject({ userId: 'u1', userName: 'ada2', createdAt: 1, updatedAt: 2 })
    expect(await storage.frame.users.find('u2')).toBeUndefined()
    expect(await storage.frame.identities.latestOfUser('u1')).toMatchObject({
      provider: 'github',
      userName: 'ada2',
    })
    expect(await storage.frame.identities.latestOfUser('nobody')).toBeUndefined()
    await storage.close()
  })

  it('spends an OAuth state once and not after it expired', async () => {
    const storage = openSqliteStorage(':memory:')
    const state = {
      stateHash: 'h',
      provider: 'google',
      codeVerifier: 'v',
      appOrigin: 'https://app.example',
      returnUrl: 'https://app.example/shop?tab=1',
      redirectUri: 'http://localhost:8790/social-callback.html',
      jkt: 'frame-key-thumbprint',
      expiresAt: 100,
    }
    await storage.frame.socialStates.put(state, 0)
    expect(await storage.frame.socialStates.find('h', 99)).toEqual(state)
    expect(await storage.frame.socialStates.take('h', 100)).toBeUndefined()
    expect(await storage.frame.socialStates.take('h', 50)).toEqual(state)
    expect(await storage.frame.socialStates.take('h', 50)).toBeUndefined()
    await storage.close()
  })

  it('lifts NOT NULL from the e-mail of a file made before social sign-in, keeping its users', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gangway-frame-'))
    dirs.push(dir)
    const path = join(dir, 'old.sqlite')
    const old = new Database(path)
    old.exec(`CREATE TABLE frame_users (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      addresses TEXT NOT NULL DEFAULT '[]',
      created_at INTEGER NOT NULL
    )`)
    old
      .prepare('INSERT INTO frame_users (id, email, created_at) VALUES (?, ?, ?)')
      .run('old', 'old@example.com', 1)
    old.close()

    const storage = openSqliteStorage(path)
    expect(await storage.frame.users.findByEmail('old@example.com')).toMatchObject({ id: 'old' })
    await storage.frame.identities.signIn(profile, { id: 'social', now: 2 })
    expect(await storage.frame.users.find('social')).toMatchObject({ email: null })
    // The address stays unique.
    const again = await storage.frame.users.findOrCreate('old@example.com', { id: 'dup', createdAt: 3 })
    expect(again.id).toBe('old')
    await storage.close()

    const reopened = openSqliteStorage(path)
    expect(await reopened.frame.users.find('social')).toMatchObject({ email: null })
    await reopened.close()
  })

  it('adds the return URL column to a file made before top-level redirects, keeping its pending sign-ins', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gangway-frame-'))
    dirs.push(dir)
    const path = join(dir, 'old.sqlite')
    const old = new Database(path)
    old.exec(`CREATE TABLE frame_social_states (
      state_hash TEXT PRIMARY KEY,
      provider TEXT NOT NULL,
      code_verifier TEXT NOT NULL,
      app_origin TEXT NOT NULL,
      redirect_uri TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    )`)
    old
      .prepare('INSERT INTO frame_social_states VALUES (?, ?, ?, ?, ?, ?)')
      .run('h', 'google', 'v', 'https://app.example', 'http://localhost:8790/cb', 100)
    old.close()

    const storage = openSqliteStorage(path)
    expect(await storage.frame.socialStates.find('h', 1)).toMatchObject({
      provider: 'google',
      returnUrl: null,
      jkt: null,
    })
    await storage.close()
    // Opening it again finds the column there.
    await openSqliteStorage(path).close()
  })
})

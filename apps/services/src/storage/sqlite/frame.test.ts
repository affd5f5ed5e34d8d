import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { useTestStorage } from './test-storage.js'

const { open, databaseFile, closeAll } = useTestStorage('gangway-frame-')

describe('frame stores (SQLite)', () => {
  it('keeps one user per e-mail and refuses an e-mail another user holds', async () => {
    const { users } = open().frame
    const alice = await users.findOrCreate('a@example.com', { id: 'u1', createdAt: 1 })
    expect(alice).toEqual({ id: 'u1', email: 'a@example.com', addresses: [], createdAt: 1 })
    expect((await users.findOrCreate('a@example.com', { id: 'u2', createdAt: 2 })).id).toBe('u1')
    await users.findOrCreate('b@example.com', { id: 'u3', createdAt: 3 })
    expect(await users.changeEmail('u1', 'b@example.com')).toBe(false)
    expect(await users.changeEmail('u1', 'c@example.com')).toBe(true)
    expect(await users.findByEmail('c@example.com')).toMatchObject({ id: 'u1' })
  })

  it('approves a device once per token, before it expires, and hands out its OTP once', async () => {
    const { devices } = open().frame
    await devices.request('a@example.com', 'd1', { hash: 'h1', expiresAt: 100 }, 'jkt1')
    expect(await devices.find('a@example.com', 'd1')).toMatchObject({ jkt: 'jkt1', approvedAt: null })
    expect(await devices.claimOtp('a@example.com', 'd1')).toBe(false)
    expect(await devices.approve('h1', 100)).toBeUndefined()
    expect(await devices.approve('h1', 99)).toMatchObject({ deviceId: 'd1', approvedAt: 99, tokenHash: null })
    expect(await devices.approve('h1', 99)).toBeUndefined()
    expect(await devices.claimOtp('a@example.com', 'd1')).toBe(true)
    expect(await devices.claimOtp('a@example.com', 'd1')).toBe(false)
  })

  it('binds each login of a device to the key of its latest connect', async () => {
    const { devices } = open().frame
    await devices.request('a@example.com', 'd1', { hash: 'h1', expiresAt: 100 }, 'jkt1')
    await devices.request('a@example.com', 'd1', { hash: 'h2', expiresAt: 100 }, 'jkt2')
    expect(await devices.find('a@example.com', 'd1')).toMatchObject({ jkt: 'jkt2', tokenHash: 'h2' })
    await devices.approve('h2', 99)
    await devices.bindKey('a@example.com', 'd1', 'jkt3')
    expect(await devices.find('a@example.com', 'd1')).toMatchObject({ jkt: 'jkt3', approvedAt: 99 })
  })

  it('adds the key column to a devices table from before it: its logins have no key', async () => {
    const path = databaseFile()
    const old = new Database(path)
    old.exec(`CREATE TABLE frame_devices (
      email TEXT NOT NULL, device_id TEXT NOT NULL, approved_at INTEGER, token_hash TEXT UNIQUE,
      token_expires_at INTEGER, awaiting_otp INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (email, device_id))`)
    old
      .prepare("INSERT INTO frame_devices (email, device_id, approved_at) VALUES ('a@example.com', 'd1', 5)")
      .run()
    old.close()
    const { devices } = open(path).frame
    expect(await devices.find('a@example.com', 'd1')).toMatchObject({ approvedAt: 5, jkt: null })
    await devices.bindKey('a@example.com', 'd1', 'jkt1')
    await closeAll()
    expect(await open(path).frame.devices.find('a@example.com', 'd1')).toMatchObject({ jkt: 'jkt1' })
  })

  it('counts code attempts and replaces a code with a new one', async () => {
    const { codes } = open().frame
    const code = { purpose: 'login', subject: 's', codeHash: 'c1', payload: null, expiresAt: 9 } as const
    await codes.put(code)
    expect((await codes.attempt('login', 's'))?.attempts).toBe(1)
    expect((await codes.attempt('login', 's'))?.attempts).toBe(2)
    await codes.put({ ...code, codeHash: 'c2' })
    expect(await codes.attempt('login', 's')).toMatchObject({ codeHash: 'c2', attempts: 1 })
    expect(await codes.delete('login', 's')).toBe(true)
    expect(await codes.delete('login', 's')).toBe(false)
    expect(await codes.attempt('login', 's')).toBeUndefined()
  })

  it('starts a cooldown only when none is running, and tells the time left', async () => {
    const { codes } = open().frame
    expect(await codes.startCooldown('k', 1_000, 30_000)).toBe(0)
    expect(await codes.startCooldown('k', 11_000, 30_000)).toBe(20_000)
    expect(await codes.startCooldown('k', 31_000, 30_000)).toBe(0)
    expect(await codes.startCooldown('other', 31_000, 30_000)).toBe(0)
  })

  it('stores a user’s keys once, and lists their addresses on the user', async () => {
    const { users, keys } = open().frame
    await users.findOrCreate('a@example.com', { id: 'u1', createdAt: 1 })
    expect(await keys.find('u1')).toEqual({ ciphertext: null, addresses: {} })
    expect(await keys.find('nobody')).toBeUndefined()
    const addresses = { eip155: '0xabc', solana: 'Sol1' }
    expect(await keys.create('u1', { ciphertext: 'c1', addresses })).toBe(true)
    expect(await keys.create('u1', { ciphertext: 'c2', addresses })).toBe(false)
    expect(await keys.create('nobody', { ciphertext: 'c1', addresses })).toBe(false)
    expect(await keys.find('u1')).toEqual({ ciphertext: 'c1', addresses })
    expect((await users.find('u1'))?.addresses).toEqual(['0xabc', 'Sol1'])
  })

  it('adds the key columns to a users table from before them, keeping its rows', async () => {
    const path = databaseFile()
    const old = new Database(path)
    old.exec(`CREATE TABLE frame_users (
      id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, addresses TEXT NOT NULL DEFAULT '[]',
      created_at INTEGER NOT NULL)`)
    old.prepare("INSERT INTO frame_users (id, email, created_at) VALUES ('u1', 'a@example.com', 1)").run()
    old.close()
    const { users, keys } = open(path).frame
    expect(await users.find('u1')).toEqual({ id: 'u1', email: 'a@example.com', addresses: [], createdAt: 1 })
    expect(await keys.create('u1', { ciphertext: 'c', addresses: { eip155: '0x1', solana: 'S' } })).toBe(true)
    await closeAll()
    // Opening the migrated file again changes nothing.
    expect(await open(path).frame.keys.find('u1')).toEqual({
      ciphertext: 'c',
      addresses: { eip155: '0x1', solana: 'S' },
    })
  })
})

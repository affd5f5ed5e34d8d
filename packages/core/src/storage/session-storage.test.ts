import { STORAGE_KEYS } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { createStorage } from '../controllers/storage.js'
import { createMapStorage } from '../test/fixtures.js'
import { STORAGE_VERSION_KEY } from './session-keys.js'
import { createSessionStorage } from './session-storage.js'
import { createTestDatabase } from './test-database.js'

const CONNECTOR = `${STORAGE_KEYS.connectedConnectorIdPrefix}eip155`
const RECENT = STORAGE_KEYS.recentWallets

const throwingStorage = {
  getItem(): string | null {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem(): void {
    throw new DOMException('denied', 'SecurityError')
  },
  removeItem(): void {
    throw new DOMException('denied', 'SecurityError')
  },
}

describe('session storage over the browser database', () => {
  it('after load() sessions come from the database and are written through; other keys stay in localStorage', async () => {
    const local = createMapStorage({ [CONNECTOR]: '"io.metamask"', [RECENT]: '[]' })
    const { database, values } = createTestDatabase()
    const sessions = createSessionStorage({ local, database })
    await sessions.load()
    expect(sessions.backend.getItem(CONNECTOR)).toBe('"io.metamask"')
    expect(local.values.has(CONNECTOR)).toBe(false)

    sessions.backend.setItem(CONNECTOR, '"io.rabby"')
    sessions.backend.setItem(RECENT, '[{"id":"io.rabby","name":"Rabby"}]')
    await sessions.flush()
    expect(values.get(CONNECTOR)).toBe('"io.rabby"')
    expect(local.values.has(CONNECTOR)).toBe(false)
    expect(local.values.get(RECENT)).toBe('[{"id":"io.rabby","name":"Rabby"}]')

    sessions.backend.removeItem(CONNECTOR)
    await sessions.flush()
    expect(values.has(CONNECTOR)).toBe(false)
  })

  it('a reload reads what the last page wrote', async () => {
    const local = createMapStorage()
    const { database } = createTestDatabase()
    const first = createSessionStorage({ local, database })
    await first.load()
    first.backend.setItem(CONNECTOR, '"io.metamask"')
    await first.flush()
    const reloaded = createSessionStorage({ local, database })
    expect(reloaded.backend.getItem(CONNECTOR)).toBeNull()
    await reloaded.load()
    expect(reloaded.backend.getItem(CONNECTOR)).toBe('"io.metamask"')
  })

  it('a session written before load() ends is kept over the stored one, and stored', async () => {
    const { database, values } = createTestDatabase({ [CONNECTOR]: '"io.metamask"' })
    const sessions = createSessionStorage({ local: createMapStorage(), database })
    sessions.backend.setItem(CONNECTOR, '"io.rabby"')
    await sessions.load()
    await sessions.flush()
    expect(sessions.backend.getItem(CONNECTOR)).toBe('"io.rabby"')
    expect(values.get(CONNECTOR)).toBe('"io.rabby"')
  })

  it('malformed stored data is dropped without a crash: values of the wrong type, and garbage JSON', async () => {
    const socialProvider = STORAGE_KEYS.socialProvider
    const { database, values } = createTestDatabase({
      [CONNECTOR]: '{not json',
      [socialProvider]: { provider: 'google' },
      [STORAGE_KEYS.email]: 42,
      // Not ours: left alone.
      'other-library': { kept: true },
    })
    const sessions = createSessionStorage({ local: createMapStorage(), database })
    await sessions.load()
    const storage = createStorage(sessions.backend)
    expect(storage.getActiveConnectorId('eip155')).toBeUndefined()
    expect(storage.getSocialProvider()).toBeUndefined()
    expect(sessions.backend.getItem(STORAGE_KEYS.email)).toBeNull()
    await sessions.flush()
    expect([...values.keys()]).toEqual(['other-library'])
  })

  it('without a database, sessions stay in localStorage at version 0 (nothing moved, nothing lost)', async () => {
    const local = createMapStorage({ [CONNECTOR]: '"io.metamask"' })
    const sessions = createSessionStorage({ local })
    expect(sessions.backend.getItem(CONNECTOR)).toBe('"io.metamask"')
    await sessions.load()
    sessions.backend.setItem(CONNECTOR, '"io.rabby"')
    expect(local.values.get(CONNECTOR)).toBe('"io.rabby"')
    expect(local.values.has(STORAGE_VERSION_KEY)).toBe(false)
  })

  it('a blocked database (private mode, a sandboxed frame) keeps version-0 sessions in localStorage', async () => {
    const local = createMapStorage({ [CONNECTOR]: '"io.metamask"' })
    const { database, faults } = createTestDatabase()
    faults.blocked = true
    const sessions = createSessionStorage({ local, database })
    await expect(sessions.load()).resolves.toBeUndefined()
    expect(sessions.backend.getItem(CONNECTOR)).toBe('"io.metamask"')
    sessions.backend.removeItem(CONNECTOR)
    expect(local.values.has(CONNECTOR)).toBe(false)
  })

  it('a database that throws at once, instead of rejecting, is treated the same', async () => {
    const local = createMapStorage({ [CONNECTOR]: '"io.metamask"' })
    const { database } = createTestDatabase()
    database.addMissing = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    const sessions = createSessionStorage({ local, database })
    await sessions.load()
    expect(sessions.backend.getItem(CONNECTOR)).toBe('"io.metamask"')
  })

  it('a blocked database after version 1 keeps sessions in memory: localStorage gets no second copy', async () => {
    const local = createMapStorage({ [STORAGE_VERSION_KEY]: '1' })
    const { database, faults } = createTestDatabase({ [CONNECTOR]: '"io.metamask"' })
    faults.blocked = true
    const sessions = createSessionStorage({ local, database })
    await sessions.load()
    sessions.backend.setItem(CONNECTOR, '"io.rabby"')
    expect(sessions.backend.getItem(CONNECTOR)).toBe('"io.rabby"')
    expect(local.values.has(CONNECTOR)).toBe(false)
  })

  it('a database that does not answer in time is done without, and its late migration deletes nothing', async () => {
    const local = createMapStorage({ [CONNECTOR]: '"io.metamask"' })
    const { database, faults, values } = createTestDatabase()
    let release: () => void = () => undefined
    faults.holdCopies = new Promise<void>((resolve) => {
      release = resolve
    })
    const sessions = createSessionStorage({ local, database, timeoutMs: 300 })
    await sessions.load()
    expect(sessions.backend.getItem(CONNECTOR)).toBe('"io.metamask"')
    release()
    await expect.poll(() => values.get(CONNECTOR)).toBe('"io.metamask"')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(local.values.get(CONNECTOR)).toBe('"io.metamask"')
    expect(local.values.has(STORAGE_VERSION_KEY)).toBe(false)
  })

  it('a session written while the database was awaited reaches localStorage when it is done without', async () => {
    const local = createMapStorage()
    const { database, faults } = createTestDatabase()
    faults.blocked = true
    const sessions = createSessionStorage({ local, database })
    sessions.backend.setItem(CONNECTOR, '"io.rabby"')
    await sessions.load()
    await sessions.flush()
    expect(local.values.get(CONNECTOR)).toBe('"io.rabby"')
  })

  it('a localStorage that throws: sessions still go to the database, preferences to memory, nothing throws', async () => {
    const { database, values } = createTestDatabase()
    const sessions = createSessionStorage({ local: throwingStorage, database })
    await sessions.load()
    expect(() => sessions.backend.setItem(CONNECTOR, '"io.metamask"')).not.toThrow()
    expect(() => sessions.backend.setItem(RECENT, '[]')).not.toThrow()
    expect(sessions.backend.getItem(RECENT)).toBe('[]')
    await sessions.flush()
    expect(values.get(CONNECTOR)).toBe('"io.metamask"')
  })

  it('no storage at all (a server): everything lives in memory', async () => {
    const sessions = createSessionStorage({})
    sessions.backend.setItem(CONNECTOR, '"io.metamask"')
    sessions.backend.setItem(RECENT, '[]')
    await sessions.load()
    expect(sessions.backend.getItem(CONNECTOR)).toBe('"io.metamask"')
    expect(sessions.backend.getItem(RECENT)).toBe('[]')
  })
})

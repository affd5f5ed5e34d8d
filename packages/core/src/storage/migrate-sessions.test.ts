import { STORAGE_KEYS } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { createMapStorage } from '../test/fixtures.js'
import { type MigrationLocks, migrateSessions, SessionMigrationError } from './migrate-sessions.js'
import { STORAGE_VERSION_KEY } from './session-keys.js'
import { createTestDatabase } from './test-database.js'

const CONNECTOR = `${STORAGE_KEYS.connectedConnectorIdPrefix}eip155`
const SOLANA_CONNECTOR = `${STORAGE_KEYS.connectedConnectorIdPrefix}solana`
const ADAPTER = '@gangway/ethers:connected_connector_id'

/** What version 0 left in localStorage after a MetaMask connection, an e-mail sign-in and a few choices. */
function versionZeroPage() {
  return createMapStorage({
    [CONNECTOR]: '"io.metamask"',
    [SOLANA_CONNECTOR]: '"phantom"',
    [ADAPTER]: 'io.metamask',
    '@gangway/adapter-bitcoin:connector': 'xverse',
    [STORAGE_KEYS.loginWithEmail]: 'ID_AUTH',
    [STORAGE_KEYS.email]: 'ada@example.com',
    [STORAGE_KEYS.socialProvider]: '"google"',
    [STORAGE_KEYS.smartAccountEnabledNetworks]: '1,137',
    // Preferences: they stay.
    [STORAGE_KEYS.activeCaipNetworkId]: '"eip155:137"',
    [STORAGE_KEYS.activeNamespace]: '"eip155"',
    [STORAGE_KEYS.recentWallets]: '[{"id":"io.metamask","name":"MetaMask"}]',
    [STORAGE_KEYS.emailLoginTime]: '1000',
    'wagmi.store': '{"state":{}}',
  })
}

const SESSION_VALUES = {
  [CONNECTOR]: '"io.metamask"',
  [SOLANA_CONNECTOR]: '"phantom"',
  [ADAPTER]: 'io.metamask',
  '@gangway/adapter-bitcoin:connector': 'xverse',
  [STORAGE_KEYS.loginWithEmail]: 'ID_AUTH',
  [STORAGE_KEYS.email]: 'ada@example.com',
  [STORAGE_KEYS.socialProvider]: '"google"',
  [STORAGE_KEYS.smartAccountEnabledNetworks]: '1,137',
}

/** Web Locks as the browser grants them: one holder at a time, in request order. */
function createLocks(): MigrationLocks {
  let queue: Promise<void> = Promise.resolve()
  return {
    request(_name, callback) {
      const run = queue.then(callback)
      queue = run.catch(() => undefined)
      return run
    },
  }
}

describe('migrateSessions (SPEC §4 storage version 1)', () => {
  it('moves every wallet-session key to the database, leaves the preferences, and marks version 1', async () => {
    const local = versionZeroPage()
    const { database, values } = createTestDatabase()
    await migrateSessions(local, database)
    expect(Object.fromEntries(values)).toEqual(SESSION_VALUES)
    expect([...local.values.keys()].sort()).toEqual(
      [
        STORAGE_KEYS.activeCaipNetworkId,
        STORAGE_KEYS.activeNamespace,
        STORAGE_KEYS.recentWallets,
        STORAGE_KEYS.emailLoginTime,
        'wagmi.store',
        STORAGE_VERSION_KEY,
      ].sort(),
    )
    expect(local.values.get(STORAGE_VERSION_KEY)).toBe('1')
  })

  it('runs once: a second start does not touch the database, even if an old version wrote a key since', async () => {
    const local = versionZeroPage()
    const { database, calls } = createTestDatabase()
    await migrateSessions(local, database)
    calls.length = 0
    local.setItem(CONNECTOR, '"io.rabby"')
    await migrateSessions(local, database)
    expect(calls).toEqual([])
    expect(local.values.get(CONNECTOR)).toBe('"io.rabby"')
  })

  it('a page with no stored session is marked too, once the database has answered', async () => {
    const local = createMapStorage({ [STORAGE_KEYS.recentWallets]: '[]' })
    const { database, calls } = createTestDatabase()
    await migrateSessions(local, database)
    expect(calls).toEqual(['entries'])
    expect(local.values.get(STORAGE_VERSION_KEY)).toBe('1')
  })

  it('a blocked database is not marked as migrated, even with nothing to copy', async () => {
    const local = createMapStorage()
    const { database, faults } = createTestDatabase()
    faults.blocked = true
    await expect(migrateSessions(local, database)).rejects.toThrow()
    expect(local.values.has(STORAGE_VERSION_KEY)).toBe(false)
  })

  it('a copy that fails leaves localStorage as it was and the version at 0; the next start moves it', async () => {
    const local = versionZeroPage()
    const before = new Map(local.values)
    const { database, values, faults } = createTestDatabase()
    faults.blocked = true
    await expect(migrateSessions(local, database)).rejects.toThrow()
    expect(local.values).toEqual(before)

    faults.blocked = false
    await migrateSessions(local, database)
    expect(Object.fromEntries(values)).toEqual(SESSION_VALUES)
    expect(local.values.has(CONNECTOR)).toBe(false)
  })

  it('a copy that does not read back deletes nothing (verified before deleting)', async () => {
    const local = versionZeroPage()
    const before = new Map(local.values)
    const { database, faults } = createTestDatabase()
    faults.dropCopies = true
    const failure = await migrateSessions(local, database).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SessionMigrationError)
    expect((failure as SessionMigrationError).shortMessage).toBe(
      'Wallet sessions could not be moved to the browser database.',
    )
    expect(local.values).toEqual(before)
  })

  it('a start that gave up waiting copies at most, and deletes nothing', async () => {
    const local = versionZeroPage()
    const { database, values } = createTestDatabase()
    await migrateSessions(local, database, { abandoned: () => true })
    expect(local.values.get(CONNECTOR)).toBe('"io.metamask"')
    expect(local.values.has(STORAGE_VERSION_KEY)).toBe(false)
    // What was copied is the same value: the next start copies it again without harm.
    expect(values.get(CONNECTOR)).toBe('"io.metamask"')
  })

  it('keeps a value the database already holds: a newer one from a tab that migrated first', async () => {
    const local = versionZeroPage()
    const { database, values } = createTestDatabase({ [CONNECTOR]: '"io.rabby"' })
    await migrateSessions(local, database)
    expect(values.get(CONNECTOR)).toBe('"io.rabby"')
    expect(local.values.has(CONNECTOR)).toBe(false)
  })

  it('replaces a malformed value in the database by the one in localStorage', async () => {
    const local = versionZeroPage()
    const { database, values } = createTestDatabase({ [CONNECTOR]: 42 })
    await migrateSessions(local, database)
    expect(values.get(CONNECTOR)).toBe('"io.metamask"')
  })

  it('two tabs starting at once neither duplicate nor lose a session, without Web Locks', async () => {
    const local = versionZeroPage()
    const { database, values } = createTestDatabase()
    await Promise.all([migrateSessions(local, database), migrateSessions(local, database)])
    expect(Object.fromEntries(values)).toEqual(SESSION_VALUES)
    expect(local.values.has(CONNECTOR)).toBe(false)
    expect(local.values.get(STORAGE_VERSION_KEY)).toBe('1')
  })

  it('with Web Locks the second tab waits, finds version 1 and copies nothing', async () => {
    const local = versionZeroPage()
    const { database, calls } = createTestDatabase()
    const locks = createLocks()
    await Promise.all([
      migrateSessions(local, database, { locks }),
      migrateSessions(local, database, { locks }),
    ])
    expect(calls.filter((call) => call === 'addMissing')).toHaveLength(1)
    expect(local.values.get(STORAGE_VERSION_KEY)).toBe('1')
  })

  it('a version marker that cannot be written (full quota) loses nothing: the sessions are in the database', async () => {
    const local = versionZeroPage()
    const { database, values } = createTestDatabase()
    const fullQuota = {
      ...local,
      setItem(key: string, value: string) {
        if (key === STORAGE_VERSION_KEY) throw new DOMException('full', 'QuotaExceededError')
        local.setItem(key, value)
      },
    }
    await expect(migrateSessions(fullQuota, database)).resolves.toBeUndefined()
    expect(Object.fromEntries(values)).toEqual(SESSION_VALUES)
    expect(local.values.has(STORAGE_VERSION_KEY)).toBe(false)
    // The next start finds nothing left to copy and keeps the database as it is.
    await migrateSessions(local, database)
    expect(Object.fromEntries(values)).toEqual(SESSION_VALUES)
    expect(local.values.get(STORAGE_VERSION_KEY)).toBe('1')
  })
})

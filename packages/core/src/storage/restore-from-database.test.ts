import { STORAGE_KEYS } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { createAppKitCore } from '../appkit-core.js'
import { createMapStorage, testNetworks } from '../test/fixtures.js'
import { createMemoryAdapter } from '../test/memory-adapter.js'
import { metamask, storedSession } from '../test/setup-core.js'
import { STORAGE_VERSION_KEY } from './session-keys.js'
import type { SessionDatabase } from './session-database.js'
import { createTestDatabase } from './test-database.js'

const CONNECTOR = `${STORAGE_KEYS.connectedConnectorIdPrefix}eip155`

/** One page load: a new instance over the same localStorage and database. */
function loadPage(local: ReturnType<typeof createMapStorage>, database: SessionDatabase) {
  const memory = createMemoryAdapter({ wallets: [{ ...metamask }], authorized: ['io.metamask'] })
  const core = createAppKitCore(
    { projectId: 'test-project', networks: [testNetworks.mainnet], adapters: [memory.adapter] },
    { storage: local, sessionDatabase: database, isMobile: () => false, now: () => 1_000 },
  )
  return { core, memory }
}

describe('ready() and the SPEC §4 storage migration', () => {
  it('a version-0 session is moved to the database on the first start and restored, on every start after', async () => {
    const local = createMapStorage(storedSession())
    const { database, values, calls } = createTestDatabase()

    const first = loadPage(local, database)
    await first.core.ready()
    expect(first.core.getAccount()).toMatchObject({ isConnected: true, status: 'connected' })
    expect(local.values.has(CONNECTOR)).toBe(false)
    expect(values.get(CONNECTOR)).toBe('"io.metamask"')
    expect(local.values.get(STORAGE_VERSION_KEY)).toBe('1')
    // The last network is a preference of the page: it stays in localStorage.
    expect(local.values.get(STORAGE_KEYS.activeCaipNetworkId)).toBe('"eip155:1"')

    calls.length = 0
    const reloaded = loadPage(local, database)
    await reloaded.core.ready()
    expect(reloaded.core.getAccount()).toMatchObject({ isConnected: true, status: 'connected' })
    // Nothing is migrated again: the database is only read (and the restored connector written back).
    expect(calls[0]).toBe('entries')
    expect(calls).not.toContain('addMissing')
  })

  it('disconnecting removes the session from the database, so the next start stays disconnected', async () => {
    const local = createMapStorage(storedSession())
    const { database, values } = createTestDatabase()
    const page = loadPage(local, database)
    await page.core.ready()
    await page.core.disconnect()
    await expect.poll(() => values.has(CONNECTOR)).toBe(false)

    const reloaded = loadPage(local, database)
    await reloaded.core.ready()
    expect(reloaded.core.getIsConnectedState()).toBe(false)
    expect(reloaded.memory.calls.some((call) => call.method === 'reconnect')).toBe(false)
  })

  it('ready() waits for the database before it restores', async () => {
    const local = createMapStorage({ [STORAGE_VERSION_KEY]: '1' })
    const { database } = createTestDatabase({ [CONNECTOR]: '"io.metamask"' })
    let answer: () => void = () => undefined
    const slowEntries = database.entries
    database.entries = () =>
      new Promise((resolve) => {
        answer = () => resolve(slowEntries())
      })
    const page = loadPage(local, database)
    let ready = false
    const starting = page.core.ready().then(() => {
      ready = true
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ready).toBe(false)
    answer()
    await starting
    expect(page.core.getIsConnectedState()).toBe(true)
  })

  it('a blocked database still restores a version-0 session from localStorage, and keeps it there', async () => {
    const local = createMapStorage(storedSession())
    const { database, faults } = createTestDatabase()
    faults.blocked = true
    const page = loadPage(local, database)
    await page.core.ready()
    expect(page.core.getIsConnectedState()).toBe(true)
    expect(local.values.get(CONNECTOR)).toBe('"io.metamask"')
    expect(local.values.has(STORAGE_VERSION_KEY)).toBe(false)
  })
})

import { GangwayError } from '@gangway/common'
import type { StorageBackend } from '../utils/environment.js'
import type { SessionDatabase } from './session-database.js'
import { hasMigrated, STORAGE_VERSION, STORAGE_VERSION_KEY, WALLET_SESSION_KEYS } from './session-keys.js'

/** A key copied to the database did not read back: localStorage keeps it and the version stays 0. */
export class SessionMigrationError extends GangwayError {
  constructor(keys: readonly string[]) {
    super('Wallet sessions could not be moved to the browser database.', {
      details: `Not found after copying: ${keys.join(', ')}.`,
      name: 'SessionMigrationError',
    })
  }
}

/** Web Locks, as far as the migration uses them; absent in old browsers and on servers. */
export interface MigrationLocks {
  request(name: string, callback: () => Promise<void>): Promise<void>
}

export interface MigrationOptions {
  /** Tabs take this lock in turn, so one migrates and the others find version 1; the page's Web Locks by default. */
  locks?: MigrationLocks | undefined
  /** Checked just before localStorage is changed: a start that gave up waiting must not delete anything. */
  abandoned?: () => boolean
}

const LOCK_NAME = '@gangway/storage-migration'

/**
 * SPEC §4: moves wallet-session data from localStorage to the database once, then marks storage version 1.
 * Copy, read back, delete, mark: a failure at any step leaves every value in at least one place, and the next
 * start finishes the work. The copy keeps a value the database already has (another tab's newer one), so two
 * tabs starting together neither duplicate nor lose; with Web Locks they do not even overlap.
 */
export async function migrateSessions(
  local: StorageBackend,
  database: SessionDatabase,
  options: MigrationOptions = {},
): Promise<void> {
  if (hasMigrated(local)) return
  const run = () => migrateOnce(local, database, options.abandoned ?? (() => false))
  const locks = 'locks' in options ? options.locks : browserLocks()
  await (locks ? locks.request(LOCK_NAME, run) : run())
}

async function migrateOnce(
  local: StorageBackend,
  database: SessionDatabase,
  abandoned: () => boolean,
): Promise<void> {
  // Another tab may have finished while this one waited for the lock.
  if (hasMigrated(local)) return
  const found = WALLET_SESSION_KEYS.flatMap((key) => {
    const value = local.getItem(key)
    return value === null ? [] : [[key, value] as const]
  })
  if (found.length > 0) await database.addMissing(found)
  // Read back even with nothing to copy: version 1 is only marked once the database has answered, so a page
  // whose database is blocked keeps its sessions in localStorage instead of in memory.
  const stored = new Map(await database.entries())
  const missing = found.filter(([key]) => typeof stored.get(key) !== 'string').map(([key]) => key)
  if (missing.length > 0) throw new SessionMigrationError(missing)
  if (abandoned()) return
  for (const [key] of found) local.removeItem(key)
  try {
    local.setItem(STORAGE_VERSION_KEY, STORAGE_VERSION)
  } catch {
    // The sessions are in the database already; the next start finds nothing to copy and marks it then.
  }
}

/** The page's Web Locks, or undefined where there are none. */
function browserLocks(): MigrationLocks | undefined {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks
  if (typeof locks?.request !== 'function') return undefined
  return { request: async (name, callback) => void (await locks.request(name, callback)) }
}

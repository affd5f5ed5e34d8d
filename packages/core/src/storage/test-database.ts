import type { SessionDatabase } from './session-database.js'

/**
 * A SessionDatabase over a Map, for tests of the logic above the database (the real IndexedDB one is exercised in
 * e2e/storage-migration.spec.ts). A test seeds `values`, counts `calls`, and makes a step fail or wait.
 */
export function createTestDatabase(initial: Record<string, unknown> = {}) {
  const values = new Map<string, unknown>(Object.entries(initial))
  const calls: string[] = []
  const faults: {
    /** Rejects every call, as a blocked database does. */
    blocked?: boolean
    /** Accepts copies but keeps none of them (a copy that does not read back). */
    dropCopies?: boolean
    /** Holds copies until the test releases them. */
    holdCopies?: Promise<void>
  } = {}

  async function step(name: string): Promise<void> {
    calls.push(name)
    if (faults.blocked) throw new DOMException('The database is blocked', 'InvalidStateError')
  }

  const database: SessionDatabase = {
    async entries() {
      await step('entries')
      return [...values]
    },
    async addMissing(items) {
      await step('addMissing')
      await faults.holdCopies
      if (faults.dropCopies) return
      for (const [key, value] of items) if (typeof values.get(key) !== 'string') values.set(key, value)
    },
    async set(key, value) {
      await step('set')
      values.set(key, value)
    },
    async delete(key) {
      await step('delete')
      values.delete(key)
    },
  }
  return { database, values, calls, faults }
}

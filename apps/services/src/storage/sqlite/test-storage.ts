import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import type { Storage } from '../types.js'
import { openSqliteStorage } from './index.js'

export interface TestStorage {
  /** Opens a store (in memory unless a path is given) that is closed after the test. */
  open(path?: string): Storage
  /** A fresh database file path in a temporary directory removed after the test. */
  databaseFile(): string
  /** Closes every store opened so far, so a test can reopen the file and see what was kept. */
  closeAll(): Promise<void>
}

/** Call at the top of a test file: every store and file it hands out is cleaned up after each test. */
export function useTestStorage(prefix = 'gangway-store-'): TestStorage {
  const opened: Storage[] = []
  const directories: string[] = []
  const closeAll = async () => {
    await Promise.all(opened.splice(0).map((storage) => storage.close()))
  }
  afterEach(async () => {
    await closeAll()
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
  })
  return {
    closeAll,
    open(path = ':memory:') {
      const storage = openSqliteStorage(path)
      opened.push(storage)
      return storage
    },
    databaseFile() {
      const directory = mkdtempSync(join(tmpdir(), prefix))
      directories.push(directory)
      return join(directory, 'services.sqlite')
    },
  }
}

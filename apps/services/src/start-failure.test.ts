import { existsSync, mkdtempSync, readdirSync, readlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ServicesConfigError } from './config-error.js'
import { startTestServices } from './test/services.js'

/** This process's open files under `path` (the database, its -wal and -shm), from Linux's /proc. */
function openHandles(path: string): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`)
      return target.startsWith(path) ? [target] : []
    } catch {
      return [] // closed since it was listed
    }
  })
}

const freshDbPath = () => join(mkdtempSync(join(tmpdir(), 'gangway-start-')), 'services.sqlite')

describe.runIf(existsSync('/proc/self/fd'))('a start that fails', () => {
  it('refuses a bad relay limit before opening the database, and names it', async () => {
    const dbPath = freshDbPath()
    for (let attempt = 0; attempt < 2; attempt++) {
      const start = startTestServices({ chains: [], dbPath, relay: { limits: { rate: { burst: 0 } } } })
      await expect(start).rejects.toThrow(ServicesConfigError)
      await expect(start).rejects.toMatchObject({
        problems: ['relay.limits.rate.burst (RELAY_LIMITS): must be a positive number'],
      })
    }
    expect(existsSync(dbPath)).toBe(false)
    expect(openHandles(dbPath)).toEqual([])
  })

  it('closes the database when a part fails while being built, so the next start opens it', async () => {
    const dbPath = freshDbPath()
    // Not a setting startServices checks: the Solana client throws on it once the storage is open.
    const solana = { rpcUrl: 'ftp://solana.example' }
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(startTestServices({ chains: [], dbPath, solana })).rejects.toThrow(/http/)
      expect(openHandles(dbPath)).toEqual([])
    }
    const services = await startTestServices({ chains: [], dbPath })
    expect(openHandles(dbPath)).not.toEqual([])
    await services.stop()
    expect(openHandles(dbPath)).toEqual([])
  })
})

import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { MIN_KEY_SECRET_BYTES } from './config.js'

/**
 * The key secret kept in `path` (the CLI's `<db dir>/frame-key-secret`), made there the first time: 32
 * random bytes, base64url, readable by the owner only. Outside production this lets keys stored in a
 * database file be unwrapped again after a restart without any set-up; production passes FRAME_KEY_SECRET.
 */
export function frameKeySecretFromFile(path: string): string {
  mkdirSync(dirname(path), { recursive: true })
  // Written aside, then linked into place: the link fails when the file exists, so of two servers starting on
  // one directory, one creates it and the other reads it, never half-written.
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
  try {
    linkSync(draft, path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    rmSync(draft, { force: true })
  }
  const secret = readFileSync(path, 'utf8').trim()
  if (Buffer.byteLength(secret) < MIN_KEY_SECRET_BYTES) {
    throw new Error(
      `${path} holds no usable key secret (at least ${MIN_KEY_SECRET_BYTES} bytes): restore it, since keys stored with it cannot be unwrapped without it`,
    )
  }
  return secret
}

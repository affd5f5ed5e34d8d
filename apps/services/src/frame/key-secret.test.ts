import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { frameKeySecretFromFile } from './key-secret.js'

const directories: string[] = []
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
})

function directory(): string {
  const path = mkdtempSync(join(tmpdir(), 'gangway-key-secret-'))
  directories.push(path)
  return path
}

describe('frameKeySecretFromFile', () => {
  it('creates the secret once, readable by its owner only, and reads the same one after', () => {
    const path = join(directory(), 'data', 'frame-key-secret')
    const secret = frameKeySecretFromFile(path)
    expect(secret).toMatch(/^[\w-]{43}$/)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(frameKeySecretFromFile(path)).toBe(secret)
  })

  it('refuses a file that holds no usable secret rather than replacing it', () => {
    const path = join(directory(), 'frame-key-secret')
    writeFileSync(path, 'short\n')
    expect(() => frameKeySecretFromFile(path)).toThrow('holds no usable key secret')
  })
})

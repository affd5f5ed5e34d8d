import { describe, expect, it } from 'vitest'
import type { SIWXSessionRecord } from '../siwx-types.js'
import { useTestStorage } from './test-storage.js'

const { open, databaseFile, closeAll } = useTestStorage('gangway-siwx-store-')

const session = (id: string, overrides: Partial<SIWXSessionRecord> = {}): SIWXSessionRecord => ({
  id,
  projectId: 'p1',
  chainId: 'eip155:1',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  domain: 'app.example',
  message: 'app.example wants you to sign in …',
  signature: '0x01',
  data: { domain: 'app.example', nonce: 'n1', resources: ['https://a.example'] },
  createdAt: 1_000,
  expiresAt: 2_000,
  revokedAt: null,
  ...overrides,
})

describe('SIWX sessions and nonces (SQLite)', () => {
  it('keeps sessions and nonces across reopening the file', async () => {
    const path = databaseFile()
    const first = open(path)
    await first.siwx.sessions.insert(session('s1'))
    await first.siwx.nonces.issue({ nonce: 'n1', projectId: 'p1', issuedAt: 1_000, expiresAt: 1_900 })
    await first.siwx.nonces.issue({ nonce: 'n2', projectId: 'p1', issuedAt: 1_000, expiresAt: 1_900 })
    expect(await first.siwx.nonces.consume('n1', 'p1', 1_100)).toBe('consumed')
    await closeAll()

    const { siwx } = open(path)
    expect(await siwx.sessions.find('s1', 1_500)).toEqual(session('s1'))
    expect(await siwx.nonces.consume('n1', 'p1', 1_200)).toBe('used')
    expect(await siwx.nonces.consume('n2', 'p1', 1_200)).toBe('consumed')
  })

  it('does not return an expired or revoked session; revokes a live one once', async () => {
    const { sessions } = open().siwx
    await sessions.insert(session('s1'))
    await sessions.insert(session('s2'))
    expect(await sessions.find('s1', 1_999)).toMatchObject({ id: 's1' })
    expect(await sessions.find('s1', 2_000)).toBeUndefined()
    expect(await sessions.revoke('s1', 2_000)).toBe(false)

    expect(await sessions.revoke('s2', 1_500)).toBe(true)
    expect(await sessions.find('s2', 1_600)).toBeUndefined()
    expect(await sessions.revoke('s2', 1_600)).toBe(false)
    expect(await sessions.find('nope', 1_000)).toBeUndefined()
  })

  it('consumes a nonce once, for its own project, within its lifetime', async () => {
    const { nonces } = open().siwx
    await nonces.issue({ nonce: 'n1', projectId: 'p1', issuedAt: 0, expiresAt: 100 })
    expect(await nonces.consume('n1', 'p2', 10)).toBe('unknown')
    expect(await nonces.consume('never', 'p1', 10)).toBe('unknown')
    expect(await nonces.consume('n1', 'p1', 10)).toBe('consumed')
    expect(await nonces.consume('n1', 'p1', 11)).toBe('used')

    await nonces.issue({ nonce: 'n2', projectId: 'p1', issuedAt: 0, expiresAt: 100 })
    expect(await nonces.consume('n2', 'p1', 100)).toBe('unknown')
    // Issuing forgets the expired ones; a forgotten nonce stays refused (unknown).
    await nonces.issue({ nonce: 'n3', projectId: 'p1', issuedAt: 200, expiresAt: 300 })
    expect(await nonces.consume('n1', 'p1', 50)).toBe('unknown')
    expect(await nonces.consume('n2', 'p1', 50)).toBe('unknown')
    expect(await nonces.consume('n3', 'p1', 250)).toBe('consumed')
  })
})

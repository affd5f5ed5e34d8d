import { describe, expect, it } from 'vitest'
import type { Storage } from '../types.js'
import { useTestStorage } from './test-storage.js'

const { open, databaseFile, closeAll } = useTestStorage('gangway-shares-')
const WALLET = { eip155: '0x00000000000000000000000000000000000000aA', solana: 'So1anaAddress' }

async function withUsers(storage: Storage, ...ids: string[]): Promise<Storage> {
  for (const id of ids) await storage.frame.users.findOrCreate(`${id}@example.com`, { id, createdAt: 1 })
  return storage
}

describe('frame share store (SQLite)', () => {
  it('stores a user’s auth share once: a second write, even concurrent, does not replace it', async () => {
    const { frameShares } = await withUsers(open(), 'u1', 'u2')
    expect(await frameShares.findAuth('u1')).toBeUndefined()
    const results = await Promise.all([
      frameShares.createAuth('u1', 'share-a', 10, WALLET),
      frameShares.createAuth('u1', 'share-b', 11, WALLET),
    ])
    expect(results).toEqual(['created', 'exists'])
    expect(await frameShares.findAuth('u1')).toBe('share-a')
    expect(await frameShares.createAuth('u1', 'share-c', 12, WALLET)).toBe('exists')
    expect(await frameShares.findAuth('u1')).toBe('share-a')
    expect(await frameShares.findAuth('u2')).toBeUndefined()
  })

  it('lists the wallet’s addresses on the user with its share, and refuses a share of other addresses', async () => {
    const storage = await withUsers(open(), 'u1', 'u2')
    expect(await storage.frameShares.createAuth('u1', 'share-a', 1, WALLET)).toBe('created')
    expect((await storage.frame.users.find('u1'))?.addresses).toEqual([WALLET.eip155, WALLET.solana])

    // u2 has a wallet from before key shares: only its own addresses move to shares.
    await storage.frame.keys.create('u2', { ciphertext: 'c', addresses: WALLET })
    const other = { eip155: '0x00000000000000000000000000000000000000bB', solana: WALLET.solana }
    expect(await storage.frameShares.createAuth('u2', 'share-x', 2, other)).toBe('other-addresses')
    expect(
      await storage.frameShares.createAuth('u2', 'share-x', 2, { ...WALLET, solana: 'so1anaaddress' }),
    ).toBe('other-addresses')
    expect(await storage.frameShares.findAuth('u2')).toBeUndefined()
    const lowerCase = { ...WALLET, eip155: WALLET.eip155.toLowerCase() }
    expect(await storage.frameShares.createAuth('u2', 'share-y', 3, lowerCase)).toBe('created')
  })

  it('stores nothing for an unknown user', async () => {
    const { frameShares } = open()
    expect(await frameShares.createAuth('nobody', 'share', 1, WALLET)).toBe('exists')
    await frameShares.putRecovery('nobody', { kind: 'code', credentialId: null, sealed: 's', createdAt: 1 })
    expect(await frameShares.findAuth('nobody')).toBeUndefined()
    expect(await frameShares.listRecovery('nobody')).toEqual([])
  })

  it('keeps one sealed recovery share per kind, a new one replacing the old', async () => {
    const { frameShares } = await withUsers(open(), 'u1', 'u2')
    expect(await frameShares.listRecovery('u1')).toEqual([])
    const passkey = { kind: 'passkey', credentialId: 'cred-1', sealed: 'sealed-p1', createdAt: 5 } as const
    const code = { kind: 'code', credentialId: null, sealed: 'sealed-c1', createdAt: 6 } as const
    await frameShares.putRecovery('u1', passkey)
    await frameShares.putRecovery('u1', code)
    expect(await frameShares.listRecovery('u1')).toEqual([code, passkey])

    const newer = { kind: 'passkey', credentialId: 'cred-2', sealed: 'sealed-p2', createdAt: 9 } as const
    await frameShares.putRecovery('u1', newer)
    expect(await frameShares.listRecovery('u1')).toEqual([code, newer])
    expect(await frameShares.listRecovery('u2')).toEqual([])
  })

  it('keeps shares in the file across a reopen, and refuses an unknown kind at the database', async () => {
    const path = databaseFile()
    const first = await withUsers(open(path), 'u1')
    await first.frameShares.createAuth('u1', 'auth', 1, WALLET)
    await first.frameShares.putRecovery('u1', { kind: 'code', credentialId: null, sealed: 'c', createdAt: 2 })
    await expect(
      first.frameShares.putRecovery('u1', {
        kind: 'pin' as 'code',
        credentialId: null,
        sealed: 'x',
        createdAt: 3,
      }),
    ).rejects.toThrow(/CHECK constraint/)
    await closeAll()

    const again = open(path)
    expect(await again.frameShares.findAuth('u1')).toBe('auth')
    expect(await again.frameShares.listRecovery('u1')).toEqual([
      { kind: 'code', credentialId: null, sealed: 'c', createdAt: 2 },
    ])
  })
})

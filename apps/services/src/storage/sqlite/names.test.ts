import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { useTestStorage } from './test-storage.js'

const { open, databaseFile, closeAll } = useTestStorage('gangway-names-')

const ALICE = '0x00000000000000000000000000000000000a11ce'
const BOB = '0x0000000000000000000000000000000000000b0b'
const CAROL = '0x00000000000000000000000000000000000ca401'
const registration = (address: string, name: string, at = 1_000) => ({
  address,
  name,
  avatar: null,
  coinType: 60,
  attributes: {},
  at,
})

describe('SQLite NameStore', () => {
  it('migrates a names table from before registrations: columns, lower-case unique names', async () => {
    const path = databaseFile()
    const old = new Database(path)
    old.exec('CREATE TABLE names (address TEXT PRIMARY KEY, name TEXT NOT NULL, avatar TEXT)')
    const insert = old.prepare('INSERT INTO names (address, name, avatar) VALUES (?, ?, ?)')
    insert.run(ALICE, 'Alice.reown.id', 'https://img.example/a.png')
    // Two addresses seeded with one name: the first keeps it, so the unique index can be built.
    insert.run(BOB, 'alice.reown.id', null)
    insert.run(CAROL, 'carol.reown.id', null)
    old.close()

    const { names } = open(path)
    const alice = await names.findByName('ALICE.reown.id')
    expect(alice).toEqual({
      address: ALICE,
      name: 'alice.reown.id',
      avatar: 'https://img.example/a.png',
      coinType: null,
      attributes: {},
      registered: expect.any(Number),
      updated: expect.any(Number),
    })
    expect(alice!.registered).toBeGreaterThan(1_600_000_000)
    expect(await names.findByAddress(BOB)).toBeUndefined()
    expect(await names.register(registration(BOB, 'carol.reown.id'))).toEqual({ ok: false, owner: CAROL })
  })

  it('opens an already migrated file again without change', async () => {
    const path = databaseFile()
    await open(path).names.register(registration(ALICE, 'alice.reown.id', 1_234))
    await closeAll()
    const again = open(path)
    expect(await again.names.findByAddress(ALICE)).toMatchObject({
      name: 'alice.reown.id',
      registered: 1_234,
    })
  })

  it('register: one name per address, a name held by another address is refused', async () => {
    const { names } = open()
    expect(await names.register(registration(ALICE, 'alice.reown.id', 1_000))).toEqual({ ok: true })
    // Registering the same name again keeps its registration time.
    await names.register({ ...registration(ALICE, 'alice.reown.id', 2_000), attributes: { bio: 'x' } })
    expect(await names.findByAddress(ALICE)).toMatchObject({
      registered: 1_000,
      updated: 2_000,
      attributes: { bio: 'x' },
    })
    // Another name replaces it and starts afresh.
    await names.register(registration(ALICE, 'alice2.reown.id', 3_000))
    expect(await names.findByName('alice.reown.id')).toBeUndefined()
    expect(await names.findByAddress(ALICE)).toMatchObject({ name: 'alice2.reown.id', registered: 3_000 })
    expect(await names.register(registration(BOB, 'Alice2.reown.id'))).toEqual({ ok: false, owner: ALICE })
    expect([...(await names.takenAmong(['alice2.reown.id', 'ALICE.reown.id', 'x.reown.id']))]).toEqual([
      'alice2.reown.id',
    ])
  })

  it('seed never overrides a registration; upsert (test hooks) takes the name from its holder', async () => {
    const { names } = open()
    await names.register(registration(ALICE, 'alice.reown.id'))
    await names.seed({ address: ALICE, name: 'seeded.reown.id', avatar: null })
    await names.seed({ address: BOB, name: 'alice.reown.id', avatar: null })
    expect((await names.findByAddress(ALICE))?.name).toBe('alice.reown.id')
    expect(await names.findByAddress(BOB)).toBeUndefined()
    await names.seed({ address: BOB, name: 'bob.reown.id', avatar: null })
    expect((await names.findByAddress(BOB))?.name).toBe('bob.reown.id')

    await names.upsert({ address: BOB, name: 'alice.reown.id', avatar: null })
    expect((await names.findByName('alice.reown.id'))?.address).toBe(BOB)
    expect(await names.findByAddress(ALICE)).toBeUndefined()
  })
})

import type { CaipNetworkId } from '@gangway/common'
import type { SIWXSession } from '@gangway/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SIWXStorageError } from './errors.js'
import { LocalStorage } from './local-storage.js'

const KEY = '@appkit/siwx'
const NOW = Date.parse('2025-03-01T12:00:00.000Z')
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOL_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  items: Map<string, string>
} {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

let nonceCounter = 0

/** A session as the storage sees it: the storage keeps, it does not verify, so the signature is a stand-in. */
function session(chainId: CaipNetworkId, accountAddress: string, expirationTime?: string): SIWXSession {
  const nonce = `nonce${++nonceCounter}x`
  return {
    data: {
      accountAddress,
      chainId,
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce,
      issuedAt: '2025-03-01T11:00:00.000Z',
      ...(expirationTime ? { expirationTime } : {}),
    },
    message: `message with ${nonce}`,
    signature: `0xsignature${nonce}`,
  }
}

function create(storage = memoryStorage()) {
  return { storage, local: new LocalStorage({ key: KEY, storage, now: () => NOW }) }
}

describe('LocalStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('finds the sessions of a chain and address; eip155 addresses in any casing, others exactly', async () => {
    const { local } = create()
    const alice = session('eip155:1', ALICE)
    const alicePolygon = session('eip155:137', ALICE)
    const bob = session('eip155:1', BOB)
    const sol = session(SOLANA, SOL_ADDRESS)
    await local.set([alice, alicePolygon, bob, sol])

    expect(await local.get('eip155:1', ALICE)).toEqual([alice])
    expect(await local.get('eip155:1', ALICE.toLowerCase())).toEqual([alice])
    expect(await local.get('eip155:137', ALICE)).toEqual([alicePolygon])
    expect(await local.get('eip155:1', BOB)).toEqual([bob])
    expect(await local.get(SOLANA, SOL_ADDRESS)).toEqual([sol])
    // A base58 address in another casing is another key.
    expect(await local.get(SOLANA, SOL_ADDRESS.toLowerCase())).toEqual([])
    expect(await local.get('eip155:10', ALICE)).toEqual([])
  })

  it('drops expired sessions, from the storage too', async () => {
    const { local, storage } = create()
    const expired = session('eip155:1', ALICE, '2025-03-01T12:00:00.000Z')
    const live = session('eip155:1', BOB, '2025-03-01T12:00:01.000Z')
    const forever = session('eip155:137', ALICE)
    await local.set([expired, live, forever])

    expect(await local.get('eip155:1', ALICE)).toEqual([])
    expect(await local.get('eip155:1', BOB)).toEqual([live])
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual([live, forever])
  })

  it('reads unreadable JSON as no sessions, and writes over it', async () => {
    const { local, storage } = create()
    for (const text of ['{not json', '"a string"', '{"data":{}}', 'null']) {
      storage.items.set(KEY, text)
      expect(await local.get('eip155:1', ALICE)).toEqual([])
    }

    storage.items.set(KEY, '{not json')
    const alice = session('eip155:1', ALICE)
    await local.add(alice)
    expect(await local.get('eip155:1', ALICE)).toEqual([alice])
  })

  it('ignores stored entries that are not sessions and keeps the ones that are', async () => {
    const { local, storage } = create()
    const alice = session('eip155:1', ALICE)
    const { chainId: _chainId, ...noChain } = alice.data
    const entries = [
      42,
      null,
      [alice],
      { data: null, message: 'm', signature: 's' },
      { ...alice, data: noChain },
      { ...alice, data: { ...alice.data, chainId: 'not a chain' } },
      { ...alice, data: { ...alice.data, accountAddress: 7 } },
      { ...alice, data: { ...alice.data, expirationTime: 'tomorrow' } },
      { ...alice, data: { ...alice.data, resources: ['ok', 3] } },
      { ...alice, signature: undefined },
      { ...alice, id: 12 },
      alice,
    ]
    storage.items.set(KEY, JSON.stringify(entries))

    expect(await local.get('eip155:1', ALICE)).toEqual([alice])
    // The junk is cleared away on the read.
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual([alice])
  })

  it('adds a session in place of an older one of the same chain and address', async () => {
    const { local } = create()
    const old = session('eip155:1', ALICE.toLowerCase())
    const otherChain = session('eip155:137', ALICE)
    const bob = session('eip155:1', BOB)
    await local.add(old)
    await local.add(otherChain)
    await local.add(bob)

    const renewed = session('eip155:1', ALICE)
    await local.add(renewed)

    expect(await local.get('eip155:1', ALICE)).toEqual([renewed])
    expect(await local.getAll()).toEqual([otherChain, bob, renewed])
  })

  it('deletes the sessions of one chain and address, and clears the key once none are left', async () => {
    const { local, storage } = create()
    const alice = session('eip155:1', ALICE)
    const bob = session('eip155:1', BOB)
    await local.set([alice, bob])

    await local.delete('eip155:1', ALICE.toLowerCase())
    expect(await local.getAll()).toEqual([bob])

    await local.delete('eip155:1', BOB)
    expect(storage.items.has(KEY)).toBe(false)
  })

  it('reads a blocked storage as empty and says so when a write fails', async () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
      removeItem: () => {},
    }
    const local = new LocalStorage({ key: KEY, storage: blocked })

    expect(await local.get('eip155:1', ALICE)).toEqual([])
    expect(await local.getAll()).toEqual([])
    const error = await local.add(session('eip155:1', ALICE)).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(SIWXStorageError)
    expect((error as SIWXStorageError).shortMessage).toBe('The sign-in could not be kept in localStorage.')
    expect((error as SIWXStorageError).details).toBe('The quota has been exceeded.')
  })

  it('uses the global localStorage of the moment, and reads none as empty', async () => {
    const local = new LocalStorage({ key: KEY, now: () => NOW })
    // Node has no localStorage: reading finds nothing, keeping says why it cannot.
    expect(await local.get('eip155:1', ALICE)).toEqual([])
    await expect(local.add(session('eip155:1', ALICE))).rejects.toThrow(SIWXStorageError)

    const storage = memoryStorage()
    vi.stubGlobal('localStorage', storage)
    const alice = session('eip155:1', ALICE)
    await local.add(alice)
    expect(await local.get('eip155:1', ALICE)).toEqual([alice])
    expect(storage.items.has(KEY)).toBe(true)
  })

  it('reads as empty where merely touching localStorage throws', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
    try {
      const local = new LocalStorage({ key: KEY })
      expect(await local.get('eip155:1', ALICE)).toEqual([])
      await expect(local.add(session('eip155:1', ALICE))).rejects.toThrow(SIWXStorageError)
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor)
      else Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })
})

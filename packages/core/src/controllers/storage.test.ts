import { STORAGE_KEYS } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { createMapStorage } from '../test/fixtures.js'
import { createStorage } from './storage.js'

const throwingBackend = {
  getItem(): string | null {
    throw new Error('SecurityError')
  },
  setItem(): void {
    throw new Error('QuotaExceededError')
  },
  removeItem(): void {
    throw new Error('SecurityError')
  },
}

describe('createStorage', () => {
  it('SPEC §3: stores one active connector id per namespace, JSON-encoded under the AppKit keys', () => {
    const backend = createMapStorage()
    const storage = createStorage(backend)
    storage.setActiveConnectorId('eip155', 'io.metamask')
    storage.setActiveConnectorId('solana', 'phantom')
    expect(backend.values.get(`${STORAGE_KEYS.connectedConnectorIdPrefix}eip155`)).toBe('"io.metamask"')
    expect(storage.getActiveConnectorId('eip155')).toBe('io.metamask')
    expect(storage.getActiveConnectorId('solana')).toBe('phantom')
    storage.removeActiveConnectorId('eip155')
    expect(storage.getActiveConnectorId('eip155')).toBeUndefined()
    expect(storage.getActiveConnectorId('solana')).toBe('phantom')
  })

  it('SPEC §3: stores the last used network and namespace', () => {
    const storage = createStorage(createMapStorage())
    storage.setActiveCaipNetworkId('eip155:137')
    storage.setActiveNamespace('eip155')
    expect(storage.getActiveCaipNetworkId()).toBe('eip155:137')
    expect(storage.getActiveNamespace()).toBe('eip155')
  })

  it('a corrupt value reads as undefined and is removed', () => {
    const key = STORAGE_KEYS.activeCaipNetworkId
    const backend = createMapStorage({ [key]: '{not json' })
    const storage = createStorage(backend)
    expect(storage.getActiveCaipNetworkId()).toBeUndefined()
    expect(backend.values.has(key)).toBe(false)
  })

  it('a value of the wrong shape reads as undefined and is removed', () => {
    const backend = createMapStorage({
      [STORAGE_KEYS.activeNamespace]: '"tron"',
      [STORAGE_KEYS.recentWallets]: '[{"id":1}]',
    })
    const storage = createStorage(backend)
    expect(storage.getActiveNamespace()).toBeUndefined()
    expect(storage.getRecentWallets()).toEqual([])
    expect(backend.values.size).toBe(0)
  })

  it('SPEC §9: keeps the 2 most recent wallets, newest first, without duplicates', () => {
    const storage = createStorage(createMapStorage())
    storage.addRecentWallet({ id: 'a', name: 'A' })
    storage.addRecentWallet({ id: 'b', name: 'B' })
    storage.addRecentWallet({ id: 'a', name: 'A' })
    expect(storage.getRecentWallets()).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ])
    storage.addRecentWallet({ id: 'c', name: 'C' })
    expect(storage.getRecentWallets()).toEqual([
      { id: 'c', name: 'C' },
      { id: 'a', name: 'A' },
    ])
  })

  it('SPEC §4: the stored social provider can be removed', () => {
    const storage = createStorage(createMapStorage())
    storage.setSocialProvider('google')
    expect(storage.getSocialProvider()).toBe('google')
    storage.removeSocialProvider()
    expect(storage.getSocialProvider()).toBeUndefined()
  })

  it('keeps values in memory without a backend (server)', () => {
    const storage = createStorage()
    storage.setActiveNamespace('solana')
    expect(storage.getActiveNamespace()).toBe('solana')
    expect(createStorage().getActiveNamespace()).toBeUndefined()
  })

  it('never throws when the backend throws (Safari private mode) and keeps working in memory', () => {
    const storage = createStorage(throwingBackend)
    expect(() => storage.setActiveConnectorId('eip155', 'x')).not.toThrow()
    expect(storage.getActiveConnectorId('eip155')).toBe('x')
    expect(() => storage.removeActiveConnectorId('eip155')).not.toThrow()
    expect(createStorage(throwingBackend).getRecentWallets()).toEqual([])
  })
})

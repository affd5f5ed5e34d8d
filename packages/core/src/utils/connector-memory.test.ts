import { describe, expect, it } from 'vitest'
import { setPageBackend } from '../storage/page-backend.js'
import { createConnectorMemory } from './connector-memory.js'

function mapStorage() {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

describe('connector memory', () => {
  it('remembers the connector under its key in the given storage, and forgets it', () => {
    const storage = mapStorage()
    const memory = createConnectorMemory('@gangway/ethers:connected_connector_id', storage)
    expect(memory.get()).toBeUndefined()
    memory.remember('io.metamask')
    expect(storage.values.get('@gangway/ethers:connected_connector_id')).toBe('io.metamask')
    // A reload: a new memory over the same storage.
    expect(createConnectorMemory('@gangway/ethers:connected_connector_id', storage).get()).toBe('io.metamask')
    memory.forget()
    expect(memory.get()).toBeUndefined()
  })

  it('keeps to memory where there is no localStorage (a server)', () => {
    expect(globalThis.localStorage).toBeUndefined()
    const memory = createConnectorMemory('key')
    memory.remember('injected')
    expect(memory.get()).toBe('injected')
  })

  it("uses the page's session storage once an instance has made it (IndexedDB in a browser)", () => {
    const page = mapStorage()
    setPageBackend(page)
    try {
      createConnectorMemory('@gangway/solana:connected_connector_id').remember('phantom')
      expect(page.values.get('@gangway/solana:connected_connector_id')).toBe('phantom')
    } finally {
      setPageBackend(undefined)
    }
  })

  it('a storage that throws (private mode, full quota) is replaced by memory, and nothing throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    const memory = createConnectorMemory('key', broken)
    expect(() => memory.remember('walletConnect')).not.toThrow()
    expect(memory.get()).toBe('walletConnect')
  })
})

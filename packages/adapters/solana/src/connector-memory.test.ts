import { describe, expect, it } from 'vitest'
import { CONNECTOR_STORAGE_KEY, createConnectorMemory } from './connector-memory.js'

function mapStorage() {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

describe('createConnectorMemory', () => {
  it('remembers and forgets the connector in the given storage, so a second memory over it (a reload) sees it', () => {
    const storage = mapStorage()
    const memory = createConnectorMemory(storage)
    expect(memory.get()).toBeUndefined()
    memory.remember('Solana Test Wallet')
    expect(storage.values.get(CONNECTOR_STORAGE_KEY)).toBe('Solana Test Wallet')
    expect(createConnectorMemory(storage).get()).toBe('Solana Test Wallet')
    memory.forget()
    expect(createConnectorMemory(storage).get()).toBeUndefined()
  })

  it('falls back to memory when the storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    const memory = createConnectorMemory(broken)
    memory.remember('walletConnect')
    expect(memory.get()).toBe('walletConnect')
  })

  it('without a storage and without a page (Node), memory', () => {
    const memory = createConnectorMemory()
    memory.remember('x')
    expect(memory.get()).toBe('x')
  })
})

import {
  countWalletListeners,
  createMemoryStorage,
  createSolanaTestWallet,
  registerSolanaTestWallet,
} from '@gangway/testing'
import { createEventRecorder } from '@gangway/testing/conformance'
import { afterEach, describe, expect, it } from 'vitest'
import { localSolanaChains, localSolanaNetworks } from '../../../../test-support/solana-fixtures.js'
import { CONNECTOR_STORAGE_KEY, SolanaAdapter } from './solana-adapter.js'

const { localnet } = localSolanaChains()
const networks = localSolanaNetworks()
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup(storage = createMemoryStorage()) {
  const adapter = new SolanaAdapter({ storage })
  const recorder = createEventRecorder()
  adapter.construct({ projectId: 'test', networks, events: recorder.sink })
  return { adapter, events: recorder.events }
}

const registered = (name: string) => {
  const wallet = createSolanaTestWallet({ rpcUrl: localnet.rpcUrl, name })
  cleanups.push(registerSolanaTestWallet(wallet))
  return wallet
}

describe('SolanaAdapter.destroy', () => {
  it("removes the connected wallet's listener", async () => {
    const wallet = registered('Destroy listeners')
    const live = countWalletListeners(wallet)
    const { adapter } = setup()
    await adapter.connect({ id: wallet.name })
    expect(live()).toBeGreaterThan(0)
    adapter.destroy()
    expect(live()).toBe(0)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('stops Wallet Standard discovery: a wallet registered afterwards is not reported', () => {
    const { adapter, events } = setup()
    registered('Before destroy')
    expect(events.filter((event) => event.event === 'connectors')).toHaveLength(1)
    adapter.destroy()
    registered('After destroy')
    expect(events.filter((event) => event.event === 'connectors')).toHaveLength(1)
  })

  it('ends a reconnect that waits for its wallet, and keeps the connector for the next instance', async () => {
    const storage = createMemoryStorage()
    storage.setItem(CONNECTOR_STORAGE_KEY, 'Not installed')
    const { adapter } = setup(storage)
    let settled = false
    const restoring = adapter.reconnect({ id: 'Not installed' }).finally(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    adapter.destroy()
    await expect(restoring).resolves.toBeUndefined()
    expect(settled).toBe(true)
    expect(storage.getItem(CONNECTOR_STORAGE_KEY)).toBe('Not installed')
  })
})

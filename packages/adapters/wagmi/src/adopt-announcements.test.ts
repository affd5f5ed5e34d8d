import { announceWallet, createTestWallet } from '@gangway/testing'
import { createEventRecorder } from '@gangway/testing/conformance'
import { createStorage } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { localChains, localNetworks } from '../../../../test-support/evm-fixtures.js'
import { WagmiAdapter } from './wagmi-adapter.js'

/** Storage whose reads resolve later, as wagmi's store hydrates from an async backend. */
function slowStorage() {
  const values = new Map<string, string>()
  return {
    getItem: async (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

describe('a wallet announced while wagmi is still hydrating', () => {
  it('is listed once connectors are synced (wagmi alone would drop it)', async () => {
    const { mainnet } = localChains()
    const networks = localNetworks()
    const adapter = new WagmiAdapter({
      networks,
      projectId: 'test',
      storage: createStorage({ storage: slowStorage() }),
    })
    const wallet = createTestWallet({ chains: [{ id: 1, rpcUrl: mainnet.rpcUrl }] })
    const stop = announceWallet(wallet)
    try {
      const recorder = createEventRecorder()
      adapter.construct({ projectId: 'test', networks, events: recorder.sink })
      await adapter.syncConnectors()
      const listed = recorder.events.filter((e) => e.event === 'connectors').at(-1)?.payload as {
        name: string
      }[]
      expect(listed.map((connector) => connector.name)).toContain('Test Wallet')
      await expect(adapter.connect({ id: wallet.info.rdns, chainId: 1 })).resolves.toMatchObject({
        connectorId: wallet.info.rdns,
      })
    } finally {
      stop()
    }
  })
})

import { mainnet } from '@gangway/common'
import type { WalletConnectClient } from '@gangway/core'
import { createMemoryStorage } from '@gangway/testing'
import { createEventRecorder } from '@gangway/testing/conformance'
import { createStorage } from '@wagmi/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WagmiAdapter } from './wagmi-adapter.js'

const ANNOUNCE = 'eip6963:announceProvider'
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** Counts the window's listeners of `type`, as added and removed from now on. */
function countWindowListeners(type: string) {
  let live = 0
  const add = window.addEventListener.bind(window)
  const remove = window.removeEventListener.bind(window)
  const spies = [
    vi.spyOn(window, 'addEventListener').mockImplementation((event, listener, options) => {
      if (event === type) live += 1
      add(event, listener, options)
    }),
    vi.spyOn(window, 'removeEventListener').mockImplementation((event, listener, options) => {
      if (event === type) live -= 1
      remove(event, listener, options)
    }),
  ]
  cleanups.push(() => {
    for (const spy of spies) spy.mockRestore()
  })
  return () => live
}

function announceWallet(rdns: string) {
  const provider = { request: async () => [], on() {}, removeListener() {} }
  const detail = Object.freeze({
    info: { rdns, name: rdns, icon: 'data:,', uuid: crypto.randomUUID() },
    provider,
  })
  window.dispatchEvent(new CustomEvent(ANNOUNCE, { detail }))
}

function setup() {
  const unsubscribe = vi.fn()
  const walletConnect = { subscribe: () => unsubscribe } as unknown as WalletConnectClient
  const adapter = new WagmiAdapter({
    networks: [mainnet],
    projectId: 'test',
    storage: createStorage({ storage: createMemoryStorage() }),
  })
  const recorder = createEventRecorder()
  adapter.construct({ projectId: 'test', networks: [mainnet], events: recorder.sink, walletConnect })
  const connectorEvents = () => recorder.events.filter((event) => event.event === 'connectors').length
  return { adapter, unsubscribe, connectorEvents }
}

describe('WagmiAdapter.destroy', () => {
  it("removes the EIP-6963 listener of wagmi's discovery and stops watching the shared session", () => {
    const live = countWindowListeners(ANNOUNCE)
    const { adapter, unsubscribe } = setup()
    expect(live()).toBe(1)
    adapter.destroy()
    expect(live()).toBe(0)
    expect(unsubscribe).toHaveBeenCalledOnce()
  })

  it('reports no wallet that announces itself afterwards', async () => {
    const { adapter, connectorEvents } = setup()
    // wagmi takes announcements once its store has hydrated.
    await adapter.syncConnectors()
    announceWallet('com.example.before')
    const before = connectorEvents()
    expect(before).toBeGreaterThan(0)
    adapter.destroy()
    announceWallet('com.example.after')
    expect(connectorEvents()).toBe(before)
  })
})

// @vitest-environment happy-dom
import { mainnet } from '@gangway/common'
import { createEventRecorder } from '@gangway/testing/conformance'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ViemTestAdapter } from '../test/viem-test-adapter.js'
import type { StorageBackend } from '../utils/environment.js'
import type { Eip1193Provider } from './types.js'

const ADDRESS = '0x00000000000000000000000000000000000000a1'
const RDNS = 'com.example.destroy'

/** A wallet that grants access at once and counts the listeners it holds. */
function fakeWallet() {
  const listeners = new Map<string, Set<unknown>>()
  const provider: Eip1193Provider = {
    async request({ method }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ADDRESS]
      if (method === 'eth_chainId') return '0x1'
      throw new Error(`unexpected ${method}`)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  const count = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0)
  return { provider, count }
}

/** Counts the window's listeners by event type, as added and removed from now on. */
function countWindowListeners() {
  const live = new Map<string, number>()
  const add = window.addEventListener.bind(window)
  const remove = window.removeEventListener.bind(window)
  const spies = [
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      live.set(type, (live.get(type) ?? 0) + 1)
      add(type, listener, options)
    }),
    vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
      live.set(type, (live.get(type) ?? 0) - 1)
      remove(type, listener, options)
    }),
  ]
  const restore = () => {
    for (const spy of spies) spy.mockRestore()
  }
  return { live, restore }
}

function mapStorage(entries: [string, string][] = []): StorageBackend {
  const values = new Map(entries)
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function announce(provider: Eip1193Provider): void {
  const detail = { info: { rdns: RDNS, name: 'Destroy', icon: '', uuid: '1' }, provider }
  const answer = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', answer)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', answer))
}

describe('Eip1193Adapter.destroy', () => {
  it('removes the EIP-6963 listener it added and the wallet listeners of its connection', async () => {
    const wallet = fakeWallet()
    announce(wallet.provider)
    const window = countWindowListeners()
    cleanups.push(window.restore)
    const adapter = new ViemTestAdapter()
    const recorder = createEventRecorder()
    adapter.construct({ projectId: 'test', networks: [mainnet], events: recorder.sink })
    await adapter.connect({ id: RDNS })
    expect(window.live.get('eip6963:announceProvider')).toBe(1)
    expect(wallet.count()).toBeGreaterThan(0)

    adapter.destroy()

    expect(window.live.get('eip6963:announceProvider')).toBe(0)
    expect(wallet.count()).toBe(0)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('reports nothing afterwards, and a reconnect of the next instance still finds the connector', async () => {
    const wallet = fakeWallet()
    announce(wallet.provider)
    const backend = mapStorage()
    const first = new ViemTestAdapter({ storage: backend })
    const recorder = createEventRecorder()
    first.construct({ projectId: 'test', networks: [mainnet], events: recorder.sink })
    await first.connect({ id: RDNS })
    recorder.events.length = 0
    first.destroy()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(recorder.events).toEqual([])

    const next = new ViemTestAdapter({ storage: backend })
    next.construct({ projectId: 'test', networks: [mainnet], events: createEventRecorder().sink })
    expect(await next.reconnect({ id: RDNS })).toMatchObject({ address: ADDRESS, connectorId: RDNS })
    next.destroy()
  })

  it('ends a reconnect that waits for a wallet to announce itself, leaving no timer', async () => {
    vi.useFakeTimers()
    cleanups.push(() => vi.useRealTimers())
    const storage = mapStorage([['@gangway/ethers:connected_connector_id', 'com.example.gone']])
    const adapter = new ViemTestAdapter({ storage })
    adapter.construct({ projectId: 'test', networks: [mainnet], events: createEventRecorder().sink })
    const restoring = adapter.reconnect({ id: 'com.example.gone' })
    await Promise.resolve()
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    adapter.destroy()
    await expect(restoring).resolves.toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
    expect(storage.getItem('@gangway/ethers:connected_connector_id')).toBe('com.example.gone')
  })
})

import { type CaipAddress, mainnet } from '@gangway/common'
import type { AdapterContext, WalletConnectClient, WalletConnectEvent } from '@gangway/core'
import { createEventRecorder } from '@gangway/testing/conformance'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DeferredUniversalAdapter } from './deferred-universal-adapter.js'

// Counts the real adapters made: the deferred one must make exactly one, and only when it is used.
const made = vi.hoisted(() => ({ count: 0 }))
vi.mock('./universal-adapter.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./universal-adapter.js')>()
  class CountedUniversalAdapter extends original.UniversalAdapter {
    constructor(params: ConstructorParameters<typeof original.UniversalAdapter>[0]) {
      super(params)
      made.count++
    }
  }
  return { ...original, UniversalAdapter: CountedUniversalAdapter }
})

const ACCOUNT = '0x1111111111111111111111111111111111111111'

/** A WalletConnect client holding a session with one eip155 account; the wallet signs everything 'signed'. */
function fakeClient() {
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const requests: { method: string; params?: unknown }[] = []
  const session = {
    accounts: [`eip155:1:${ACCOUNT}` as CaipAddress],
    peer: { name: 'Lab wallet', icons: [] },
  }
  const provider = {
    request: async (args: { method: string; params?: unknown }) => {
      requests.push(args)
      return 'signed'
    },
    setDefaultChain: () => {},
    on: () => {},
    removeListener: () => {},
  }
  const client = {
    subscribe(listener: (event: WalletConnectEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSession: () => session,
    restore: async () => session,
    getProvider: async () => provider,
    disconnect: async () => {},
  } as unknown as WalletConnectClient
  const send = (event: WalletConnectEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { client, send, requests, listening: () => listeners.size }
}

function constructed(adapter: DeferredUniversalAdapter) {
  const wallet = fakeClient()
  const recorder = createEventRecorder()
  const context: AdapterContext = {
    projectId: 'test',
    networks: [mainnet],
    events: recorder.sink,
    walletConnect: wallet.client,
  }
  adapter.construct(context)
  return { ...wallet, recorder }
}

/** Lets the module load (a dynamic import of an already cached module) finish. */
const loadSettled = () => vi.waitFor(() => expect(made.count).toBeGreaterThan(0))

beforeEach(() => {
  made.count = 0
})

describe('DeferredUniversalAdapter', () => {
  it('answers its synchronous members at once, without loading the adapter', () => {
    const adapter = new DeferredUniversalAdapter({ namespace: 'solana', networks: [mainnet] })
    expect(adapter.namespace).toBe('solana')
    expect(adapter.adapterType).toBe('universal')
    expect(adapter.speaksWalletConnect).toBe(true)
    expect(adapter.networks).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    expect(adapter.parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(adapter.formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(made.count).toBe(0)
  })

  it("forwards to the real adapter over the instance's session: connectors, reconnect, signing", async () => {
    const adapter = new DeferredUniversalAdapter({ namespace: 'eip155' })
    const { recorder, requests } = constructed(adapter)
    await adapter.syncConnectors()
    expect(recorder.events).toEqual([
      {
        event: 'connectors',
        payload: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
      },
    ])
    const restored = await adapter.reconnect({ id: 'walletConnect' })
    expect(restored).toMatchObject({ address: ACCOUNT, chainId: 1, wallet: { name: 'Lab wallet' } })
    expect(adapter.getProvider()).toMatchObject({ isWalletConnect: true })
    expect(await adapter.signMessage({ message: 'hi', address: ACCOUNT })).toEqual({ signature: 'signed' })
    expect(requests).toEqual([{ method: 'personal_sign', params: ['0x6869', ACCOUNT] }])
  })

  it('loads and constructs one real adapter however many calls wait for it', async () => {
    const adapter = new DeferredUniversalAdapter({ namespace: 'eip155' })
    const { listening } = constructed(adapter)
    await Promise.all([
      adapter.syncConnectors(),
      adapter.reconnect({ id: 'walletConnect' }),
      adapter.syncConnectors(),
    ])
    await adapter.disconnect()
    expect(made.count).toBe(1)
    expect(listening()).toBe(1)
  })

  it('destroyed before its code arrives, it never listens to the session nor reports anything', async () => {
    const adapter = new DeferredUniversalAdapter({ namespace: 'eip155' })
    const { send, recorder, listening } = constructed(adapter)
    adapter.destroy()
    await loadSettled()
    await adapter.syncConnectors()
    expect(listening()).toBe(0)
    send({ type: 'disconnect' })
    expect(recorder.events).toEqual([])
  })

  it('destroyed after its code arrived, it stops the real adapter listening', async () => {
    const adapter = new DeferredUniversalAdapter({ namespace: 'eip155' })
    const { send, recorder, listening } = constructed(adapter)
    await adapter.reconnect({ id: 'walletConnect' })
    expect(listening()).toBe(1)
    adapter.destroy()
    expect(listening()).toBe(0)
    send({ type: 'disconnect' })
    expect(recorder.events).toEqual([])
  })
})

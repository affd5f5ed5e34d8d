import { describe, expect, it, vi } from 'vitest'
import { createAppKitCore } from './appkit-core.js'
import { createMapStorage, testNetworks } from './test/fixtures.js'
import { createMemoryAdapter } from './test/memory-adapter.js'
import { createMemoryWalletConnect } from './test/memory-walletconnect.js'
import { metamask } from './test/setup-core.js'
import type { AppKitEvent } from './types.js'

const { mainnet, solana } = testNetworks

function setup() {
  const evm = createMemoryAdapter({ wallets: [{ ...metamask }] })
  const sol = createMemoryAdapter({ wallets: [], namespace: 'solana' })
  const walletConnect = createMemoryWalletConnect()
  let closeRelay: () => void = () => {}
  const destroyClient = vi.fn(() => new Promise<void>((resolve) => (closeRelay = resolve)))
  walletConnect.client.destroy = destroyClient
  const destroyEvm = vi.fn()
  const destroySol = vi.fn()
  evm.adapter.destroy = destroyEvm
  sol.adapter.destroy = destroySol
  const core = createAppKitCore(
    { projectId: 'p', networks: [mainnet, solana], adapters: [evm.adapter, sol.adapter] },
    { storage: createMapStorage(), walletConnect: walletConnect.client, now: () => 1_000 },
  )
  return { core, evm, destroyEvm, destroySol, destroyClient, closeRelay: () => closeRelay() }
}

describe('createAppKitCore: destroy()', () => {
  it('destroys every adapter and the WalletConnect client, and resolves once the client is closed', async () => {
    const { core, destroyEvm, destroySol, destroyClient, closeRelay } = setup()
    let settled = false
    const destroying = core.destroy().then(() => (settled = true))
    expect(destroyEvm).toHaveBeenCalledOnce()
    expect(destroySol).toHaveBeenCalledOnce()
    expect(destroyClient).toHaveBeenCalledOnce()
    await Promise.resolve()
    expect(settled).toBe(false)
    closeRelay()
    await destroying
    expect(settled).toBe(true)
  })

  it('is idempotent: a second call destroys nothing again and waits for the same teardown', async () => {
    const { core, destroyEvm, destroyClient, closeRelay } = setup()
    const first = core.destroy()
    expect(core.destroy()).toBe(first)
    closeRelay()
    await first
    await core.destroy()
    expect(destroyEvm).toHaveBeenCalledOnce()
    expect(destroyClient).toHaveBeenCalledOnce()
  })

  it('tells an adapter without destroy() nothing, and still frees the others', async () => {
    const { core, evm, destroySol, closeRelay } = setup()
    delete evm.adapter.destroy
    const destroying = core.destroy()
    closeRelay()
    await destroying
    expect(destroySol).toHaveBeenCalledOnce()
  })
})

describe('createAppKitCore: start-up errors', () => {
  it('ready() rejects with the failure and subscribeEvents hears an INITIALIZE error, once the start ran', async () => {
    const { core, evm } = setup()
    const failure = new Error('extension crashed')
    evm.adapter.syncConnectors = () => Promise.reject(failure)
    const events: AppKitEvent[] = []
    core.subscribeEvents((event) => events.push(event))
    await expect(core.ready()).rejects.toBe(failure)
    expect(core.getState().initialized).toBe(true)
    expect(events.map((event) => event.data)).toEqual([
      { type: 'track', event: 'INITIALIZE' },
      {
        type: 'error',
        event: 'INITIALIZE',
        properties: expect.objectContaining({ details: 'extension crashed' }),
      },
    ])
    // The same answer for every later caller, without starting again.
    await expect(core.ready()).rejects.toBe(failure)
    expect(events).toHaveLength(2)
  })

  it('a start that goes well resolves and sends no error event', async () => {
    const { core } = setup()
    const events: AppKitEvent[] = []
    core.subscribeEvents((event) => events.push(event))
    await core.ready()
    expect(events.map((event) => event.data.type)).toEqual(['track'])
  })
})

import { bitcoin } from '@gangway/common'
import {
  countWalletListeners,
  createBitcoinTestWallet,
  createMemoryStorage,
  registerBitcoinTestWallet,
} from '@gangway/testing'
import { createEventRecorder } from '@gangway/testing/conformance'
import { afterEach, describe, expect, it } from 'vitest'
import { BitcoinAdapter } from './bitcoin-adapter.js'

Object.assign(globalThis, { window: globalThis.window ?? new EventTarget() })

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function registered() {
  const wallet = createBitcoinTestWallet({ seed: crypto.randomUUID(), name: `Wallet ${crypto.randomUUID()}` })
  stops.push(registerBitcoinTestWallet(wallet))
  return wallet
}

function setup() {
  // No balance is read here: the API is never called.
  const adapter = new BitcoinAdapter({ api: 'http://127.0.0.1:9', storage: createMemoryStorage() })
  const recorder = createEventRecorder()
  adapter.construct({ projectId: 'test', networks: [bitcoin], events: recorder.sink })
  return { adapter, events: recorder.events }
}

describe('BitcoinAdapter.destroy', () => {
  it("removes the connected wallet's listener", async () => {
    const wallet = registered()
    const live = countWalletListeners(wallet)
    const { adapter } = setup()
    await adapter.connect({ id: wallet.name, chainId: bitcoin.id })
    expect(live()).toBeGreaterThan(0)
    adapter.destroy()
    expect(live()).toBe(0)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('stops Wallet Standard discovery: a wallet registered afterwards is not reported', async () => {
    const { adapter, events } = setup()
    const connectors = () => events.filter((event) => event.event === 'connectors').length
    registered()
    await Promise.resolve()
    const before = connectors()
    expect(before).toBeGreaterThan(0)
    adapter.destroy()
    registered()
    await Promise.resolve()
    expect(connectors()).toBe(before)
  })
})

import { bitcoin, UserRejectedRequestError } from '@gangway/common'
import {
  createBitcoinTestWallet,
  createMemoryStorage,
  createSatsConnectTestWallet,
  installSatsConnectTestWallet,
  registerBitcoinTestWallet,
} from '@gangway/testing'
import { createEventRecorder } from '@gangway/testing/conformance'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BitcoinAdapter } from './bitcoin-adapter.js'
import { BitcoinInvalidAnswerError } from './errors.js'

Object.assign(globalThis, { window: globalThis.window ?? new EventTarget() })
const host = globalThis.window as unknown as Record<string, unknown>

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function constructed() {
  const adapter = new BitcoinAdapter({ storage: createMemoryStorage() })
  const recorder = createEventRecorder()
  adapter.construct({ projectId: 'p', networks: [bitcoin], events: recorder.sink })
  const listed = async () => {
    await adapter.syncConnectors()
    const last = recorder.events.filter((event) => event.event === 'connectors').at(-1)
    return (last?.payload ?? []) as { id: string; name: string; imageUrl?: string }[]
  }
  return { adapter, events: recorder.events, listed }
}

/** A hand-made provider at `window[path]`, listed in btc_providers under `name`. */
function injectProvider(name: string, provider: object) {
  const path = `Provider${crypto.randomUUID().replaceAll('-', '')}`
  const entry = { id: path, name, icon: 'https://wallet.example/icon.png' }
  host[path] = provider
  if (!Array.isArray(host.btc_providers)) host.btc_providers = []
  ;(host.btc_providers as unknown[]).push(entry)
  stops.push(() => {
    delete host[path]
    const providers = host.btc_providers as unknown[]
    providers.splice(providers.indexOf(entry), 1)
  })
}

const answer = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
const failure = (code: number, message: string) => ({ jsonrpc: '2.0', id: '1', error: { code, message } })
const PAYMENT = {
  address: 'bc1qexamplepayment',
  publicKey: '02aa',
  purpose: 'payment',
  addressType: 'p2wpkh',
}

describe('BitcoinAdapter: sats-connect discovery', () => {
  it('lists a wallet found through both Wallet Standard and sats-connect once, and connects the Wallet Standard one', async () => {
    const name = `Twin ${crypto.randomUUID()}`
    const standard = createBitcoinTestWallet({ seed: crypto.randomUUID(), name })
    const injected = createSatsConnectTestWallet({
      seed: crypto.randomUUID(),
      name,
      id: `Twin${Date.now()}.P`,
    })
    stops.push(registerBitcoinTestWallet(standard), installSatsConnectTestWallet(injected))
    const { adapter, listed } = constructed()

    expect((await listed()).filter((connector) => connector.name === name)).toHaveLength(1)
    const { address } = await adapter.connect({ id: name, chainId: bitcoin.id })
    expect(address).toBe(standard.keys.payment.address)
  })

  it('picks up a wallet injected after construct at the next syncConnectors', async () => {
    const wallet = createSatsConnectTestWallet({
      name: `Late ${crypto.randomUUID()}`,
      id: 'Late.BitcoinProvider',
    })
    const { listed } = constructed()
    expect((await listed()).map((connector) => connector.name)).not.toContain(wallet.name)
    stops.push(installSatsConnectTestWallet(wallet))
    expect(await listed()).toContainEqual(
      expect.objectContaining({
        id: wallet.name,
        name: wallet.name,
        type: 'ANNOUNCED',
        imageUrl: wallet.icon,
      }),
    )
  })

  it('turns USER_REJECTION (-32000) into the SPEC rejection and keeps any other code', async () => {
    const request = vi.fn(async () => failure(-32000, 'User declined'))
    const name = `Refusing ${crypto.randomUUID()}`
    injectProvider(name, { request })
    const { adapter, listed } = constructed()
    await listed()

    const rejection = await adapter.connect({ id: name }).catch((error: unknown) => error)
    expect(rejection).toBeInstanceOf(UserRejectedRequestError)
    expect(rejection).toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' })
    expect(request).toHaveBeenCalledWith('getAccounts', { purposes: ['payment', 'ordinals'] })

    request.mockResolvedValueOnce(failure(-32601, 'Method not found'))
    await expect(adapter.connect({ id: name })).rejects.toMatchObject({ code: -32601 })
  })

  it('refuses an answer with neither a result nor an error', async () => {
    const name = `Garbled ${crypto.randomUUID()}`
    injectProvider(name, { request: async () => ({ jsonrpc: '2.0' }) })
    const { adapter, listed } = constructed()
    await listed()
    await expect(adapter.connect({ id: name })).rejects.toBeInstanceOf(BitcoinInvalidAnswerError)
  })

  it('reads the addresses again when accountChange does not name them', async () => {
    const listeners = new Map<string, (event: unknown) => void>()
    const next = { ...PAYMENT, address: 'bc1qexamplenext' }
    const request = vi.fn(async (method: string) =>
      method === 'getAccounts' ? answer([PAYMENT]) : answer({ addresses: [next] }),
    )
    const name = `Quiet ${crypto.randomUUID()}`
    injectProvider(name, {
      request,
      addListener: (event: string, listener: (event: unknown) => void) => {
        listeners.set(event, listener)
        return () => listeners.delete(event)
      },
    })
    const { adapter, events, listed } = constructed()
    await listed()
    expect((await adapter.connect({ id: name })).address).toBe(PAYMENT.address)

    listeners.get('accountChange')?.({ type: 'accountChange' })
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        event: 'accountChanged',
        payload: { address: next.address, connectorId: name },
      }),
    )
    expect(request).toHaveBeenCalledWith('wallet_getAccount', null)
    await adapter.disconnect()
    expect(listeners.size).toBe(0)
  })

  it('connects a provider without addListener, and leaves out addresses of other purposes', async () => {
    const name = `Minimal ${crypto.randomUUID()}`
    const stacks = { address: 'SP000', publicKey: '02bb', purpose: 'stacks', addressType: 'stacks' }
    injectProvider(name, { request: async () => answer([stacks, PAYMENT]) })
    const { adapter, listed } = constructed()
    await listed()
    await adapter.connect({ id: name })
    expect(adapter.getProvider()?.getAccountAddresses()).toEqual([
      { address: PAYMENT.address, publicKey: Uint8Array.of(2, 0xaa), purpose: 'payment' },
    ])
  })
})

import { mainnet } from '@gangway/common'
import type { WalletConnectClient } from '@gangway/core'
import { type RunningServices, startServices } from '@gangway/services'
import { createMemoryKeyValueStorage } from '@gangway/testing/walletconnect'
import type UniversalProvider from '@walletconnect/universal-provider'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WalletConnectDestroyedError } from './errors.js'
import { createWalletConnectClient } from './walletconnect-client.js'

// These tests are about the SDK's page-wide core (one per storage prefix), which is what a browser page has.
const globalCoreSetting = process.env.DISABLE_GLOBAL_CORE
const PREFIX = 'destroy-test'
const slot = `_walletConnectCore_${PREFIX}`
let services: RunningServices

beforeAll(async () => {
  delete process.env.DISABLE_GLOBAL_CORE
  services = await startServices({ port: 0, mode: 'test', log: () => {} })
})
afterAll(async () => {
  if (globalCoreSetting !== undefined) process.env.DISABLE_GLOBAL_CORE = globalCoreSetting
  await services.stop()
})

function client(): WalletConnectClient {
  return createWalletConnectClient({
    projectId: 'gangway-sandbox',
    networks: [mainnet],
    relayUrl: services.relayUrl,
    storage: createMemoryKeyValueStorage() as never,
    customStoragePrefix: PREFIX,
  })
}

/**
 * Starts a pairing and waits for its URI: the SDK opens its relay socket only once it has a topic to listen to
 * (prepare() alone opens nothing on a fresh client). The pairing is left waiting for a wallet.
 */
async function showUri(walletConnect: WalletConnectClient): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    walletConnect.connect({ onUri: () => resolve() }).catch(reject)
  })
}

type Relayer = { connected: boolean }
const relayerOf = async (walletConnect: WalletConnectClient) =>
  ((await walletConnect.getProvider()) as UniversalProvider).client.core.relayer as unknown as Relayer

describe('WalletConnect client: destroy()', () => {
  it('closes the relay socket and frees the page-wide core, so the next client starts a fresh one', async () => {
    const first = client()
    await showUri(first)
    const relayer = await relayerOf(first)
    await vi.waitFor(() => expect(relayer.connected).toBe(true))
    await first.destroy?.()
    expect(relayer.connected).toBe(false)
    expect((globalThis as Record<string, unknown>)[slot]).toBeUndefined()

    const next = client()
    await showUri(next)
    const nextRelayer = await relayerOf(next)
    expect(nextRelayer).not.toBe(relayer)
    await vi.waitFor(() => expect(nextRelayer.connected).toBe(true))
    await next.destroy?.()
  })

  it('keeps a shared core open while another client still uses it', async () => {
    const first = client()
    const second = client()
    await showUri(first)
    await showUri(second)
    const relayer = await relayerOf(first)
    expect(await relayerOf(second)).toBe(relayer)
    await vi.waitFor(() => expect(relayer.connected).toBe(true))
    await first.destroy?.()
    expect(relayer.connected).toBe(true)
    await second.destroy?.()
    expect(relayer.connected).toBe(false)
  })

  it('is idempotent, and the destroyed client loads nothing again', async () => {
    const walletConnect = client()
    await walletConnect.destroy?.()
    await walletConnect.destroy?.()
    await expect(walletConnect.prepare()).rejects.toBeInstanceOf(WalletConnectDestroyedError)
    expect((globalThis as Record<string, unknown>)[slot]).toBeUndefined()
  })

  it("lets go of a host's own provider without closing it", async () => {
    const { UniversalProvider } = await import('@walletconnect/universal-provider')
    const provider = await UniversalProvider.init({
      projectId: 'gangway-sandbox',
      relayUrl: services.relayUrl,
      storage: createMemoryKeyValueStorage() as never,
      customStoragePrefix: `${PREFIX}-host`,
    })
    const walletConnect = createWalletConnectClient({
      projectId: 'gangway-sandbox',
      networks: [mainnet],
      universalProvider: provider,
    })
    await showUri(walletConnect)
    const relayer = provider.client.core.relayer as unknown as Relayer
    await vi.waitFor(() => expect(relayer.connected).toBe(true))
    const listening = provider.events.listenerCount('session_delete')
    await walletConnect.destroy?.()
    expect(relayer.connected).toBe(true)
    expect(provider.events.listenerCount('session_delete')).toBe(listening - 1)
    await provider.client.core.relayer.transportClose()
    provider.client.core.heartbeat.stop()
  })
})

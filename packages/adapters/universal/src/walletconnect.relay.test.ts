import { type CaipNetwork, mainnet, polygon, solana } from '@gangway/common'
import { type AppKitCore, createAppKitCore } from '@gangway/core'
import { type RunningServices, startServices } from '@gangway/services'
import {
  createLabWallet,
  createMemoryKeyValueStorage,
  LAB_WALLET_METADATA,
  type LabWallet,
  verifySolanaMessage,
} from '@gangway/testing/walletconnect'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { UniversalAdapter } from './universal-adapter.js'
import { createWalletConnectClient } from './walletconnect-client.js'

// Each "page load" below must build its own SDK core, as a reload does, not reuse the process-wide one.
process.env.DISABLE_GLOBAL_CORE = 'true'

const networks: [CaipNetwork, ...CaipNetwork[]] = [mainnet, polygon, solana]
let services: RunningServices
let wallet: LabWallet
const cores: AppKitCore[] = []

beforeAll(async () => {
  services = await startServices({ port: 0, mode: 'test', log: () => {} })
})
afterAll(() => services.stop())
afterEach(async () => {
  for (const core of cores.splice(0)) core.destroy()
  await wallet?.close()
})

function mapStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

/** One page load of a host with no adapters: UniversalAdapters for eip155 and solana over one client. */
async function loadPage(pageStorage: ReturnType<typeof mapStorage>, sdkStorage: unknown) {
  const walletConnect = createWalletConnectClient({
    projectId: 'gangway-sandbox',
    networks,
    relayUrl: services.relayUrl,
    verifyUrl: services.verifyUrl,
    storage: sdkStorage as never,
    customStoragePrefix: 'adapter-universal-test',
  })
  const core = createAppKitCore(
    {
      projectId: 'gangway-sandbox',
      networks,
      adapters: [
        new UniversalAdapter({ namespace: 'eip155' }),
        new UniversalAdapter({ namespace: 'solana' }),
      ],
    },
    { storage: pageStorage, walletConnect, isMobile: () => false },
  )
  cores.push(core)
  await core.ready()
  return core
}

async function pairWithLabWallet(core: AppKitCore) {
  core.startWalletConnectPairing()
  await vi.waitFor(() => expect(core.store.walletConnect.state.uri).toMatch(/^wc:/), { timeout: 15_000 })
  await wallet.pair(core.store.walletConnect.state.uri as string)
  await wallet.approveSession(await wallet.nextProposal())
  await vi.waitFor(() => expect(core.getIsConnectedState()).toBe(true), { timeout: 15_000 })
}

describe('UniversalAdapter over the real SDKs and the local relay', () => {
  it('one pairing connects eip155 and solana; both sign; a reload restores; disconnect ends it once', async () => {
    wallet = await createLabWallet({
      relayUrl: services.relayUrl,
      verifyUrl: services.verifyUrl,
      projectId: 'gangway-sandbox',
    })
    const pageStorage = mapStorage()
    const sdkStorage = createMemoryKeyValueStorage()
    const core = await loadPage(pageStorage, sdkStorage)
    await pairWithLabWallet(core)

    const evm = wallet.accounts.eip155.address as `0x${string}`
    const sol = wallet.accounts.solana.address
    expect(core.getAddress('eip155')).toBe(evm)
    expect(core.getAddress('solana')).toBe(sol)
    expect(core.getWalletInfo()?.name).toBe(LAB_WALLET_METADATA.name)

    const evmSigning = core.adapters.get('eip155')?.signMessage({ message: 'hello evm', address: evm })
    await wallet.approveRequest(await wallet.nextRequest())
    const { signature } = (await evmSigning) as { signature: `0x${string}` }
    expect(await verifyMessage({ address: evm, message: 'hello evm', signature })).toBe(true)

    const solSigning = core.adapters.get('solana')?.signMessage({ message: 'hello sol', address: sol })
    await wallet.approveRequest(await wallet.nextRequest())
    const solSignature = (await solSigning)?.signature as string
    expect(
      verifySolanaMessage({
        address: sol,
        message: new TextEncoder().encode('hello sol'),
        signature: solSignature,
      }),
    ).toBe(true)

    // The wallet moves to another approved chain: core follows.
    await wallet.switchChain('eip155', 137)
    await vi.waitFor(() => expect(core.getChainId()).toBe(137))

    // A reload: a new client and core over the same storages restore both namespaces with no pairing.
    core.destroy()
    const reloaded = await loadPage(pageStorage, sdkStorage)
    expect(reloaded.getAddress('eip155')).toBe(evm)
    expect(reloaded.getAddress('solana')).toBe(sol)

    // Disconnecting every namespace sends the wallet one session delete, and nothing fails.
    await reloaded.disconnect()
    expect(reloaded.getIsConnectedState()).toBe(false)
    await vi.waitFor(() => expect(wallet.sessions).toHaveLength(0))
  })
})

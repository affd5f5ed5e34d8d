import type { CaipAddress } from '@gangway/common'
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectClient, type WalletConnectEvent } from '@gangway/core'
import { createMemoryStorage, createTestWallet } from '@gangway/testing'
import { createEventRecorder } from '@gangway/testing/conformance'
import { createStorage } from '@wagmi/core'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { fundedKey, localChains, localNetworks } from '../../../../test-support/evm-fixtures.js'
import { WagmiAdapter } from './wagmi-adapter.js'

const networks = localNetworks()
const { mainnet, polygon } = localChains()

/**
 * The edge of this test: a WalletConnect client whose session is already approved and whose provider hands
 * requests to a wallet on anvil. The real client (SDK, relay, lab wallet) is proven end to end elsewhere.
 */
async function approvedSession() {
  const { privateKey, address } = await fundedKey([mainnet.rpcUrl])
  const wallet = createTestWallet({
    chains: [
      { id: 1, rpcUrl: mainnet.rpcUrl },
      { id: 137, rpcUrl: polygon.rpcUrl },
    ],
    privateKey,
  })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const requests: { method: string; chain?: string | undefined }[] = []
  const accounts: CaipAddress[] = [`eip155:1:${address}`, `eip155:137:${address}`]
  let session: ReturnType<WalletConnectClient['getSession']> = {
    accounts,
    peer: { name: 'Lab Wallet', icons: [] },
  }
  const provider = {
    request(args: { method: string; params?: unknown }, chain?: string) {
      requests.push({ method: args.method, chain })
      return wallet.provider.request(args as never)
    },
    setDefaultChain() {},
  }
  const client: WalletConnectClient = {
    connect: () => Promise.reject(new Error('already paired')),
    restore: async () => session,
    getSession: () => session,
    prepare: async () => undefined,
    async disconnect() {
      session = undefined
    },
    getProvider: async () => provider,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const emit = (event: WalletConnectEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { client, address, requests, emit }
}

function adapterWith(client: WalletConnectClient | undefined) {
  const adapter = new WagmiAdapter({
    networks,
    projectId: 'test',
    storage: createStorage({ storage: createMemoryStorage() }),
  })
  const recorder = createEventRecorder()
  adapter.construct({ projectId: 'test', networks, events: recorder.sink, walletConnect: client })
  return { adapter, events: recorder.events }
}

describe('WalletConnect inside the wagmi adapter', () => {
  it('lists the WalletConnect entry with a client, and not with enableWalletConnect: false', async () => {
    const { client } = await approvedSession()
    const withClient = adapterWith(client)
    await withClient.adapter.syncConnectors()
    const listed = withClient.events.filter((e) => e.event === 'connectors').at(-1)?.payload as {
      id: string
      type: string
    }[]
    expect(listed).toContainEqual(
      expect.objectContaining({ id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT' }),
    )

    const without = adapterWith(undefined)
    await without.adapter.syncConnectors()
    const none = without.events.filter((e) => e.event === 'connectors').at(-1)?.payload as { id: string }[]
    expect(none.map((c) => c.id)).not.toContain(WALLET_CONNECT_CONNECTOR_ID)
  })

  it('adopts the shared session: the address, signing through the session on its chain', async () => {
    const { client, address, requests } = await approvedSession()
    const { adapter } = adapterWith(client)
    const result = await adapter.connect({ id: WALLET_CONNECT_CONNECTOR_ID, chainId: 137 })
    expect(result).toMatchObject({ address, chainId: 137, connectorId: WALLET_CONNECT_CONNECTOR_ID })
    const { signature } = await adapter.signMessage({ message: 'over WalletConnect', address })
    expect(
      await verifyMessage({ address, message: 'over WalletConnect', signature: signature as `0x${string}` }),
    ).toBe(true)
    expect(requests.at(-1)).toEqual({ method: 'personal_sign', chain: 'eip155:137' })
  })

  it('switches between approved chains without asking the wallet, and hears the wallet end the session', async () => {
    const { client, requests, emit } = await approvedSession()
    const { adapter, events } = adapterWith(client)
    await adapter.connect({ id: WALLET_CONNECT_CONNECTOR_ID, chainId: 1 })
    const before = requests.length
    await adapter.switchNetwork({ caipNetwork: networks[1] })
    expect(requests.slice(before).map((r) => r.method)).not.toContain('wallet_switchEthereumChain')
    expect(events).toContainEqual({ event: 'chainChanged', payload: { chainId: 137 } })

    emit({ type: 'disconnect' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(events.at(-1)?.event).toBe('disconnect')
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('a reload restores the stored WalletConnect session through wagmi reconnect, with no prompt', async () => {
    const { client, address } = await approvedSession()
    const { adapter } = adapterWith(client)
    const restored = await adapter.reconnect({ id: WALLET_CONNECT_CONNECTOR_ID })
    expect(restored).toMatchObject({ address, connectorId: WALLET_CONNECT_CONNECTOR_ID })
  })
})

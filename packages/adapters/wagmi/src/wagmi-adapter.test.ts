import { GangwayError, solana } from '@gangway/common'
import { AUTH_CONNECTOR_ID, type AuthClient } from '@gangway/core'
import { announceWallet, createMemoryStorage, createTestWallet, type TestWallet } from '@gangway/testing'
import { createEventRecorder } from '@gangway/testing/conformance'
import { createStorage, mock } from '@wagmi/core'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { WagmiConnectorNotFoundError, WagmiNoNetworksError } from './errors.js'
import { fundedKey, localChains, localNetworks } from '../../../../test-support/evm-fixtures.js'
import { type WagmiAdapterParams, WagmiAdapter } from './wagmi-adapter.js'

const { mainnet, polygon } = localChains()
const networks = localNetworks()
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function testWallet(privateKey?: `0x${string}`) {
  const wallet = createTestWallet({
    chains: [
      { id: 1, rpcUrl: mainnet.rpcUrl },
      { id: 137, rpcUrl: polygon.rpcUrl },
    ],
    privateKey,
  })
  return wallet
}

function announce(wallet: TestWallet) {
  cleanups.push(announceWallet(wallet))
}

function constructed(params: Partial<WagmiAdapterParams> = {}) {
  const adapter = new WagmiAdapter({
    networks,
    projectId: 'test',
    storage: createStorage({ storage: createMemoryStorage() }),
    ...params,
  })
  const recorder = createEventRecorder()
  adapter.construct({ projectId: 'test', networks, events: recorder.sink })
  return { adapter, events: recorder.events }
}

function lastConnectors(events: { event: string; payload: unknown }[]) {
  return events.filter((e) => e.event === 'connectors').at(-1)?.payload as { id: string }[] | undefined
}

async function connectedTo(wallet: TestWallet) {
  announce(wallet)
  const env = constructed()
  await env.adapter.connect({ id: wallet.info.rdns, chainId: 1 })
  return env
}

describe('WagmiAdapter', () => {
  it('is the eip155 wagmi adapter and builds wagmiConfig from its networks at construction', () => {
    const adapter = new WagmiAdapter({ networks: [...networks, solana], projectId: 'test' })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.adapterType).toBe('wagmi')
    expect(adapter.networks.map((n) => n.id)).toEqual([1, 137])
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([1, 137])
  })

  it('refuses to start without an eip155 network', () => {
    expect(() => new WagmiAdapter({ networks: [solana], projectId: 'test' })).toThrow(WagmiNoNetworksError)
  })

  it('SPEC §3: lists EIP-6963 wallets as ANNOUNCED, injected as INJECTED "Browser Wallet", host connectors as EXTERNAL', async () => {
    const wallet = testWallet()
    announce(wallet)
    const { adapter, events } = constructed({ connectors: [mock({ accounts: [wallet.account.address] })] })
    await adapter.syncConnectors()

    expect(lastConnectors(events)).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
      { id: 'mock', name: 'Mock Connector', type: 'EXTERNAL', chain: 'eip155' },
      {
        id: wallet.info.rdns,
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: wallet.info.icon,
        info: { rdns: wallet.info.rdns, name: 'Test Wallet', icon: wallet.info.icon },
        provider: wallet.provider,
      },
    ])
  })

  it('lists the embedded wallet (AUTH) only for an instance that has one, and adds it to wagmi once', async () => {
    const adapter = new WagmiAdapter({ networks, projectId: 'test' })
    const recorder = createEventRecorder()
    // The connector's shell only names the wallet; nothing of the client is used until a connection.
    adapter.construct({ projectId: 'test', networks, events: recorder.sink, auth: {} as AuthClient })
    expect(adapter.wagmiConfig.connectors.map((c) => c.id)).not.toContain(AUTH_CONNECTOR_ID)
    await adapter.syncConnectors()
    await adapter.syncConnectors()

    expect(lastConnectors(recorder.events)?.filter((c) => c.id === AUTH_CONNECTOR_ID)).toEqual([
      { id: AUTH_CONNECTOR_ID, name: 'Email and socials', type: 'AUTH', chain: 'eip155' },
    ])
    expect(adapter.wagmiConfig.connectors.filter((c) => c.id === AUTH_CONNECTOR_ID)).toHaveLength(1)
  })

  it('reports a wallet that announces itself after construct through the connectors event', async () => {
    const { events } = constructed()
    // wagmi adds announced wallets once its storage has been read.
    await new Promise((resolve) => setTimeout(resolve, 0))
    const wallet = testWallet()
    announce(wallet)
    await vi.waitFor(() => expect(lastConnectors(events)?.map((c) => c.id)).toContain(wallet.info.rdns))
  })

  it('SPEC §4: a chain switch made in the wallet reaches core as chainChanged', async () => {
    const wallet = testWallet()
    const { events } = await connectedTo(wallet)
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    await vi.waitFor(() =>
      expect(events).toContainEqual({ event: 'chainChanged', payload: { chainId: 137 } }),
    )
  })

  it('SPEC §4: a disconnect made in the wallet reaches core as disconnect', async () => {
    const wallet = testWallet()
    const { adapter, events } = await connectedTo(wallet)
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    await vi.waitFor(() => expect(events.map((e) => e.event)).toContain('disconnect'))
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('connect with the connector already connected answers without a new prompt', async () => {
    const wallet = testWallet()
    const { adapter } = await connectedTo(wallet)
    wallet.rejectNextRequest()
    const again = await adapter.connect({ id: wallet.info.rdns })
    expect(again.address).toBe(wallet.account.address)
  })

  it('connect on another chain asks the wallet to switch to it', async () => {
    const { privateKey } = await fundedKey([mainnet.rpcUrl])
    const wallet = testWallet(privateKey)
    announce(wallet)
    const { adapter } = constructed()
    const result = await adapter.connect({ id: wallet.info.rdns, chainId: 137 })
    expect(result.chainId).toBe(137)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x89')
  })

  it('writeContract refuses a method the ABI lacks with a GangwayError, before asking the wallet', async () => {
    const { privateKey } = await fundedKey([mainnet.rpcUrl])
    const wallet = testWallet(privateKey)
    const { adapter } = await connectedTo(wallet)
    const chain = createPublicClient({ transport: http(mainnet.rpcUrl) })
    const nonce = await chain.getTransactionCount({ address: wallet.account.address })
    const error = await adapter
      .writeContract({
        address: wallet.account.address,
        contractAddress: inject('erc20Address'),
        abi: erc20Abi,
        method: 'mint',
        args: [1n],
        caipNetwork: networks[0],
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GangwayError)
    expect((error as GangwayError).shortMessage).toMatch(/Function "mint" not found/)
    expect(await chain.getTransactionCount({ address: wallet.account.address })).toBe(nonce)
  })

  it('an unknown connector id fails connect with WagmiConnectorNotFoundError and reconnects to nothing', async () => {
    const { adapter } = constructed()
    await expect(adapter.connect({ id: 'com.example.gone' })).rejects.toThrow(WagmiConnectorNotFoundError)
    expect(await adapter.reconnect({ id: 'com.example.gone' })).toBeUndefined()
  })
})

import { defineChain, GangwayError, NetworkNotFoundError, solana } from '@gangway/common'
import type { AdapterContext, WalletConnectClient } from '@gangway/core'
import { createMemoryStorage, createSolanaTestWallet, registerSolanaTestWallet } from '@gangway/testing'
import { createEventRecorder } from '@gangway/testing/conformance'
import { verifySolanaMessage } from '@gangway/testing/walletconnect'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createTestMint,
  fundedSolanaKey,
  localSolanaChains,
  localSolanaNetworks,
  splBalance,
} from '../../../../test-support/solana-fixtures.js'
import { SolanaConnectorNotFoundError, SolanaNotConnectedError } from './errors.js'
import type { SolanaProvider } from './provider.js'
import { CONNECTOR_STORAGE_KEY, SolanaAdapter } from './solana-adapter.js'

const { localnet, devnet } = localSolanaChains()
const networks = localSolanaNetworks()
const [localnetNetwork, devnetNetwork] = networks
let secretKey: Uint8Array

beforeAll(async () => {
  ;({ secretKey } = await fundedSolanaKey([localnet.rpcUrl, devnet.rpcUrl]))
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup({
  storage = createMemoryStorage(),
  walletConnect,
  customRpcUrls,
  adapterNetworks = networks,
}: {
  storage?: ReturnType<typeof createMemoryStorage>
  walletConnect?: WalletConnectClient
  customRpcUrls?: AdapterContext['customRpcUrls']
  adapterNetworks?: typeof networks | []
} = {}) {
  const wallet = createSolanaTestWallet({
    rpcUrl: localnet.rpcUrl,
    rpcUrls: { 'solana:devnet': devnet.rpcUrl },
    secretKey,
    storage,
  })
  cleanups.push(registerSolanaTestWallet(wallet))
  const adapter = new SolanaAdapter({ networks: [...adapterNetworks], storage })
  const recorder = createEventRecorder()
  adapter.construct({
    projectId: 'test',
    networks: [...networks],
    events: recorder.sink as AdapterContext['events'],
    ...(walletConnect ? { walletConnect } : {}),
    ...(customRpcUrls ? { customRpcUrls } : {}),
  })
  return { adapter, wallet, events: recorder.events, storage }
}

async function connected(options: Parameters<typeof setup>[0] = {}) {
  const env = setup(options)
  const result = await env.adapter.connect({ id: env.wallet.name, chainId: localnetNetwork.id })
  return { ...env, result }
}

const namesOf = (events: { event: string }[]) => events.map((e) => e.event)

describe('SolanaAdapter', () => {
  it("is the 'solana' adapter and speaks WalletConnect; it keeps only solana networks", () => {
    const adapter = new SolanaAdapter({
      networks: [
        ...networks,
        defineChain({
          id: 1,
          name: 'Ethereum',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
        }),
      ],
    })
    expect([adapter.namespace, adapter.adapterType, adapter.speaksWalletConnect]).toEqual([
      'solana',
      'solana',
      true,
    ])
    expect(adapter.networks).toEqual(networks)
    expect(adapter.registerWalletStandard).toBe(false)
    expect(new SolanaAdapter({ registerWalletStandard: true }).registerWalletStandard).toBe(true)
  })

  it('syncConnectors reports Wallet Standard wallets, and WalletConnect when the instance has it', async () => {
    const { adapter, events, wallet } = setup({ walletConnect: {} as WalletConnectClient })
    await adapter.syncConnectors()
    expect(events.at(-1)).toEqual({
      event: 'connectors',
      payload: [
        expect.objectContaining({
          id: wallet.name,
          name: wallet.name,
          type: 'ANNOUNCED',
          imageUrl: wallet.icon,
        }),
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' },
      ],
    })
  })

  it('a wallet registering later is reported without being asked', () => {
    const { events } = setup()
    const late = createSolanaTestWallet({ rpcUrl: localnet.rpcUrl, name: 'Late Wallet' })
    cleanups.push(registerSolanaTestWallet(late))
    const last = events.filter((e) => e.event === 'connectors').at(-1)
    expect(((last?.payload ?? []) as { name: string }[]).map((c) => c.name)).toContain('Late Wallet')
  })

  it('connect: the address, the network asked for, the provider; the connector is remembered', async () => {
    const { adapter, wallet, result, storage } = await connected()
    expect(result).toMatchObject({
      address: wallet.address,
      chainId: localnetNetwork.id,
      connectorId: wallet.name,
      wallet: { name: wallet.name, icon: wallet.icon },
    })
    expect(result.provider).toBe(adapter.getProvider())
    expect(storage.getItem(CONNECTOR_STORAGE_KEY)).toBe(wallet.name)
    const second = setup()
    expect(
      (await second.adapter.connect({ id: second.wallet.name, chainId: devnetNetwork.id })).chainId,
    ).toBe(devnetNetwork.id)
    const third = setup()
    expect((await third.adapter.connect({ id: third.wallet.name })).chainId).toBe(localnetNetwork.id)
  })

  it("connect to a connector nobody offers is 'Address or auth connector not found'; WalletConnect without a client too", async () => {
    const { adapter } = setup()
    const error = await adapter.connect({ id: 'Nobody' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SolanaConnectorNotFoundError)
    expect((error as GangwayError).shortMessage).toBe('Address or auth connector not found')
    await expect(adapter.connect({ id: 'walletConnect' })).rejects.toBeInstanceOf(
      SolanaConnectorNotFoundError,
    )
  })

  it('a rejected connect fails with 4001 and remembers nothing', async () => {
    const { adapter, wallet, storage } = setup()
    wallet.rejectNextRequest()
    await expect(adapter.connect({ id: wallet.name })).rejects.toMatchObject({ code: 4001 })
    expect(storage.getItem(CONNECTOR_STORAGE_KEY)).toBeNull()
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('switchNetwork moves among the configured networks, reports chainChanged once; others are Network not found', async () => {
    const { adapter, events } = await connected()
    events.length = 0
    await adapter.switchNetwork({ caipNetwork: devnetNetwork })
    await adapter.switchNetwork({ caipNetwork: devnetNetwork })
    expect(events).toEqual([{ event: 'chainChanged', payload: { chainId: devnetNetwork.id } }])
    expect((adapter.getProvider() as SolanaProvider).chain).toBe(devnetNetwork)
    const error = await adapter.switchNetwork({ caipNetwork: solana }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NetworkNotFoundError)
    expect((error as GangwayError).shortMessage).toBe('Network not found')
  })

  it('getBalance reads SOL with 9 decimals from the network, the custom RPC URL first', async () => {
    const { adapter } = setup({
      // The custom URL for localnet points at the devnet chain: the balance read must be devnet's.
      customRpcUrls: { [localnetNetwork.caipNetworkId]: [{ url: devnet.rpcUrl }] },
    })
    const someone = Keypair.generate().publicKey.toBase58()
    await new Connection(localnet.rpcUrl).requestAirdrop(new PublicKey(someone), 1_500_000_000)
    expect(await adapter.getBalance({ address: someone, caipNetwork: localnetNetwork })).toEqual({
      balance: '0',
      symbol: 'SOL',
    })
    expect(await adapter.getBalance({ address: someone, caipNetwork: devnetNetwork })).toEqual({
      balance: '0',
      symbol: 'SOL',
    })
    const plain = setup()
    expect(await plain.adapter.getBalance({ address: someone, caipNetwork: localnetNetwork })).toEqual({
      balance: '1.5',
      symbol: 'SOL',
    })
    await expect(
      plain.adapter.getBalance({ address: 'nope', caipNetwork: localnetNetwork }),
    ).rejects.toBeInstanceOf(GangwayError)
  })

  it('signMessage: a base58 ed25519 signature of the UTF-8 message', async () => {
    const { adapter, wallet } = await connected()
    const { signature } = await adapter.signMessage({ message: 'Gangway ✓', address: wallet.address })
    expect(
      verifySolanaMessage({
        message: new TextEncoder().encode('Gangway ✓'),
        signature,
        address: wallet.address,
      }),
    ).toBe(true)
  })

  it('sendTransaction: a transfer of the value, signed and sent by the wallet; the hash is its signature', async () => {
    const { adapter, wallet } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const { hash } = await adapter.sendTransaction({ address: wallet.address, to, value: 1_000_000n })
    const connection = new Connection(localnet.rpcUrl, 'confirmed')
    expect((await connection.getSignatureStatus(hash)).value?.err).toBeNull()
    expect(await connection.getBalance(new PublicKey(to))).toBe(1_000_000)
  })

  it('sendTransaction with a tokenMint: an SPL transfer of the value in base units, signed and sent by the wallet', async () => {
    const { adapter, wallet } = await connected()
    const mint = await createTestMint(localnet.rpcUrl, {
      decimals: 6,
      holders: [{ owner: wallet.address, amount: 5_000_000n }],
    })
    const to = Keypair.generate().publicKey.toBase58()
    const { hash } = await adapter.sendTransaction({
      address: wallet.address,
      to,
      value: 1_500_000n,
      tokenMint: mint,
    })
    const connection = new Connection(localnet.rpcUrl, 'confirmed')
    expect((await connection.getSignatureStatus(hash)).value?.err).toBeNull()
    expect(await splBalance(localnet.rpcUrl, to, mint)).toBe(1_500_000n)
    expect(await splBalance(localnet.rpcUrl, wallet.address, mint)).toBe(3_500_000n)
  })

  it('sendTransaction on another configured network switches there first and sends on its node', async () => {
    const { adapter, wallet, events } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    await adapter.sendTransaction({
      address: wallet.address,
      to,
      value: 2_000_000n,
      caipNetwork: devnetNetwork,
    })
    expect(events).toContainEqual({ event: 'chainChanged', payload: { chainId: devnetNetwork.id } })
    expect(await new Connection(devnet.rpcUrl).getBalance(new PublicKey(to))).toBe(2_000_000)
    expect(await new Connection(localnet.rpcUrl).getBalance(new PublicKey(to))).toBe(0)
  })

  it('sendTransaction refuses a bad receiver or amount before the wallet is asked; rejections are 4001', async () => {
    const { adapter, wallet } = await connected()
    const prompt = vi.spyOn(wallet.features['solana:signAndSendTransaction'], 'signAndSendTransaction')
    await expect(
      adapter.sendTransaction({
        address: wallet.address,
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        value: 1n,
      }),
    ).rejects.toMatchObject({ shortMessage: 'An amount and receiver address are required' })
    await expect(
      adapter.sendTransaction({
        address: wallet.address,
        to: Keypair.generate().publicKey.toBase58(),
        value: 0n,
      }),
    ).rejects.toMatchObject({ shortMessage: 'An amount and receiver address are required' })
    expect(prompt).not.toHaveBeenCalled()
    wallet.rejectNextRequest()
    await expect(
      adapter.sendTransaction({
        address: wallet.address,
        to: Keypair.generate().publicKey.toBase58(),
        value: 1_000_000n,
      }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it("signing or sending without a connected wallet is 'Not supported'", async () => {
    const { adapter } = setup()
    await expect(adapter.signMessage({ message: 'x', address: 'y' })).rejects.toBeInstanceOf(
      SolanaNotConnectedError,
    )
    await expect(adapter.sendTransaction({ address: 'y', to: 'z', value: 1n })).rejects.toMatchObject({
      shortMessage: 'Not supported',
    })
  })

  it('parseUnits / formatUnits at SOL decimals', () => {
    const { adapter } = setup()
    expect(adapter.parseUnits('1.5', 9)).toBe(1_500_000_000n)
    expect(adapter.formatUnits(1_500_000_000n, 9)).toBe('1.5')
  })

  it("the wallet's change events: another account is accountChanged, no account is disconnect", async () => {
    const { adapter, wallet, events } = await connected()
    events.length = 0
    const next = wallet.switchAccount()
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        event: 'accountChanged',
        payload: { address: next, connectorId: wallet.name, chainId: localnetNetwork.id },
      }),
    )
    expect((adapter.getProvider() as SolanaProvider).publicKey.toBase58()).toBe(next)
    wallet.disconnectSite()
    expect(namesOf(events)).toContain('disconnect')
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('disconnect: standard:disconnect, a disconnect event, no provider, the connector forgotten', async () => {
    const { adapter, wallet, events, storage } = await connected()
    events.length = 0
    await adapter.disconnect()
    expect(namesOf(events)).toEqual(['disconnect'])
    expect(adapter.getProvider()).toBeUndefined()
    expect(wallet.accounts).toEqual([])
    expect(storage.getItem(CONNECTOR_STORAGE_KEY)).toBeNull()
    await adapter.disconnect()
    expect(namesOf(events)).toEqual(['disconnect'])
  })

  it('reconnect restores the remembered wallet silently; not another connector, not after a disconnect', async () => {
    const storage = createMemoryStorage()
    const first = await connected({ storage })
    first.adapter.construct({ projectId: 'test', networks: [...networks], events: { emit() {} } })
    const reloaded = setup({ storage })
    reloaded.wallet.rejectNextRequest()
    const restored = await reloaded.adapter.reconnect({ id: reloaded.wallet.name })
    expect(restored).toMatchObject({ address: first.wallet.address, connectorId: reloaded.wallet.name })
    expect(await reloaded.adapter.reconnect({ id: 'walletConnect' })).toBeUndefined()
    await reloaded.adapter.disconnect()
    const again = setup({ storage })
    expect(await again.adapter.reconnect({ id: again.wallet.name })).toBeUndefined()
  })

  it('reconnect forgets a wallet that no longer grants the site', async () => {
    const storage = createMemoryStorage()
    const first = await connected({ storage })
    first.wallet.disconnectSite()
    storage.setItem(CONNECTOR_STORAGE_KEY, first.wallet.name)
    const reloaded = setup({ storage })
    expect(await reloaded.adapter.reconnect({ id: reloaded.wallet.name })).toBeUndefined()
    expect(storage.getItem(CONNECTOR_STORAGE_KEY)).toBeNull()
  })

  it('without any solana network, connecting is Network not found', async () => {
    const wallet = createSolanaTestWallet({ rpcUrl: localnet.rpcUrl, secretKey })
    cleanups.push(registerSolanaTestWallet(wallet))
    const adapter = new SolanaAdapter()
    adapter.construct({ projectId: 'test', networks: [], events: { emit() {} } })
    await expect(adapter.connect({ id: wallet.name })).rejects.toBeInstanceOf(NetworkNotFoundError)
  })

  it('used before construct, it says so', async () => {
    await expect(new SolanaAdapter().connect({ id: 'x' })).rejects.toMatchObject({
      shortMessage: 'ConnectionController client not set',
    })
  })
})

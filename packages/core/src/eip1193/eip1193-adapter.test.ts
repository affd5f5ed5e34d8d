// @vitest-environment happy-dom
import {
  type CaipNetwork,
  defineChain,
  InvalidSendCallsError,
  NetworkNotFoundError,
  solana,
  toGangwayError,
  UserRejectedRequestError,
} from '@gangway/common'
import {
  announceWallet,
  createMemoryStorage,
  createTestWallet,
  type TestWallet,
  type WalletStorage,
} from '@gangway/testing'
import { createEventRecorder } from '@gangway/testing/conformance'
import { type Address, createPublicClient, erc20Abi, type Hex, http, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { fundedKey, localChains, localNetworks } from '../../../../test-support/evm-fixtures.js'
import { ViemTestAdapter } from '../test/viem-test-adapter.js'
import { Eip1193ConnectorNotFoundError } from './errors.js'

const { mainnet, polygon, mainnetMirror } = localChains()
const networks = localNetworks()
const [ethereum, polygonNetwork] = networks
/** Configured nowhere. */
const optimism = defineChain({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const client = (network: CaipNetwork) =>
  createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
const newAddress = () => privateKeyToAccount(generatePrivateKey()).address
const cleanups: (() => void)[] = []
let privateKey: Hex

beforeAll(async () => {
  ;({ privateKey } = await fundedKey([mainnet.rpcUrl, polygon.rpcUrl]))
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

interface SetupOptions {
  storage?: WalletStorage
  walletChains?: 'all' | 'first'
  customRpcUrls?: Record<string, { url: string }[]>
  /** Replaces the wallet's provider as announced (a wallet with fewer or more methods than the test wallet). */
  provider?: (wallet: TestWallet) => TestWallet['provider']
}

/** A page load: the wallet announces itself, the adapter is constructed as createAppKit does. */
function setup({
  storage = createMemoryStorage(),
  walletChains = 'all',
  customRpcUrls,
  provider,
}: SetupOptions = {}) {
  const known = walletChains === 'all' ? [mainnet, polygon] : [mainnet]
  const wallet = createTestWallet({
    chains: known.map(({ chainId, rpcUrl }) => ({ id: chainId, rpcUrl })),
    privateKey,
    storage,
  })
  cleanups.push(announceWallet(provider ? { ...wallet, provider: provider(wallet) } : wallet))
  const adapter = new ViemTestAdapter({ storage })
  const recorder = createEventRecorder()
  adapter.construct({
    projectId: 'test',
    networks,
    events: recorder.sink,
    ...(customRpcUrls ? { customRpcUrls: customRpcUrls as never } : {}),
  })
  return { wallet, adapter, events: recorder.events, id: wallet.info.rdns, storage }
}

async function connected(options: SetupOptions = {}) {
  const env = setup(options)
  const result = await env.adapter.connect({ id: env.id, chainId: 1 })
  env.events.length = 0
  return { ...env, result }
}

const named = (events: { event: string }[]) => events.map((e) => e.event)

describe('Eip1193Adapter: connection', () => {
  it('is the eip155 adapter, speaks WalletConnect, and keeps only the eip155 networks it is given', () => {
    const adapter = new ViemTestAdapter({ networks: [...networks, solana] })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.speaksWalletConnect).toBe(true)
    expect(adapter.networks.map((network) => network.id)).toEqual([1, 137])
    expect(new ViemTestAdapter().networks).toEqual([])
  })

  it('needs construct() before anything else', async () => {
    await expect(new ViemTestAdapter().syncConnectors()).rejects.toThrow(
      'ConnectionController client not set',
    )
  })

  it('syncConnectors reports the announced wallet with the connectors event', async () => {
    const { adapter, events, wallet } = setup()
    await adapter.syncConnectors()
    expect(events.at(-1)).toEqual({
      event: 'connectors',
      payload: [expect.objectContaining({ id: wallet.info.rdns, type: 'ANNOUNCED', name: 'Test Wallet' })],
    })
  })

  it("connect returns the account, the chain, the connector and the wallet's own provider", async () => {
    const { adapter, wallet, result, id } = await connected()
    expect(result).toEqual({
      address: wallet.account.address,
      chainId: 1,
      connectorId: id,
      provider: wallet.provider,
    })
    expect(adapter.getProvider()).toBe(wallet.provider)
  })

  it('connect on another chain moves the wallet there', async () => {
    const { adapter, wallet, id } = setup()
    expect((await adapter.connect({ id, chainId: 137 })).chainId).toBe(137)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x89')
  })

  it('a connector the adapter does not offer fails connect', async () => {
    const { adapter } = setup()
    await expect(adapter.connect({ id: 'com.example.gone' })).rejects.toBeInstanceOf(
      Eip1193ConnectorNotFoundError,
    )
  })

  it('SPEC §8 4001: a rejected connect is a user rejection and leaves nothing connected', async () => {
    const { adapter, wallet, id } = setup()
    wallet.rejectNextRequest()
    const error = await adapter.connect({ id }).catch((caught: unknown) => caught)
    expect(toGangwayError(error)).toBeInstanceOf(UserRejectedRequestError)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it("SPEC §4: the wallet's account, chain (as a decimal) and disconnect reach core as events", async () => {
    const { wallet, events, adapter, id } = await connected()
    wallet.switchChain(137)
    const other = generatePrivateKey()
    wallet.switchAccount(other)
    wallet.disconnectSite()
    expect(events).toEqual([
      { event: 'chainChanged', payload: { chainId: 137 } },
      { event: 'accountChanged', payload: { address: privateKeyToAccount(other).address, connectorId: id } },
      { event: 'disconnect', payload: undefined },
    ])
    expect(adapter.getProvider()).toBeUndefined()
    // Listeners went with the connection.
    wallet.switchChain(1)
    expect(events).toHaveLength(3)
  })

  it('disconnect revokes the access, reports disconnect once, and stops listening', async () => {
    const { adapter, wallet, events } = await connected()
    await adapter.disconnect()
    expect(named(events)).toEqual(['disconnect'])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    wallet.switchChain(137)
    expect(named(events)).toEqual(['disconnect'])
  })

  it('connecting another wallet stops listening to the first', async () => {
    const first = await connected()
    const other = createTestWallet({
      chains: [{ id: 1, rpcUrl: mainnet.rpcUrl }],
      privateKey,
      rdns: 'com.example.other',
      name: 'Other',
    })
    cleanups.push(announceWallet(other))
    await first.adapter.connect({ id: 'com.example.other' })
    first.wallet.switchChain(137)
    expect(named(first.events)).not.toContain('chainChanged')
    expect(first.adapter.getProvider()).toBe(other.provider)
  })
})

describe('Eip1193Adapter: reconnect', () => {
  it('after a reload restores the connection without a prompt', async () => {
    const first = await connected()
    const reloaded = setup({ storage: first.storage })
    reloaded.wallet.rejectNextRequest()
    await reloaded.adapter.syncConnectors()
    const restored = await reloaded.adapter.reconnect({ id: reloaded.id })
    expect(restored).toEqual(expect.objectContaining({ address: first.wallet.account.address, chainId: 1 }))
    // The restored connection hears the wallet again.
    reloaded.wallet.switchChain(137)
    expect(reloaded.events).toContainEqual({ event: 'chainChanged', payload: { chainId: 137 } })
  })

  it('after a disconnect restores nothing, even from a wallet that keeps the access (no revoke)', async () => {
    const withoutRevoke = (wallet: TestWallet): TestWallet['provider'] => ({
      ...wallet.provider,
      request: (args) =>
        args.method === 'wallet_revokePermissions'
          ? Promise.reject({ code: 4200, message: 'Unsupported method' })
          : wallet.provider.request(args),
    })
    const first = await connected({ provider: withoutRevoke })
    await first.adapter.disconnect()
    expect(await first.wallet.provider.request({ method: 'eth_accounts' })).toHaveLength(1)
    const reloaded = setup({ storage: first.storage, provider: withoutRevoke })
    expect(await reloaded.adapter.reconnect({ id: reloaded.id })).toBeUndefined()
  })

  it('restores nothing once the wallet no longer grants access, and then forgets the connector', async () => {
    const first = await connected()
    first.wallet.disconnectSite()
    const reloaded = setup({ storage: first.storage })
    expect(await reloaded.adapter.reconnect({ id: reloaded.id })).toBeUndefined()
    expect(await reloaded.adapter.reconnect({ id: reloaded.id })).toBeUndefined()
  })

  it('restores nothing for a connector it was not connected with, or one that no longer announces itself', async () => {
    const first = await connected()
    const reloaded = setup({ storage: first.storage })
    expect(await reloaded.adapter.reconnect({ id: 'injected' })).toBeUndefined()
    for (const stopAnnouncing of cleanups.splice(0)) stopAnnouncing()
    const empty = new ViemTestAdapter({ storage: first.storage })
    empty.construct({ projectId: 'test', networks, events: { emit: () => {} } })
    expect(await empty.reconnect({ id: first.id })).toBeUndefined()
  })
})

describe('Eip1193Adapter: network', () => {
  it("SPEC §5: a network that is not configured is 'Network not found'", async () => {
    const { adapter } = await connected()
    const error = await adapter.switchNetwork({ caipNetwork: optimism }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NetworkNotFoundError)
  })

  it('switches, adding a chain the wallet lacks (4902), and reports the change once', async () => {
    const { adapter, wallet, events } = await connected({ walletChains: 'first' })
    await adapter.switchNetwork({ caipNetwork: polygonNetwork })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x89')
    expect(events).toEqual([{ event: 'chainChanged', payload: { chainId: 137 } }])
  })

  it("SPEC §8: 'Not supported' without a connected wallet", async () => {
    const { adapter } = setup()
    await expect(adapter.switchNetwork({ caipNetwork: polygonNetwork })).rejects.toThrow('Not supported')
    await expect(adapter.signMessage({ message: 'x', address: newAddress() })).rejects.toThrow(
      'Not supported',
    )
  })

  it("getBalance reads the node, customRpcUrls first, in whole units with the network's symbol", async () => {
    const address = newAddress()
    const { setBalance } = await import('../../../../test-support/evm-fixtures.js')
    await setBalance(mainnet.rpcUrl, address, '1.5')
    await setBalance(mainnetMirror.rpcUrl, address, '2')
    const { adapter } = setup()
    expect(await adapter.getBalance({ address, caipNetwork: ethereum })).toEqual({
      balance: '1.5',
      symbol: 'ETH',
    })
    const custom = setup({ customRpcUrls: { 'eip155:1': [{ url: mainnetMirror.rpcUrl }] } })
    expect(await custom.adapter.getBalance({ address, caipNetwork: ethereum })).toEqual({
      balance: '2',
      symbol: 'ETH',
    })
  })
})

describe('Eip1193Adapter: signing and sending', () => {
  it('signMessage signs with personal_sign; viem verifies it; a rejection is a 4001', async () => {
    const { adapter, wallet } = await connected()
    const address = wallet.account.address
    const { signature } = await adapter.signMessage({ message: 'Gangway ✓', address })
    expect(await verifyMessage({ address, message: 'Gangway ✓', signature: signature as Hex })).toBe(true)
    wallet.rejectNextRequest()
    const error = await adapter.signMessage({ message: 'no', address }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
  })

  it('SPEC §7: a native send has the receiver, the value and empty data; it is mined', async () => {
    const { adapter, wallet } = await connected()
    const to = newAddress()
    const { hash } = await adapter.sendTransaction({
      address: wallet.account.address,
      to,
      value: 12_345n,
      caipNetwork: ethereum,
    })
    const receipt = await client(ethereum).waitForTransactionReceipt({
      hash: hash as Hex,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(await client(ethereum).getBalance({ address: to })).toBe(12_345n)
    expect((await client(ethereum).getTransaction({ hash: hash as Hex })).input).toBe('0x')
  })

  it('a send on another network moves the wallet there first', async () => {
    const { adapter, wallet, events } = await connected()
    const to = newAddress()
    const { hash } = await adapter.sendTransaction({
      address: wallet.account.address,
      to,
      value: 1n,
      caipNetwork: polygonNetwork,
    })
    await client(polygonNetwork).waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
    expect(await client(polygonNetwork).getBalance({ address: to })).toBe(1n)
    expect(events).toContainEqual({ event: 'chainChanged', payload: { chainId: 137 } })
  })

  it('estimateGas and writeContract against a deployed ERC-20: approve, then read the allowance back', async () => {
    const { adapter, wallet } = await connected()
    const token = inject('erc20Address') as Address
    const address = wallet.account.address
    const spender = newAddress()
    expect((await adapter.estimateGas({ address, to: spender, value: 1n, caipNetwork: ethereum })).gas).toBe(
      21_000n,
    )

    const { hash } = await adapter.writeContract({
      address,
      contractAddress: token,
      abi: erc20Abi,
      method: 'approve',
      args: [spender, 777n],
      caipNetwork: ethereum,
    })
    await client(ethereum).waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
    const allowance = await client(ethereum).readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address, spender],
    })
    expect(allowance).toBe(777n)
  })
})

describe('Eip1193Adapter: wallet_sendCalls', () => {
  /** An EIP-5792 wallet over the test wallet: it runs each call of a bundle with eth_sendTransaction. */
  function withSendCalls(bundles: unknown[]) {
    return (wallet: TestWallet): TestWallet['provider'] => ({
      ...wallet.provider,
      async request(args) {
        if (args.method !== 'wallet_sendCalls') return wallet.provider.request(args)
        const [bundle] = args.params as [{ from: string; calls: object[] }]
        bundles.push(bundle)
        let last: unknown
        for (const call of bundle.calls) {
          last = await wallet.provider.request({
            method: 'eth_sendTransaction',
            params: [{ from: bundle.from, ...call }],
          })
        }
        return { id: last }
      },
    })
  }

  it('SPEC §5: a bad call is refused, naming it, before the wallet is asked', async () => {
    const bundles: unknown[] = []
    const { adapter } = await connected({ provider: withSendCalls(bundles) })
    const error = await adapter
      .sendCalls({ calls: [{ to: newAddress() }, { to: 'nope' as Hex }] })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidSendCallsError)
    expect((error as InvalidSendCallsError).index).toBe(1)
    expect(bundles).toEqual([])
  })

  it('valid calls go to the wallet as one wallet_sendCalls, from the connected account on its chain', async () => {
    const bundles: unknown[] = []
    const { adapter, wallet } = await connected({ provider: withSendCalls(bundles) })
    const [first, second] = [newAddress(), newAddress()]
    const { id } = await adapter.sendCalls({
      calls: [
        { to: first, value: 5n },
        { to: second, value: '0x7' },
      ],
    })
    expect(bundles).toEqual([
      expect.objectContaining({ from: wallet.account.address, chainId: '0x1', version: '2.0.0' }),
    ])
    await client(ethereum).waitForTransactionReceipt({ hash: id as Hex, pollingInterval: 50 })
    await vi.waitFor(async () => expect(await client(ethereum).getBalance({ address: first })).toBe(5n))
    expect(await client(ethereum).getBalance({ address: second })).toBe(7n)
  })
})

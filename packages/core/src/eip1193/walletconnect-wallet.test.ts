import { AddressNotFoundError, type CaipAddress, defineChain } from '@gangway/common'
import { createTestWallet } from '@gangway/testing'
import { describe, expect, it, vi } from 'vitest'
import type {
  WalletConnectClient,
  WalletConnectEvent,
  WalletConnectSession,
} from '../walletconnect/client.js'
import type { WalletWatchers } from './types.js'
import { createWalletConnectWallet, evmAccountsOf } from './walletconnect-wallet.js'

const network = (id: number) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:9${id}`] } },
  })

/**
 * The edge of these tests: a WalletConnect client whose session is already approved, its universal provider
 * handing requests to the test wallet (no node is contacted). The real client, SDK, relay and lab wallet are
 * proven by the adapters' WalletConnect conformance runs.
 */
async function approvedSession(accounts?: CaipAddress[]) {
  const wallet = createTestWallet({
    chains: [1, 137, 10].map((id) => ({ id, rpcUrl: `http://127.0.0.1:9${id}` })),
  })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  const address = wallet.account.address
  let session: WalletConnectSession | undefined = {
    accounts: accounts ?? [
      `eip155:1:${address}`,
      `eip155:137:${address}`,
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9xQe',
    ],
    peer: { name: 'Lab Wallet', icons: ['https://lab.example/icon.png'] },
  }
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const requests: { method: string; chain?: string | undefined }[] = []
  const defaultChains: [string, string | undefined][] = []
  const universal = {
    request(args: { method: string; params?: unknown }, chain?: string) {
      requests.push({ method: args.method, chain })
      return wallet.provider.request(args as never)
    },
    setDefaultChain: (chain: string, rpcUrl?: string) => void defaultChains.push([chain, rpcUrl]),
  }
  const client: WalletConnectClient = {
    connect: () => Promise.reject(new Error('already paired')),
    restore: async () => session,
    getSession: () => session,
    prepare: async () => undefined,
    disconnect: vi.fn(async () => {
      session = undefined
    }),
    getProvider: async () => universal,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const emit = (event: WalletConnectEvent) => {
    for (const listener of listeners) listener(event)
  }
  const evm = createWalletConnectWallet({ client, rpcUrlOf: (chainId) => `http://rpc.test/${chainId}` })
  return { wallet, address, client, evm, emit, requests, defaultChains, listeners }
}

function recordingWatchers() {
  const seen: [string, unknown][] = []
  const watchers: WalletWatchers = {
    accountsChanged: (accounts) => seen.push(['accountsChanged', accounts]),
    chainChanged: (chainId) => seen.push(['chainChanged', chainId]),
    disconnect: () => seen.push(['disconnect', undefined]),
  }
  return { seen, watchers }
}

describe('the WalletConnect session as an EVM wallet', () => {
  it('reads the eip155 accounts of a session, leaving other namespaces out', () => {
    expect(evmAccountsOf(['eip155:1:0xa', 'solana:x:y', 'eip155:137:0xb'])).toEqual([
      { chainId: 1, address: '0xa' },
      { chainId: 137, address: '0xb' },
    ])
  })

  it('connect adopts the approved account on the wanted chain, and requests then name that chain', async () => {
    const { evm, address, requests, defaultChains } = await approvedSession()
    expect(evm.provider()).toBeUndefined()
    expect(await evm.connect(network(137))).toEqual({ address, chainId: 137 })
    expect(defaultChains.at(-1)).toEqual(['eip155:137', 'http://rpc.test/137'])
    await evm.request({ method: 'eth_chainId' })
    expect(requests.at(-1)).toEqual({ method: 'eth_chainId', chain: 'eip155:137' })
    // The provider a host wraps routes the same way, and stays the same object.
    const provider = evm.provider()
    await provider?.request({ method: 'eth_accounts' })
    expect(requests.at(-1)).toEqual({ method: 'eth_accounts', chain: 'eip155:137' })
    expect(evm.provider()).toBe(provider)
    expect(evm.describe?.()).toEqual({ name: 'Lab Wallet', icon: 'https://lab.example/icon.png' })
  })

  it('a chain the session did not approve: connect takes the first approved one', async () => {
    const { evm, address } = await approvedSession()
    expect(await evm.connect(network(10))).toEqual({ address, chainId: 1 })
  })

  it('a session without an eip155 account: connect fails, restore answers nothing', async () => {
    const { evm } = await approvedSession(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9xQe'])
    await expect(evm.connect(undefined)).rejects.toBeInstanceOf(AddressNotFoundError)
    expect(await evm.restore()).toBeUndefined()
  })

  it('restore adopts a stored session with no prompt', async () => {
    const { evm, address } = await approvedSession()
    expect(await evm.restore()).toEqual({ address, chainId: 1 })
  })

  it('switches between approved chains without a round trip; asks the wallet for any other', async () => {
    const { evm, requests, wallet } = await approvedSession()
    await evm.connect(network(1))
    await evm.switchChain(network(137))
    expect(requests.map((request) => request.method)).not.toContain('wallet_switchEthereumChain')
    await evm.request({ method: 'eth_chainId' })
    expect(requests.at(-1)?.chain).toBe('eip155:137')

    await evm.switchChain(network(10))
    expect(requests.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', chain: 'eip155:137' })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0xa')
  })

  it("hears the session's events: eip155 chains and accounts, and its end", async () => {
    const { evm, emit, address } = await approvedSession()
    await evm.connect(network(1))
    const { seen, watchers } = recordingWatchers()
    const stop = evm.watch(watchers)

    emit({ type: 'chainChanged', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    emit({ type: 'chainChanged', caipNetworkId: 'eip155:137' })
    emit({ type: 'accountsChanged', accounts: [`eip155:1:0x1111`, `eip155:137:${address}`] })
    // A session update with no eip155 account left is no disconnect: the session's delete is.
    emit({ type: 'accountsChanged', accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9xQe'] })
    emit({ type: 'disconnect' })
    expect(seen).toEqual([
      ['chainChanged', 137],
      ['accountsChanged', [address]],
      ['disconnect', undefined],
    ])
    expect(evm.provider()).toBeUndefined()
    stop()
  })

  it('disconnect ends the shared session through the client', async () => {
    const { evm, client } = await approvedSession()
    await evm.connect(undefined)
    await evm.disconnect()
    expect(client.disconnect).toHaveBeenCalledOnce()
    expect(evm.provider()).toBeUndefined()
    await expect(evm.request({ method: 'eth_chainId' })).rejects.toThrow('Not supported')
  })
})

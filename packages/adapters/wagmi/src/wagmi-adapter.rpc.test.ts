// @vitest-environment node
// Reads only: no DOM needed, and Node's fetch reports a failing RPC without browser CORS noise.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encodeFunctionData, erc20Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { localChains, localNetworks, setBalance } from '../../../../test-support/evm-fixtures.js'
import { WagmiAdapter, type WagmiAdapterParams } from './wagmi-adapter.js'

// Two nodes for chain 1 that disagree: the balance read tells which one the adapter asked.
const { mainnet, mainnetMirror } = localChains()
const networks = localNetworks()
const [ethereum] = networks
const address = privateKeyToAccount(generatePrivateKey()).address

// An RPC that is down: every request gets 503.
const downRpc = createServer((_request, response) => response.writeHead(503).end())

beforeAll(async () => {
  await setBalance(mainnet.rpcUrl, address, '1')
  await setBalance(mainnetMirror.rpcUrl, address, '2')
  await new Promise<void>((resolve) => downRpc.listen(0, '127.0.0.1', resolve))
})

afterAll(() => {
  downRpc.close()
})

async function balanceThrough(
  params: Partial<WagmiAdapterParams>,
  appKitCustomRpcUrls?: WagmiAdapterParams['customRpcUrls'],
) {
  const adapter = new WagmiAdapter({ networks, projectId: 'test', ...params })
  adapter.construct({
    projectId: 'test',
    networks,
    events: { emit: () => undefined },
    ...(appKitCustomRpcUrls ? { customRpcUrls: appKitCustomRpcUrls } : {}),
  })
  return (await adapter.getBalance({ address, caipNetwork: ethereum })).balance
}

describe('WagmiAdapter RPC transports', () => {
  it("reads through the network's default RPC URL when nothing else is given", async () => {
    expect(await balanceThrough({})).toBe('1')
  })

  it('SPEC §7 Chain RPC: customRpcUrls are honoured for reads, never replaced', async () => {
    const customRpcUrls = { 'eip155:1': [{ url: mainnetMirror.rpcUrl }] }
    expect(await balanceThrough({ customRpcUrls, transports: { 1: http(mainnet.rpcUrl) } })).toBe('2')
  })

  it('SPEC §7 Chain RPC: falls back between custom RPC URLs, passing each its config', async () => {
    const customRpcUrls = {
      'eip155:1': [
        { url: `http://127.0.0.1:${(downRpc.address() as AddressInfo).port}`, config: { retryCount: 0 } },
        { url: mainnetMirror.rpcUrl },
      ],
    }
    expect(await balanceThrough({ customRpcUrls })).toBe('2')
  })

  it('honours customRpcUrls that createAppKit hands over through construct', async () => {
    expect(await balanceThrough({}, { 'eip155:1': [{ url: mainnetMirror.rpcUrl }] })).toBe('2')
  })

  it("uses the host's transport for a network without custom RPC URLs", async () => {
    expect(await balanceThrough({ transports: { 1: http(mainnetMirror.rpcUrl) } })).toBe('2')
  })
})

describe('WagmiAdapter gas estimates', () => {
  it('estimateGas asks the network through its transport: customRpcUrls first, like balances', async () => {
    // The ERC-20 lives on the first chain 1 only: on the mirror its address holds no code, so the same call
    // is priced as a plain transfer with calldata there, and as the contract's work on the first node.
    const token = inject('erc20Address')
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [address, 1n] })
    const params = { address, to: token, data, caipNetwork: ethereum }

    const throughDefault = new WagmiAdapter({ networks, projectId: 'test' })
    throughDefault.construct({ projectId: 'test', networks, events: { emit: () => undefined } })
    expect((await throughDefault.estimateGas(params)).gas).toBeGreaterThan(30_000n)

    const throughMirror = new WagmiAdapter({
      networks,
      projectId: 'test',
      customRpcUrls: { 'eip155:1': [{ url: mainnetMirror.rpcUrl }] },
    })
    throughMirror.construct({ projectId: 'test', networks, events: { emit: () => undefined } })
    const onMirror = (await throughMirror.estimateGas(params)).gas
    expect(onMirror).toBeGreaterThan(21_000n)
    expect(onMirror).toBeLessThan(30_000n)
  })

  it("SPEC §5: estimating on a network the adapter was not given is 'Network not found'", async () => {
    const adapter = new WagmiAdapter({ networks: [ethereum], projectId: 'test' })
    adapter.construct({ projectId: 'test', networks: [ethereum], events: { emit: () => undefined } })
    const [, polygonNetwork] = networks
    await expect(
      adapter.estimateGas({ address, to: address, value: 1n, caipNetwork: polygonNetwork }),
    ).rejects.toThrow('Network not found')
  })
})

describe('WagmiAdapter native balance', () => {
  it('reads with eth_getBalance, so a chain without multicall3 deployed still shows its balance', async () => {
    // The shipped mainnet definition lists multicall3; the local node has no such contract.
    const { mainnet: shippedMainnet } = await import('@gangway/common')
    expect(shippedMainnet.contracts?.multicall3).toBeDefined()
    const adapter = new WagmiAdapter({
      networks: [shippedMainnet],
      projectId: 'test',
      customRpcUrls: { 'eip155:1': [{ url: mainnet.rpcUrl }] },
    })
    adapter.construct({ projectId: 'test', networks: [shippedMainnet], events: { emit: () => undefined } })
    await expect(adapter.getBalance({ address, caipNetwork: shippedMainnet })).resolves.toEqual({
      balance: '1',
      symbol: 'ETH',
    })
  })
})

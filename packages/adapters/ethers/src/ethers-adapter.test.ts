import { GangwayError, solana } from '@gangway/common'
import { announceWallet, createMemoryStorage, createTestWallet, type TestWallet } from '@gangway/testing'
import { createEventRecorder } from '@gangway/testing/conformance'
import { BrowserProvider } from 'ethers'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData as viemEncodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { fundedKey, localChains, localNetworks } from '../../../../test-support/evm-fixtures.js'
import { encodeFunctionData } from './encode-function-data.js'
import { EthersAdapter } from './ethers-adapter.js'

const { mainnet, polygon } = localChains()
const networks = localNetworks()
const [ethereum, polygonNetwork] = networks
const erc20Address = inject('erc20Address') as Address
const chainClient = createPublicClient({ transport: http(mainnet.rpcUrl) })
const newAddress = () => privateKeyToAccount(generatePrivateKey()).address
const cleanups: (() => void)[] = []
let privateKey: Hex

beforeAll(async () => {
  ;({ privateKey } = await fundedKey([mainnet.rpcUrl, polygon.rpcUrl]))
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A page load: the test wallet announces itself (EIP-6963) and the adapter is constructed as createAppKit does. */
function setup() {
  const wallet = createTestWallet({
    chains: [
      { id: 1, rpcUrl: mainnet.rpcUrl },
      { id: 137, rpcUrl: polygon.rpcUrl },
    ],
    privateKey,
  })
  cleanups.push(announceWallet(wallet))
  const adapter = new EthersAdapter({ storage: createMemoryStorage() })
  const recorder = createEventRecorder()
  adapter.construct({ projectId: 'test', networks, events: recorder.sink })
  return { adapter, wallet, events: recorder.events }
}

async function connected() {
  const env = setup()
  await env.adapter.connect({ id: env.wallet.info.rdns, chainId: 1 })
  return env
}

/** The test wallet's account receives `amount` GUSD from a token holder (anvil's account 1, impersonated). */
async function giveTokens(wallet: TestWallet, amount: bigint) {
  const holder = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  await createTestClient({ mode: 'anvil', transport: http(mainnet.rpcUrl) }).impersonateAccount({
    address: holder,
  })
  const hash = await createWalletClient({ account: holder, transport: http(mainnet.rpcUrl) }).writeContract({
    chain: null,
    address: erc20Address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [wallet.account.address, amount],
  })
  await chainClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

describe('EthersAdapter', () => {
  it("is AppKit's `new EthersAdapter()`: the eip155 'ethers' adapter, keeping only eip155 networks", () => {
    const adapter = new EthersAdapter()
    expect(adapter.adapterType).toBe('ethers')
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.speaksWalletConnect).toBe(true)
    expect(adapter.networks).toEqual([])
    expect(new EthersAdapter({ networks: [...networks, solana] }).networks).toEqual(networks)
  })

  it("does units with ethers v6: a whole amount formats as '1.0', and any decimals round-trip", () => {
    const adapter = new EthersAdapter()
    expect(adapter.parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(adapter.parseUnits('0.000000000000000001', 18)).toBe(1n)
    expect(adapter.formatUnits(10n ** 18n, 18)).toBe('1.0')
    expect(adapter.formatUnits(123_250_000n, 6)).toBe('123.25')
    expect(adapter.formatUnits(1n, 9)).toBe('0.000000001')
  })

  it('Errors are data: more digits than the decimals, or not a number, is a GangwayError with ethers as the cause', () => {
    const adapter = new EthersAdapter()
    const tooPrecise = catchError(() => adapter.parseUnits('1.1234567', 6))
    expect(tooPrecise).toBeInstanceOf(GangwayError)
    expect((tooPrecise as GangwayError).shortMessage).toBe('too many decimals for format')
    expect((tooPrecise as GangwayError).cause).toMatchObject({ code: 'NUMERIC_FAULT' })
    expect(catchError(() => adapter.parseUnits('one', 18))).toBeInstanceOf(GangwayError)
  })

  it("encodes calldata with ethers' Interface exactly as viem does, for a JSON ABI", () => {
    const spender = newAddress()
    for (const [method, args] of [
      ['approve', [spender, 424_242n]],
      ['transfer', [spender, 10n ** 30n]],
    ] as const) {
      expect(encodeFunctionData({ abi: erc20Abi, method, args })).toBe(
        viemEncodeFunctionData({ abi: erc20Abi, functionName: method, args }),
      )
    }
  })

  it('writeContract refuses a method the ABI lacks with a GangwayError, before asking the wallet', async () => {
    const { adapter, wallet } = await connected()
    const nonce = await chainClient.getTransactionCount({ address: wallet.account.address })
    const error = await adapter
      .writeContract({
        address: wallet.account.address,
        contractAddress: erc20Address,
        abi: erc20Abi,
        method: 'mint',
        args: [1n],
        caipNetwork: ethereum,
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GangwayError)
    expect((error as GangwayError).shortMessage).toBe('unknown function')
    expect(await chainClient.getTransactionCount({ address: wallet.account.address })).toBe(nonce)
  })

  it("SPEC §7: sendErc20 calls the token's transfer(to, amount), encoded by ethers, and the chain executes it", async () => {
    const { adapter, wallet } = await connected()
    await giveTokens(wallet, adapter.parseUnits('5', 6))
    const to = newAddress()
    const { hash } = await adapter.sendErc20({
      address: wallet.account.address,
      tokenAddress: erc20Address,
      to,
      amount: adapter.parseUnits('1.25', 6),
      caipNetwork: ethereum,
    })
    const receipt = await chainClient.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(erc20Address.toLowerCase())
    const balance = await chainClient.readContract({
      address: erc20Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    })
    expect(adapter.formatUnits(balance, 6)).toBe('1.25')
  })
})

describe("EthersAdapter's provider in ethers' BrowserProvider (what a host does with useAppKitProvider)", () => {
  it('a signer from new BrowserProvider(walletProvider) signs as the connected account; viem verifies it', async () => {
    const { adapter, wallet } = await connected()
    const walletProvider = adapter.getProvider()
    if (!walletProvider) throw new Error('connected, yet no provider')
    const signer = await new BrowserProvider(walletProvider).getSigner()
    expect(signer.address).toBe(wallet.account.address)

    const message = 'Gangway ✓ ethers v6'
    const signature = await signer.signMessage(message)
    expect(
      await verifyMessage({ address: wallet.account.address, message, signature: signature as Hex }),
    ).toBe(true)
  })

  it('sees the network the adapter switched the wallet to', async () => {
    const { adapter } = await connected()
    await adapter.switchNetwork({ caipNetwork: polygonNetwork })
    const walletProvider = adapter.getProvider()
    if (!walletProvider) throw new Error('connected, yet no provider')
    expect((await new BrowserProvider(walletProvider).getNetwork()).chainId).toBe(137n)
  })
})

function catchError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected an error')
}

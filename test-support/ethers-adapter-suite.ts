// What the two ethers adapters (v6 and v5) must both do with their own library: the AppKit shape, units and
// their errors, calldata encoding equal to viem's, and ERC-20 sends the local chain executes. Each adapter's test
// file runs this with its library's error texts and adds what differs (the provider wrapped in its ethers).
import { GangwayError, solana } from '@gangway/common'
import type { Eip1193Adapter, Eip1193AdapterOptions, FunctionDataEncoder } from '@gangway/core/eip1193'
import { announceWallet, createMemoryStorage, createTestWallet, type TestWallet } from '@gangway/testing'
import { createEventRecorder } from '@gangway/testing/conformance'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData as viemEncodeFunctionData,
  erc20Abi,
  type Hex,
  http,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { fundedKey, localChains, localNetworks } from './evm-fixtures.js'

export interface EthersAdapterSuiteOptions<A extends Eip1193Adapter> {
  /** The class name as AppKit exports it, e.g. 'EthersAdapter'. */
  name: string
  adapterType: string
  /** e.g. 'ethers v6'. */
  library: string
  create(options?: Eip1193AdapterOptions): A
  encodeFunctionData: FunctionDataEncoder
  /** The library's own short messages, kept as the GangwayError's. */
  messages: { tooManyDecimals: string; unknownFunction: string }
}

export function describeEthersAdapterSuite<A extends Eip1193Adapter>(options: EthersAdapterSuiteOptions<A>) {
  const { mainnet, polygon } = localChains()
  const networks = localNetworks()
  const [ethereum] = networks
  const chainClient = createPublicClient({ transport: http(mainnet.rpcUrl) })
  const cleanups: (() => void)[] = []
  let privateKey: Hex

  beforeAll(async () => {
    ;({ privateKey } = await fundedKey([mainnet.rpcUrl, polygon.rpcUrl]))
  })
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })

  /** A page load with the test wallet announced (EIP-6963), connected on chain 1. */
  async function connected() {
    const wallet = createTestWallet({
      chains: [
        { id: 1, rpcUrl: mainnet.rpcUrl },
        { id: 137, rpcUrl: polygon.rpcUrl },
      ],
      privateKey,
    })
    cleanups.push(announceWallet(wallet))
    const adapter = options.create({ storage: createMemoryStorage() })
    const recorder = createEventRecorder()
    adapter.construct({ projectId: 'test', networks, events: recorder.sink })
    await adapter.connect({ id: wallet.info.rdns, chainId: 1 })
    return { adapter, wallet, events: recorder.events }
  }

  /** The test wallet's account receives `amount` GUSD from a token holder (anvil's account 1, impersonated). */
  async function giveTokens(wallet: TestWallet, amount: bigint) {
    const erc20Address = inject('erc20Address') as Address
    const holder = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await createTestClient({ mode: 'anvil', transport: http(mainnet.rpcUrl) }).impersonateAccount({
      address: holder,
    })
    const hash = await createWalletClient({ account: holder, transport: http(mainnet.rpcUrl) }).writeContract(
      {
        chain: null,
        address: erc20Address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [wallet.account.address, amount],
      },
    )
    await chainClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }

  describe(options.name, () => {
    it(`is AppKit's \`new ${options.name}()\`: the eip155 '${options.adapterType}' adapter, keeping only eip155 networks`, () => {
      const adapter = options.create()
      expect(adapter.adapterType).toBe(options.adapterType)
      expect(adapter.namespace).toBe('eip155')
      expect(adapter.speaksWalletConnect).toBe(true)
      expect(adapter.networks).toEqual([])
      expect(options.create({ networks: [...networks, solana] }).networks).toEqual(networks)
    })

    it(`does units with ${options.library} (bigint in and out): a whole amount formats as '1.0', and any decimals round-trip`, () => {
      const adapter = options.create()
      expect(adapter.parseUnits('1.5', 6)).toBe(1_500_000n)
      expect(adapter.parseUnits('0.000000000000000001', 18)).toBe(1n)
      expect(adapter.formatUnits(10n ** 18n, 18)).toBe('1.0')
      expect(adapter.formatUnits(123_250_000n, 6)).toBe('123.25')
      expect(adapter.formatUnits(1n, 9)).toBe('0.000000001')
    })

    it(`Errors are data: more digits than the decimals, or not a number, is a GangwayError with ${options.library} as the cause`, () => {
      const adapter = options.create()
      const tooPrecise = catchError(() => adapter.parseUnits('1.1234567', 6))
      expect(tooPrecise).toBeInstanceOf(GangwayError)
      expect((tooPrecise as GangwayError).shortMessage).toBe(options.messages.tooManyDecimals)
      expect((tooPrecise as GangwayError).cause).toMatchObject({ code: 'NUMERIC_FAULT' })
      expect(catchError(() => adapter.parseUnits('one', 18))).toBeInstanceOf(GangwayError)
    })

    it(`encodes calldata with ${options.library}'s Interface exactly as viem does, for a JSON ABI`, () => {
      const spender = privateKeyToAccount(generatePrivateKey()).address
      for (const [method, args] of [
        ['approve', [spender, 424_242n]],
        ['transfer', [spender, 10n ** 30n]],
      ] as const) {
        expect(options.encodeFunctionData({ abi: erc20Abi, method, args })).toBe(
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
          contractAddress: inject('erc20Address'),
          abi: erc20Abi,
          method: 'mint',
          args: [1n],
          caipNetwork: ethereum,
        })
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(GangwayError)
      expect((error as GangwayError).shortMessage).toBe(options.messages.unknownFunction)
      expect(await chainClient.getTransactionCount({ address: wallet.account.address })).toBe(nonce)
    })

    it(`SPEC §7: sendErc20 calls the token's transfer(to, amount), encoded by ${options.library}, and the chain executes it`, async () => {
      const erc20Address = inject('erc20Address') as Address
      const { adapter, wallet } = await connected()
      await giveTokens(wallet, adapter.parseUnits('5', 6))
      const to = privateKeyToAccount(generatePrivateKey()).address
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

  return { connected, networks }
}

function catchError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected an error')
}

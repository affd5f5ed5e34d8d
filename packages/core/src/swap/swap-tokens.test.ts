import { type RunningServices, startServices } from '@gangway/services'
import { announceWallet, createTestWallet, type TestWallet } from '@gangway/testing'
import { type Address, type Hex, maxUint256, parseEther, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fundedKey, localNetworks } from '../../../../test-support/evm-fixtures.js'
import { accountData } from '../account/account-data.js'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import type { AppKitCore } from '../instance.js'
import {
  chainClient,
  connectWallet,
  createAccountCore,
  erc20Balance,
  giveTokens,
  installPageWindow,
  rpcUrlOf,
  sendAs,
  serviceUrl,
  servicesChains,
  uniqueWallet,
  walletChains,
} from '../test/account-env.js'
import { servicesTestHooks } from '../test/directory-services.js'
import type { AppKitEvent } from '../types.js'
import { openSwap } from './open-swap.js'
import { readSwap } from './read-swap.js'
import { setSwapAmount, setSwapToken } from './swap-form.js'
import { setSwapMax } from './swap-max.js'
import { swapState } from './swap-state.js'
import { swapTokens } from './swap-tokens.js'
import { findSwapToken, orderSwapTokens } from './token-list.js'

let running: RunningServices
let hooks: ReturnType<typeof servicesTestHooks>
let privateKey: Hex
let address: Address
let tokens: Awaited<ReturnType<RunningServices['tokens']>>
const cleanups: (() => void)[] = []
const page = installPageWindow()

beforeAll(async () => {
  // Every services instance deploys its own tokens and pool: this file's swaps move only its own prices.
  running = await startServices({ port: 0, mode: 'test', chains: servicesChains(), log: () => {} })
  hooks = servicesTestHooks(running.url)
  ;({ privateKey, address } = await fundedKey([rpcUrlOf(1), rpcUrlOf(137)], '10'))
  tokens = await running.tokens(1)
  await giveTokens(1, tokens.GUSD, address, 100_000_000n)
}, 60_000)
afterAll(() => running?.stop())
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  await hooks.reset()
})

const ETH_ID = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const nonce = () => chainClient(1).getTransactionCount({ address })

/** A core connected to the funded account, the Swap view opened (tokens and balances read), and its events. */
async function openedSwap(): Promise<{ core: AppKitCore; wallet: TestWallet; events: AppKitEvent[] }> {
  const wallet = createTestWallet({ chains: walletChains(), privateKey, ...uniqueWallet() })
  cleanups.push(announceWallet(wallet, page))
  const { core } = createAccountCore(running.url, { networks: localNetworks() })
  cleanups.push(() => core.destroy())
  await connectWallet(core, wallet.info.rdns)
  const events: AppKitEvent[] = []
  core.subscribeEvents((event) => void events.push(event))
  await fetchTokenBalances(core)
  await openSwap(core)
  return { core, wallet, events }
}

/** Fills the form and waits for its quote. */
async function quoted(core: AppKitCore, from: string, to: string, amount: string) {
  const state = swapState(core)
  const token = (symbol: string) => {
    const found = findSwapToken(state.tokens.list, symbol)
    if (!found) throw new Error(`No ${symbol} to swap`)
    return found
  }
  setSwapToken(core, 'from', token(from))
  setSwapToken(core, 'to', token(to))
  setSwapAmount(core, amount)
  await expect.poll(() => state.quote.status, { timeout: 5_000 }).toBe('ready')
  return readSwap(state, accountData(core).tokens)
}

/** The services' own answer to a quote, asked directly. */
async function servicesQuote(
  params: Record<string, string>,
): Promise<{ toAmount: string; priceImpact: string }> {
  const url = new URL(serviceUrl(running.url, '/v1/convert/quotes'))
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  const body = (await (await fetch(url)).json()) as { quotes: { toAmount: string; priceImpact: string }[] }
  const [quote] = body.quotes
  if (!quote) throw new Error('No quote')
  return quote
}

/** The wallet's transactions as they are asked for (before it signs), in order. */
function recordSends(wallet: TestWallet): { to: string }[] {
  const sent: { to: string }[] = []
  const request = wallet.provider.request.bind(wallet.provider)
  wallet.provider.request = (args) => {
    if (args.method === 'eth_sendTransaction') sent.push((args.params as [{ to: string }])[0])
    return request(args)
  }
  return sent
}

describe('the swap form', () => {
  it("lists the pool's tokens, the account's first; quotes what /v1/convert/quotes says; Max", async () => {
    const { core, events } = await openedSwap()
    const state = swapState(core)
    expect(state.tokens.list.map((token) => token.symbol)).toEqual(['ETH', 'GUSD', 'GWT'])
    // The native coin is on the from side to begin with.
    expect(state.from?.address).toBe(ETH_ID)
    const lists = orderSwapTokens(state.tokens.list, accountData(core).tokens.balances)
    expect(lists.yours.map((option) => [option.token.symbol, option.balance])).toEqual([
      ['ETH', '10'],
      ['GUSD', '100'],
    ])
    expect(lists.others.map((option) => option.token.symbol)).toEqual(['GWT'])
    expect(events.map((event) => event.data.event)).toContain('OPEN_SWAP')

    const summary = await quoted(core, 'ETH', 'GWT', '0.1')
    const direct = await servicesQuote({
      amount: parseEther('0.1').toString(),
      userAddress: address,
      from: ETH_ID,
      to: `eip155:1:${tokens.GWT}`,
    })
    expect(summary.toAmount).toBe(BigInt(direct.toAmount))
    expect(summary.priceImpact).toBe(Number(direct.priceImpact))
    expect(summary).toMatchObject({ status: 'ready', approvalNeeded: false })
    // The price table's ETH at 3,000 and GWT at 2.5: about 1,200 GWT per ETH, less the 0.3% fee.
    expect(Number(summary.rate)).toBeGreaterThan(1190)
    expect(Number(summary.rate)).toBeLessThan(1200)
    expect(summary.minimumReceived).toBe((BigInt(direct.toAmount) * 99n) / 100n)
    expect(summary.networkFee).toBeGreaterThan(0n)
    expect(summary.fromUsd).toBeCloseTo(300)

    // Max: the whole GUSD; of ETH, less what the swap may cost.
    setSwapToken(core, 'from', findSwapToken(state.tokens.list, 'GUSD')!)
    expect(await setSwapMax(core)).toBe('100')
    setSwapToken(core, 'from', findSwapToken(state.tokens.list, 'ETH')!)
    const max = parseEther((await setSwapMax(core)) ?? '0')
    expect(max).toBeLessThan(parseEther('10'))
    expect(max).toBeGreaterThan(parseEther('9.99'))
  })

  it("says 'insufficient-balance' for more than the balance, and swapTokens refuses it sending nothing", async () => {
    const { core } = await openedSwap()
    const before = await nonce()
    const summary = await quoted(core, 'GUSD', 'GWT', '100000')
    expect(summary.status).toBe('insufficient-balance')
    await expect(swapTokens(core)).rejects.toMatchObject({ reason: 'insufficient-balance' })
    expect(await nonce()).toBe(before)
  })

  it('a quotes fault shows as the error, and the next input recovers once it is cleared', async () => {
    const { core } = await openedSwap()
    await hooks.fault({ route: '/v1/convert/quotes', status: 503 })
    const state = swapState(core)
    setSwapToken(core, 'to', findSwapToken(state.tokens.list, 'GWT')!)
    setSwapAmount(core, '0.2')
    await expect.poll(() => state.error?.reason, { timeout: 5_000 }).toBe('quote-failed')
    expect(readSwap(state, accountData(core).tokens).status).toBe('quote-failed')

    await hooks.reset()
    setSwapAmount(core, '0.2')
    await expect.poll(() => state.quote.status, { timeout: 5_000 }).toBe('ready')
    expect(state.error).toBeUndefined()
  })

  it("SPEC §8: the services' 'Network not supported for Swaps' stops the form", async () => {
    await hooks.fault({
      route: '/v1/convert/tokens',
      status: 400,
      body: JSON.stringify({ message: 'Network not supported for Swaps' }),
    })
    const { core } = await openedSwap()
    const state = swapState(core)
    expect(state.error).toEqual({ reason: 'network-unsupported', message: 'Network not supported for Swaps' })
    expect(readSwap(state, accountData(core).tokens).status).toBe('network-unsupported')
  })

  it('starts over on another network, with its own coin', async () => {
    const { core } = await openedSwap()
    await quoted(core, 'ETH', 'GWT', '0.1')
    const [, polygon] = localNetworks()
    await core.switchNetwork(polygon)
    const state = swapState(core)
    await expect.poll(() => state.tokens.status).toBe('idle')
    expect(state).toMatchObject({ fromAmount: '', quote: { status: 'idle' } })
    expect(state.from).toBeUndefined()
    await openSwap(core)
    expect(state.from?.symbol).toBe('POL')
  })
})

describe('swapTokens', () => {
  it('native ETH → GWT: one wallet request, the quoted amount arrives, and the trade is in the activity', async () => {
    const { core, wallet, events } = await openedSwap()
    const sent = recordSends(wallet)
    const gwtBefore = await erc20Balance(1, tokens.GWT, address)
    const summary = await quoted(core, 'ETH', 'GWT', '0.1')

    const result = await swapTokens(core)
    expect(sent).toHaveLength(1)
    const receipt = await chainClient(1).getTransactionReceipt({ hash: result.hash as Hex })
    expect(receipt.status).toBe('success')
    // Nothing moved the pool since the quote: exactly what was quoted.
    expect(result.toAmount).toBe(summary.toAmount)
    expect((await erc20Balance(1, tokens.GWT, address)) - gwtBefore).toBe(result.toAmount)
    expect(swapState(core).execution).toMatchObject({
      status: 'success',
      approval: false,
      hash: result.hash,
      summary: { fromAmount: '0.1', fromSymbol: 'ETH', toSymbol: 'GWT' },
    })
    // The form is emptied for the next swap.
    expect(swapState(core).fromAmount).toBe('')
    expect(events.map((event) => event.data.event)).toEqual(
      expect.arrayContaining(['INITIATE_SWAP', 'SWAP_SUCCESS']),
    )
    expect(events.find((event) => event.data.event === 'SWAP_SUCCESS')?.data.properties).toMatchObject({
      network: 'eip155:1',
      swapFromToken: 'ETH',
      swapToToken: 'GWT',
      swapFromAmount: '0.1',
    })

    const activity = accountData(core).activity
    await expect
      .poll(() => activity.status === 'ready' && activity.transactions[0]?.metadata.hash, { timeout: 10_000 })
      .toBe(result.hash)
    expect(activity.transactions[0]?.metadata.operationType).toBe('trade')
  })

  it('GUSD → GWT: the wallet approves first, the swap waits for it, then swaps', async () => {
    const { core, wallet } = await openedSwap()
    const sent = recordSends(wallet)
    const pool = await running.pool(1)
    const summary = await quoted(core, 'GUSD', 'GWT', '25')
    expect(summary.approvalNeeded).toBe(true)
    const before = {
      gusd: await erc20Balance(1, tokens.GUSD, address),
      gwt: await erc20Balance(1, tokens.GWT, address),
    }

    const result = await swapTokens(core)
    expect(sent.map((tx) => tx.to.toLowerCase())).toEqual([tokens.GUSD.toLowerCase(), pool.toLowerCase()])
    expect(swapState(core).execution).toMatchObject({ status: 'success', approval: true })
    expect(swapState(core).execution.approveHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(before.gusd - (await erc20Balance(1, tokens.GUSD, address))).toBe(parseUnits('25', 6))
    expect((await erc20Balance(1, tokens.GWT, address)) - before.gwt).toBe(result.toAmount)
    // The allowance is read again: no approval for the next one.
    await expect.poll(() => swapState(core).allowance.value).toBe(maxUint256)
  })

  it('slippage exceeded: the price moves between the build and the wallet, and the swap is refused', async () => {
    const { core, wallet, events } = await openedSwap()
    const mover = await fundedKey([rpcUrlOf(1)], '10')
    const pool = await running.pool(1)
    const request = wallet.provider.request.bind(wallet.provider)
    wallet.provider.request = async (args) => {
      const [tx] = (args.params ?? []) as [{ to?: string }]
      if (args.method === 'eth_sendTransaction' && tx?.to?.toLowerCase() === pool.toLowerCase()) {
        await buyGwt(mover.privateKey, pool, parseEther('5'))
      }
      return request(args)
    }
    const before = await erc20Balance(1, tokens.GWT, address)
    await quoted(core, 'ETH', 'GWT', '0.1')

    await expect(swapTokens(core)).rejects.toMatchObject({ reason: 'slippage-exceeded' })
    expect(swapState(core).execution).toMatchObject({
      status: 'failed',
      error: { reason: 'slippage-exceeded' },
    })
    expect(await erc20Balance(1, tokens.GWT, address)).toBe(before)
    expect(events.find((event) => event.data.event === 'SWAP_ERROR')?.data.properties).toMatchObject({
      message: 'The price moved beyond the slippage tolerance',
    })
  })

  it('a declined request is told apart, and the form stays for another try', async () => {
    const { core, wallet } = await openedSwap()
    await quoted(core, 'ETH', 'GWT', '0.05')
    wallet.rejectNextRequest()
    await expect(swapTokens(core)).rejects.toMatchObject({ reason: 'rejected' })
    expect(swapState(core)).toMatchObject({ fromAmount: '0.05', execution: { status: 'failed' } })
  })
})

/** Another trader buys GWT with `value` of ETH straight from the pool, moving its price. */
async function buyGwt(moverKey: Hex, pool: Address, value: bigint) {
  await sendAs(moverKey, 1, (writer) =>
    writer.writeContract({
      chain: null,
      account: writer.account,
      address: pool,
      abi: POOL_SWAP_ABI,
      functionName: 'swap',
      args: ['0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', tokens.GWT, value, 0n],
      value,
    }),
  )
}

/** The pool's `swap(tokenIn, tokenOut, amountIn, minAmountOut)`. */
const POOL_SWAP_ABI = [
  {
    type: 'function',
    name: 'swap',
    stateMutability: 'payable',
    inputs: [
      { name: 'tokenIn', type: 'address' },
      { name: 'tokenOut', type: 'address' },
      { name: 'amountIn', type: 'uint256' },
      { name: 'minAmountOut', type: 'uint256' },
    ],
    outputs: [{ name: 'amountOut', type: 'uint256' }],
  },
] as const

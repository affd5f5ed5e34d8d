import { type CaipNetwork, ERROR_MESSAGES } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import { announceWallet, createTestWallet } from '@gangway/testing'
import { type Address, type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fundedKey, localNetworks } from '../../../../test-support/evm-fixtures.js'
import type { AppKitCore } from '../instance.js'
import {
  chainClient,
  connectWallet,
  createAccountCore,
  erc20Balance,
  giveTokens,
  installPageWindow,
  rpcUrlOf,
  servicesChains,
  uniqueWallet,
  walletChains,
} from '../test/account-env.js'
import { testNetworks } from '../test/fixtures.js'
import type { TokenBalance } from '../types.js'
import { accountData } from './account-data.js'
import { fetchTokenBalances } from './fetch-token-balances.js'
import { estimateSendFee, sendToken } from './send-token.js'

let running: RunningServices
let privateKey: Hex
let address: Address
let gusd: Address
const cleanups: (() => void)[] = []
const page = installPageWindow()

beforeAll(async () => {
  running = await startServices({ port: 0, mode: 'test', chains: servicesChains(), log: () => {} })
  ;({ privateKey, address } = await fundedKey([rpcUrlOf(1), rpcUrlOf(137)], '10'))
  gusd = (await running.tokens(1)).GUSD
  await giveTokens(1, gusd, address, 20_000_000n)
}, 60_000)
afterAll(() => running?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address
const nonce = () => chainClient(1).getTransactionCount({ address })

/** A core connected to the funded account, its balances read (the Send view's token list). */
async function connected(networks: CaipNetwork[] = localNetworks()): Promise<AppKitCore> {
  const wallet = createTestWallet({ chains: walletChains(), privateKey, ...uniqueWallet() })
  cleanups.push(announceWallet(wallet, page))
  const { core } = createAccountCore(running.url, { networks })
  cleanups.push(() => core.destroy())
  await connectWallet(core, wallet.info.rdns)
  await fetchTokenBalances(core)
  return core
}

function balanceOf(core: AppKitCore, symbol: string): TokenBalance {
  const balance = core.store.send.state.tokenBalances.find((item) => item.symbol === symbol)
  if (!balance) throw new Error(`No ${symbol} balance`)
  return balance
}

function fillForm(core: AppKitCore, token: TokenBalance | undefined, amount: string | undefined, to: string) {
  core.store.send.setToken(token)
  core.store.send.setTokenAmount(amount)
  core.store.send.setReceiverAddress(to)
}

describe('sendToken', () => {
  it('sends 1.5 GUSD through the token contract, then shows it at the top of the activity', async () => {
    const core = await connected()
    const receiver = newAddress()
    fillForm(core, balanceOf(core, 'GUSD'), '1.5', receiver)
    const sent = await sendToken(core)
    expect(sent.hash).toMatch(/^0x[0-9a-f]{64}$/)
    // The local networks have no explorer.
    expect(sent.explorerUrl).toBeUndefined()
    expect(core.store.send.state.loading).toBe(false)
    const receipt = await chainClient(1).waitForTransactionReceipt({ hash: sent.hash as Hex })
    expect(receipt).toMatchObject({ status: 'success', to: gusd.toLowerCase() })
    expect(await erc20Balance(1, gusd, receiver)).toBe(1_500_000n)

    // The activity is read again, and the send is the newest entry.
    const activity = accountData(core).activity
    await expect
      .poll(() => activity.status === 'ready' && activity.transactions[0]?.metadata.hash, { timeout: 10_000 })
      .toBe(sent.hash)
    expect(activity.transactions[0]).toMatchObject({
      metadata: { operationType: 'send', status: 'confirmed', chain: 'eip155:1', sentFrom: address },
      transfers: [{ direction: 'out', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'GUSD' } }],
    })
    // And the balances past their cache: 20 − 1.5 GUSD.
    await expect
      .poll(() => accountData(core).tokens.balances.find((item) => item.symbol === 'GUSD')?.quantity.numeric)
      .toBe('18.5')
  })

  it('sends the native coin as a value', async () => {
    const core = await connected()
    const receiver = newAddress()
    fillForm(core, balanceOf(core, 'ETH'), '0.25', receiver)
    const { hash } = await sendToken(core)
    const receipt = await chainClient(1).waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt).toMatchObject({ status: 'success', to: receiver.toLowerCase() })
    expect(await chainClient(1).getBalance({ address: receiver })).toBe(parseEther('0.25'))
    const activity = accountData(core).activity
    await expect
      .poll(() => activity.status === 'ready' && activity.transactions[0]?.metadata.hash, { timeout: 10_000 })
      .toBe(hash)
    expect(activity.transactions[0]?.transfers).toMatchObject([
      { direction: 'out', quantity: { numeric: '0.25' }, fungible_info: { symbol: 'ETH' } },
    ])
  })

  it('SPEC §5: refuses a form without a token, amount or receiver, sending nothing', async () => {
    const core = await connected()
    const receiver = newAddress()
    const before = await nonce()
    const gusdBalance = balanceOf(core, 'GUSD')
    const refusal = (shortMessage: string) => expect.objectContaining({ shortMessage })

    fillForm(core, undefined, '1', receiver)
    await expect(sendToken(core)).rejects.toEqual(refusal(ERROR_MESSAGES.tokenRequired))
    for (const amount of [undefined, '', '0', '0.000']) {
      fillForm(core, gusdBalance, amount, receiver)
      await expect(sendToken(core)).rejects.toEqual(refusal(ERROR_MESSAGES.amountAndReceiverRequired))
    }
    for (const to of ['', '0x1234', 'not an address']) {
      fillForm(core, gusdBalance, '1', to)
      await expect(sendToken(core)).rejects.toEqual(refusal(ERROR_MESSAGES.amountAndReceiverRequired))
    }
    // GUSD has 6 decimals.
    fillForm(core, gusdBalance, '1.0000001', receiver)
    await expect(sendToken(core)).rejects.toEqual(
      expect.objectContaining({
        shortMessage: ERROR_MESSAGES.amountAndReceiverRequired,
        details: 'The amount is too-many-decimals.',
      }),
    )
    expect(core.store.send.state.loading).toBe(false)
    expect(await nonce()).toBe(before)
  })

  it("SPEC §5: 'Unsupported chain' when the active namespace is neither eip155 nor solana", async () => {
    const core = await connected([...localNetworks(), testNetworks.bitcoin])
    const gusdBalance = balanceOf(core, 'GUSD')
    core.store.chain.setActiveCaipNetwork(testNetworks.bitcoin)
    expect(core.getActiveChainNamespace()).toBe('bip122')
    fillForm(core, gusdBalance, '1', newAddress())
    const before = await nonce()
    await expect(sendToken(core)).rejects.toMatchObject({ shortMessage: ERROR_MESSAGES.unsupportedChain })
    await expect(estimateSendFee(core)).rejects.toMatchObject({
      shortMessage: ERROR_MESSAGES.unsupportedChain,
    })
    expect(await nonce()).toBe(before)
  })
})

describe('estimateSendFee', () => {
  it('is gas × gas price in the native coin, for the native coin and for an ERC-20', async () => {
    const core = await connected()
    const receiver = newAddress()
    fillForm(core, balanceOf(core, 'ETH'), '0.5', receiver)
    const native = await estimateSendFee(core)
    expect(native).toMatchObject({ decimals: 18, symbol: 'ETH' })
    expect(native.fee).toBeGreaterThan(0n)
    // A plain value transfer to an account costs exactly 21,000 gas.
    expect(native.fee % 21_000n).toBe(0n)

    fillForm(core, balanceOf(core, 'GUSD'), '2', receiver)
    const token = await estimateSendFee(core)
    expect(token).toMatchObject({ decimals: 18, symbol: 'ETH' })
    expect(token.fee).toBeGreaterThan(0n)
  })

  it("is in the active network's coin", async () => {
    const core = await connected()
    const [, polygon] = localNetworks()
    await core.switchNetwork(polygon)
    await fetchTokenBalances(core)
    fillForm(core, balanceOf(core, 'POL'), '1', newAddress())
    const fee = await estimateSendFee(core)
    expect(fee).toMatchObject({ decimals: 18, symbol: 'POL' })
    expect(fee.fee).toBeGreaterThan(0n)
  })

  it('estimates a send other than the form, leaving the form as it is (the fee of "Max")', async () => {
    const core = await connected()
    fillForm(core, balanceOf(core, 'GUSD'), '0', newAddress())
    const before = { ...core.store.send.state }
    const fee = await estimateSendFee(core, {
      token: balanceOf(core, 'ETH'),
      amount: '0.000000000000000001',
      receiverAddress: newAddress(),
    })
    expect(fee.fee % 21_000n).toBe(0n)
    expect(fee.fee).toBeGreaterThan(0n)
    expect(core.store.send.state).toEqual(before)
  })

  it('refuses a form that cannot be sent', async () => {
    const core = await connected()
    fillForm(core, balanceOf(core, 'GUSD'), '0', newAddress())
    await expect(estimateSendFee(core)).rejects.toMatchObject({
      shortMessage: ERROR_MESSAGES.amountAndReceiverRequired,
    })
  })
})

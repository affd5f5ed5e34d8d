import type { HistoryResponse, Transaction } from '@gangway/api/schemas'
import { type AnvilInstance, getFreePort, startAnvil } from '@gangway/testing/node'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  type Hash,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  type PublicClient,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_HOLDERS } from '../../chain/tokens.js'
import type { RunningServices } from '../../server.js'
import { getJson, startTestServices, withQuery } from '../../test/services.js'

// anvil's accounts 0 and 1 (its default mnemonic), which hold the tokens.
const account0 = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const account1 = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const [ACCOUNT_0, ACCOUNT_1] = TOKEN_HOLDERS as [Address, Address]
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

// Its own anvil: these swaps spend accounts 0 and 1 and move the pool, which other files read on the shared anvils.
let anvil: AnvilInstance
let client: PublicClient
let services: RunningServices
let gusd: string
let gwt: string
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1, port: await getFreePort() })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  // Polling rarely: a trade shows in history because the route catches up.
  services = await startTestServices({
    chains: [{ chainId: 1, rpcUrl: anvil.rpcUrl }],
    indexerPollIntervalMs: 60_000,
  })
  const tokens = await services.tokens(1)
  gusd = `eip155:1:${tokens.GUSD}`
  gwt = `eip155:1:${tokens.GWT}`
})
afterAll(async () => {
  await services?.stop()
  await anvil?.stop()
})

interface BuiltTx {
  from: Address
  to: Address
  data: Hex
  value: string
  gas?: string
}

async function build(account: PrivateKeyAccount, body: Record<string, unknown>) {
  const { status, body: built } = await getJson<{ tx: BuiltTx; toAmount: string; minimumToAmount: string }>(
    withQuery(services.url, '/v1/convert/build-transaction'),
    {
      method: 'POST',
      body: JSON.stringify({ projectId: 'gangway-sandbox', userAddress: account.address, ...body }),
    },
  )
  expect(status).toBe(200)
  return built
}

/** Sends a built transaction as a wallet would, with the gas it was given (or 300 000 when none). */
async function send(account: PrivateKeyAccount, tx: BuiltTx) {
  const wallet = createWalletClient({ account, chain: { ...foundry, id: 1 }, transport: http(anvil.rpcUrl) })
  const hash = await wallet.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    gas: BigInt(tx.gas ?? 300_000),
  })
  return client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

const balanceOf = (token: string, owner: Address) =>
  client.readContract({
    address: token.split(':')[2] as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

async function historyEntry(address: Address, hash: Hash): Promise<Transaction | undefined> {
  const { body } = await getJson<HistoryResponse>(
    withQuery(services.url, `/v1/account/${address}/history`, { chainId: 'eip155:1' }),
  )
  return body.data.find((entry) => entry.metadata.hash === hash)
}

const legs = (entry: Transaction | undefined) =>
  entry?.transfers?.map((transfer) => [
    transfer.fungible_info?.symbol,
    transfer.direction,
    transfer.quantity.numeric,
  ])

describe('swaps through the pool', () => {
  it('native → token: the quoted amount arrives, and history shows a trade with both sides', async () => {
    const amount = parseEther('0.1')
    const built = await build(account0, {
      amount: amount.toString(),
      from: ETH,
      to: gusd,
      eip155: { slippage: 1 },
    })
    const before = await balanceOf(gusd, ACCOUNT_0)
    const receipt = await send(account0, built.tx)
    expect(receipt.status).toBe('success')
    expect((await balanceOf(gusd, ACCOUNT_0)) - before).toBe(BigInt(built.toAmount))

    const entry = await historyEntry(ACCOUNT_0, receipt.transactionHash)
    expect(entry?.metadata).toMatchObject({
      operationType: 'trade',
      status: 'confirmed',
      sentTo: built.tx.to,
    })
    expect(legs(entry)).toEqual([
      ['ETH', 'out', '0.1'],
      ['GUSD', 'in', formatUnits(BigInt(built.toAmount), 6)],
    ])
    expect(entry?.transfers?.[0]).toMatchObject({ price: 3000, value: 300 })
  })

  it('token → token after an approve built by the services; both the approve and the trade are in history', async () => {
    const allowance = async () =>
      (
        await getJson<{ allowance: string }>(
          withQuery(services.url, '/v1/convert/allowance', { tokenAddress: gusd, userAddress: ACCOUNT_1 }),
        )
      ).body.allowance
    expect(await allowance()).toBe('0')
    const approve = await getJson<{ tx: BuiltTx }>(
      withQuery(services.url, '/v1/convert/build-approve', { userAddress: ACCOUNT_1, from: gusd, to: gwt }),
    )
    const approved = await send(account1, approve.body.tx)
    expect(approved.status).toBe('success')
    expect(await allowance()).toBe(maxUint256.toString())

    const amount = parseUnits('25', 6)
    const built = await build(account1, { amount: amount.toString(), from: gusd, to: gwt })
    expect(built.tx.gas).toBeDefined() // Estimated now that the pool may take the tokens.
    const before = { gusd: await balanceOf(gusd, ACCOUNT_1), gwt: await balanceOf(gwt, ACCOUNT_1) }
    const receipt = await send(account1, built.tx)
    expect(receipt.status).toBe('success')
    expect(before.gusd - (await balanceOf(gusd, ACCOUNT_1))).toBe(amount)
    expect((await balanceOf(gwt, ACCOUNT_1)) - before.gwt).toBe(BigInt(built.toAmount))
    // 25 USD of GWT at 2.5: just under 10.
    expect(BigInt(built.toAmount)).toBeGreaterThan(parseEther('9.95'))

    expect((await historyEntry(ACCOUNT_1, approved.transactionHash))?.metadata.operationType).toBe('approve')
    const entry = await historyEntry(ACCOUNT_1, receipt.transactionHash)
    expect(entry?.metadata.operationType).toBe('trade')
    expect(legs(entry)).toEqual([
      ['GUSD', 'out', '25'],
      ['GWT', 'in', formatUnits(BigInt(built.toAmount), 18)],
    ])
  })

  it('token → native: the coin the pool pays out (no Transfer log) is in history, from the Swap event', async () => {
    const wallet = createWalletClient({
      account: account0,
      chain: { ...foundry, id: 1 },
      transport: http(anvil.rpcUrl),
    })
    const pool = await services.pool(1)
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: gwt.split(':')[2] as Address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [pool, parseEther('4')],
      }),
      pollingInterval: 50,
    })
    const built = await build(account0, { amount: parseEther('4').toString(), from: gwt, to: ETH })
    const ethBefore = await client.getBalance({ address: ACCOUNT_0 })
    const receipt = await send(account0, built.tx)
    expect(receipt.status).toBe('success')
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await client.getBalance({ address: ACCOUNT_0 })) - ethBefore + gasPaid).toBe(
      BigInt(built.toAmount),
    )

    const entry = await historyEntry(ACCOUNT_0, receipt.transactionHash)
    expect(entry?.metadata.operationType).toBe('trade')
    expect(legs(entry)).toEqual([
      ['GWT', 'out', '4'],
      ['ETH', 'in', formatUnits(BigInt(built.toAmount), 18)],
    ])
    // The pool's own side mirrors it.
    const poolEntry = await historyEntry(pool, receipt.transactionHash)
    expect(legs(poolEntry)).toEqual([
      ['GWT', 'in', '4'],
      ['ETH', 'out', formatUnits(BigInt(built.toAmount), 18)],
    ])
  })
})

describe('slippage', () => {
  const moveThePrice = async (eth: string) => {
    const built = await build(account0, {
      amount: parseEther(eth).toString(),
      from: ETH,
      to: gusd,
      disableEstimate: true,
    })
    expect((await send(account0, built.tx)).status).toBe('success')
  }

  it('a swap built with 1% still goes through when the price moved less than that, for less than quoted', async () => {
    const built = await build(account1, { amount: parseEther('0.2').toString(), from: ETH, to: gusd })
    await moveThePrice('0.4') // About 0.8% on a 100 ETH pool (impact and fee).
    const before = await balanceOf(gusd, ACCOUNT_1)
    expect((await send(account1, built.tx)).status).toBe('success')
    const received = (await balanceOf(gusd, ACCOUNT_1)) - before
    expect(received).toBeLessThan(BigInt(built.toAmount))
    expect(received).toBeGreaterThanOrEqual(BigInt(built.minimumToAmount))
  })

  it('reverts when the minimum cannot be met, and history lists it as a failed trade', async () => {
    const built = await build(account1, {
      amount: parseEther('0.2').toString(),
      from: ETH,
      to: gusd,
      eip155: { slippage: '1' },
    })
    await moveThePrice('2') // About 2%: more than the 1% allowed.
    const before = await balanceOf(gusd, ACCOUNT_1)
    const receipt = await send(account1, built.tx)
    expect(receipt.status).toBe('reverted')
    expect(await balanceOf(gusd, ACCOUNT_1)).toBe(before)

    // The pool's reason, as the node gives it for the same call now.
    await expect(
      client.call({
        account: ACCOUNT_1,
        to: built.tx.to,
        data: built.tx.data,
        value: BigInt(built.tx.value),
      }),
    ).rejects.toThrow(/insufficient output amount/)

    const entry = await historyEntry(ACCOUNT_1, receipt.transactionHash)
    expect(entry?.metadata).toMatchObject({ operationType: 'trade', status: 'failed' })
    expect(entry?.transfers).toEqual([])
  })
})

import { type CaipNetwork, ERROR_MESSAGES } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import { announceWallet, createTestWallet } from '@gangway/testing'
import { createWalletClient, type Hash, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fundedKey, localNetworks } from '../../../../test-support/evm-fixtures.js'
import type { AppKitCore } from '../instance.js'
import {
  chainClient,
  connectWallet,
  createAccountCore,
  installPageWindow,
  rpcUrlOf,
  sendAs,
  servicesChains,
  uniqueWallet,
  walletChains,
} from '../test/account-env.js'
import { servicesTestHooks } from '../test/directory-services.js'
import { testNetworks } from '../test/fixtures.js'
import { accountData } from './account-data.js'
import { fetchActivity, fetchMoreActivity } from './fetch-activity.js'

/** The services' history page size. */
const PAGE_SIZE = 50
const TRANSFERS = 60

let running: RunningServices
let hooks: ReturnType<typeof servicesTestHooks>
/** The connected account: it received {@link TRANSFERS} native transfers on chain 1 and one on chain 137. */
const receiverKey = generatePrivateKey()
const receiver = privateKeyToAccount(receiverKey).address
let sent: Hash[] = []
let polygonHash: Hash
const cleanups: (() => void)[] = []
const page = installPageWindow()

/** Quick native sends, one per block: nonces in order, each answered once anvil has mined it. */
async function sendMany(senderKey: Hex, count: number): Promise<Hash[]> {
  const account = privateKeyToAccount(senderKey)
  const wallet = createWalletClient({ account, transport: http(rpcUrlOf(1)) })
  const hashes: Hash[] = []
  for (let nonce = 0; nonce < count; nonce++) {
    hashes.push(
      await wallet.sendTransaction({
        chain: null,
        to: receiver,
        value: parseEther('0.001') + BigInt(nonce),
        nonce,
        gas: 21_000n,
      }),
    )
  }
  await chainClient(1).waitForTransactionReceipt({ hash: hashes.at(-1)! })
  return hashes
}

beforeAll(async () => {
  running = await startServices({ port: 0, mode: 'test', chains: servicesChains(), log: () => {} })
  hooks = servicesTestHooks(running.url)
  const sender = await fundedKey([rpcUrlOf(1), rpcUrlOf(137)], '10')
  sent = await sendMany(sender.privateKey, TRANSFERS)
  polygonHash = await sendAs(sender.privateKey, 137, (wallet) =>
    wallet.sendTransaction({ chain: null, account: wallet.account, to: receiver, value: 1n }),
  )
}, 60_000)
afterAll(() => running?.stop())
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  await hooks.reset()
})

async function connected(networks: CaipNetwork[] = localNetworks()): Promise<AppKitCore> {
  const wallet = createTestWallet({ chains: walletChains(), privateKey: receiverKey, ...uniqueWallet() })
  cleanups.push(announceWallet(wallet, page))
  const { core } = createAccountCore(running.url, { networks })
  cleanups.push(() => core.destroy())
  await connectWallet(core, wallet.info.rdns)
  return core
}

const historyPath = `/v1/account/${receiver}/history`
const hashes = (core: AppKitCore) => accountData(core).activity.transactions.map((item) => item.metadata.hash)

describe('fetchActivity / fetchMoreActivity', () => {
  it('pages through the activity: every entry once, newest first, next null at the end', async () => {
    const core = await connected()
    const activity = accountData(core).activity
    await fetchActivity(core)
    expect(activity).toMatchObject({
      status: 'ready',
      loadingMore: false,
      key: `eip155|${receiver}|eip155:1`,
    })
    expect(activity.transactions).toHaveLength(PAGE_SIZE)
    expect(activity.next).toEqual(expect.any(String))
    expect(hashes(core)[0]).toBe(sent.at(-1))
    expect(activity.transactions[0]).toMatchObject({
      metadata: { operationType: 'receive', status: 'confirmed', chain: 'eip155:1', sentTo: receiver },
      transfers: [{ direction: 'in', fungible_info: { symbol: 'ETH' } }],
    })

    // Infinite scroll asks often: one page is read however many times it asks meanwhile.
    await Promise.all([fetchMoreActivity(core), fetchMoreActivity(core)])
    expect(activity).toMatchObject({ status: 'ready', loadingMore: false, next: null })
    expect(hashes(core)).toEqual([...sent].reverse())
    expect(new Set(activity.transactions.map((item) => item.id)).size).toBe(TRANSFERS)

    // The last page is in: nothing more is asked.
    await fetchMoreActivity(core)
    const requests = await hooks.requests(historyPath)
    expect(requests.map((request) => request.query.cursor)).toEqual([undefined, expect.any(String)])
    expect(requests.every((request) => request.query.chainId === 'eip155:1')).toBe(true)

    // Shown again within 30 s: the pages read stay, and nothing is asked.
    await fetchActivity(core)
    expect(activity.transactions).toHaveLength(TRANSFERS)
    expect(await hooks.requests(historyPath)).toHaveLength(2)
  })

  it('the view and its tab asking at once make one request; a forced refresh meanwhile wins', async () => {
    const core = await connected()
    const activity = accountData(core).activity
    await Promise.all([fetchActivity(core), fetchActivity(core)])
    expect(await hooks.requests(historyPath)).toHaveLength(1)
    expect(activity.transactions).toHaveLength(PAGE_SIZE)

    await Promise.all([fetchActivity(core, { force: true }), fetchActivity(core, { force: true })])
    expect(activity.status).toBe('ready')
    expect(hashes(core)).toEqual([...sent].reverse().slice(0, PAGE_SIZE))
  })

  it("shows only the active network's activity", async () => {
    const core = await connected()
    const [, polygon] = localNetworks()
    await core.switchNetwork(polygon)
    await fetchActivity(core)
    expect(accountData(core).activity).toMatchObject({ status: 'ready', next: null })
    expect(hashes(core)).toEqual([polygonHash])
    expect(accountData(core).activity.transactions[0]?.metadata.chain).toBe('eip155:137')
  })

  it("SPEC §8: a failing history shows the error and the toast 'Failed to fetch transactions'", async () => {
    const core = await connected()
    await hooks.fault({ route: '/v1/account/*/history', status: 500 })
    // A read ahead of the visitor fails quietly: the error state, no toast.
    await fetchActivity(core, { quiet: true })
    expect(accountData(core).activity.status).toBe('error')
    expect(core.store.snack.state.open).toBe(false)
    // The tab, once shown, reads again and tells.
    await fetchActivity(core)
    expect(accountData(core).activity).toMatchObject({
      status: 'error',
      transactions: [],
      loadingMore: false,
    })
    expect(core.store.snack.state).toMatchObject({
      open: true,
      variant: 'error',
      message: ERROR_MESSAGES.fetchTransactionsFailed,
    })

    // Once it answers again, a new read shows the activity.
    await hooks.reset()
    await fetchActivity(core)
    expect(accountData(core).activity).toMatchObject({ status: 'ready' })
    expect(accountData(core).activity.transactions).toHaveLength(PAGE_SIZE)
  })

  it('a failing later page keeps what is shown, and scrolling again reads it', async () => {
    const core = await connected()
    await fetchActivity(core)
    core.store.snack.hide()
    await hooks.fault({ route: '/v1/account/*/history', status: 500 })
    await fetchMoreActivity(core)
    const activity = accountData(core).activity
    expect(activity).toMatchObject({ status: 'ready', loadingMore: false, next: expect.any(String) })
    expect(activity.transactions).toHaveLength(PAGE_SIZE)
    await expect
      .poll(() => core.store.snack.state)
      .toMatchObject({ open: true, message: ERROR_MESSAGES.fetchTransactionsFailed })

    await hooks.reset()
    await fetchMoreActivity(core)
    expect(activity).toMatchObject({ status: 'ready', next: null })
    expect(activity.transactions).toHaveLength(TRANSFERS)
  })

  it('SPEC §5: activity is for eip155 only: another namespace leaves the tab idle and asks nothing', async () => {
    const core = await connected([...localNetworks(), testNetworks.solana])
    await fetchActivity(core)
    expect(accountData(core).activity.status).toBe('ready')
    await hooks.reset()

    core.store.chain.setActiveCaipNetwork(testNetworks.solana)
    core.store.chain.setAccountState('solana', {
      address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      status: 'connected',
    })
    await fetchActivity(core)
    expect(accountData(core).activity).toMatchObject({
      key: undefined,
      status: 'idle',
      transactions: [],
      next: null,
      loadingMore: false,
    })
    await fetchMoreActivity(core)
    expect(await hooks.requests('/v1/account/7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV/history')).toEqual(
      [],
    )
  })

  it('a next page asked after the network changed leaves the list of the network it was read for', async () => {
    const core = await connected()
    const [ethereum, polygon] = localNetworks()
    await fetchActivity(core)
    const firstPage = hashes(core)
    await core.switchNetwork(polygon)
    // The tab has not read the new network yet when the list is scrolled: chain 1's cursor is not Polygon's.
    await fetchMoreActivity(core)
    const activity = accountData(core).activity
    expect(activity).toMatchObject({ key: `eip155|${receiver}|eip155:1`, loadingMore: false })
    expect(activity.next).toEqual(expect.any(String))
    expect(hashes(core)).toEqual(firstPage)

    // Back on chain 1 within 30 s the list is still fresh, and its last page still loads.
    await core.switchNetwork(ethereum)
    await fetchActivity(core)
    await fetchMoreActivity(core)
    expect(hashes(core)).toEqual([...sent].reverse())
    expect(activity.next).toBeNull()
  })

  it('an answer for an account no longer active is dropped', async () => {
    const core = await connected()
    await hooks.fault({ route: '/v1/account/*/history', delayMs: 300, times: 1 })
    const pending = fetchActivity(core)
    const [, polygon] = localNetworks()
    await core.switchNetwork(polygon)
    const polygonRead = fetchActivity(core)
    await Promise.all([pending, polygonRead])
    expect(accountData(core).activity.key).toBe(`eip155|${receiver}|eip155:137`)
    expect(hashes(core)).toEqual([polygonHash])
  })
})

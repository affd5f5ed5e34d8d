import { ERROR_MESSAGES } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import { announceWallet, createTestWallet } from '@gangway/testing'
import type { Address, Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fundedKey, localNetworks } from '../../../../test-support/evm-fixtures.js'
import type { AppKitCore } from '../instance.js'
import {
  connectWallet,
  createAccountCore,
  giveTokens,
  installPageWindow,
  rpcUrlOf,
  servicesChains,
  uniqueWallet,
  walletChains,
} from '../test/account-env.js'
import { servicesTestHooks } from '../test/directory-services.js'
import { accountData } from './account-data.js'
import { fetchTokenBalances } from './fetch-token-balances.js'

let running: RunningServices
let hooks: ReturnType<typeof servicesTestHooks>
let privateKey: Hex
let address: Address
let gusd: Address
const cleanups: (() => void)[] = []
const page = installPageWindow()

beforeAll(async () => {
  running = await startServices({ port: 0, mode: 'test', chains: servicesChains(), log: () => {} })
  hooks = servicesTestHooks(running.url)
  ;({ privateKey, address } = await fundedKey([rpcUrlOf(1), rpcUrlOf(137)], '2'))
  gusd = (await running.tokens(1)).GUSD
  // 25.5 GUSD; GWT stays at zero, so the service leaves it out.
  await giveTokens(1, gusd, address, 25_500_000n)
}, 60_000)
afterAll(() => running?.stop())
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  await hooks.reset()
})

/** A core connected to the funded account through a freshly announced test wallet (its own service client). */
async function connected(): Promise<AppKitCore> {
  const wallet = createTestWallet({ chains: walletChains(), privateKey, ...uniqueWallet() })
  cleanups.push(announceWallet(wallet, page))
  const { core } = createAccountCore(running.url)
  cleanups.push(() => core.destroy())
  await connectWallet(core, wallet.info.rdns)
  return core
}

const balancePath = (core: AppKitCore) => `/v1/account/${core.getAddress('eip155')}/balance`

describe('fetchTokenBalances', () => {
  it('reads the native coin and the ERC-20s held, with USD values from the price table', async () => {
    const core = await connected()
    await fetchTokenBalances(core)
    const expected = [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        price: 3000,
        value: 6000,
        quantity: { decimals: '18', numeric: '2' },
        iconUrl: `${running.url}/public/getTokenImage/ETH`,
      },
      {
        name: 'Gangway USD',
        symbol: 'GUSD',
        chainId: 'eip155:1',
        address: `eip155:1:${gusd}`,
        price: 1,
        value: 25.5,
        quantity: { decimals: '6', numeric: '25.5' },
        iconUrl: `${running.url}/public/getTokenImage/GUSD`,
      },
    ]
    const { tokens } = accountData(core)
    expect(tokens.status).toBe('ready')
    expect(tokens.key).toBe(`eip155|${core.getAddress('eip155')}|eip155:1`)
    expect(tokens.balances).toEqual(expected)
    expect(core.store.send.state.tokenBalances).toEqual(expected)
    const [request] = await hooks.requests(balancePath(core))
    expect(request?.query).toMatchObject({ chainId: 'eip155:1', currency: 'usd', projectId: 'test-project' })
  })

  it("keeps only the active network's balances, and reads again for another network", async () => {
    const core = await connected()
    // The service answers a line of another chain too: the tab and the send form leave it out.
    const line = (chainId: string, symbol: string) => ({
      name: symbol,
      symbol,
      chainId,
      value: 1,
      price: 1,
      quantity: { decimals: '18', numeric: '1' },
      iconUrl: `${running.url}/public/getTokenImage/${symbol}`,
    })
    await hooks.fault({
      route: '/v1/account/*/balance',
      status: 200,
      body: JSON.stringify({ balances: [line('eip155:137', 'POL'), line('eip155:1', 'ETH')] }),
      times: 1,
    })
    await fetchTokenBalances(core)
    expect(accountData(core).tokens.balances.map((balance) => balance.chainId)).toEqual(['eip155:1'])
    expect(core.store.send.state.tokenBalances.map((balance) => balance.symbol)).toEqual(['ETH'])

    const [, polygon] = localNetworks()
    await core.switchNetwork(polygon)
    expect(core.getCaipNetworkId()).toBe('eip155:137')
    await fetchTokenBalances(core)
    const { tokens } = accountData(core)
    expect(tokens.key).toBe(`eip155|${core.getAddress('eip155')}|eip155:137`)
    // The account holds GUSD on chain 1 only: on Polygon its POL alone (2 × 0.50 USD).
    expect(tokens.balances).toEqual([
      expect.objectContaining({ symbol: 'POL', chainId: 'eip155:137', value: 1, price: 0.5 }),
    ])
    expect(core.store.send.state.tokenBalances).toEqual(tokens.balances)
    expect((await hooks.requests(balancePath(core))).map((request) => request.query.chainId)).toEqual([
      'eip155:1',
      'eip155:137',
    ])
  })

  it("SPEC §8: a failing service shows 'Token Balance Unavailable' and is not asked again for 30 s", async () => {
    const core = await connected()
    await hooks.fault({ route: '/v1/account/*/balance', status: 500 })
    await fetchTokenBalances(core)
    expect(core.store.snack.state).toMatchObject({
      open: true,
      variant: 'error',
      message: ERROR_MESSAGES.tokenBalanceUnavailable,
    })
    expect(accountData(core).tokens).toMatchObject({ status: 'ready', balances: [] })
    expect(core.store.send.state.tokenBalances).toEqual([])
    // One request and its two retries (SPEC §9).
    expect(await hooks.requests(balancePath(core))).toHaveLength(3)

    // Past the tab's own freshness too: the service client's retry window is what keeps it from asking.
    await hooks.reset()
    core.store.snack.hide()
    await fetchTokenBalances(core, { force: true })
    expect(await hooks.requests(balancePath(core))).toEqual([])
    expect(accountData(core).tokens.balances).toEqual([])
    await expect
      .poll(() => core.store.snack.state)
      .toMatchObject({ open: true, message: ERROR_MESSAGES.tokenBalanceUnavailable })
  })

  it('caches the balances 30 s, and forceUpdate reads past the cache', async () => {
    const core = await connected()
    await fetchTokenBalances(core)
    // Shown again: the tab's read is fresh, and even a forced read is the client's cached answer.
    await fetchTokenBalances(core)
    await fetchTokenBalances(core, { force: true })
    expect(await hooks.requests(balancePath(core))).toHaveLength(1)
    expect(accountData(core).tokens.status).toBe('ready')
    await fetchTokenBalances(core, { forceUpdate: `eip155:1:${gusd}` })
    const requests = await hooks.requests(balancePath(core))
    expect(requests.map((request) => request.query.forceUpdate)).toEqual([undefined, `eip155:1:${gusd}`])
  })

  it('fills the send form again after it was reset, while the tab is still fresh', async () => {
    const core = await connected()
    await fetchTokenBalances(core)
    const read = [...core.store.send.state.tokenBalances]
    expect(read).toHaveLength(2)
    // Done after a send empties the form; opening Send again within 30 s reads the balances again.
    core.store.send.reset()
    await fetchTokenBalances(core)
    expect(core.store.send.state.tokenBalances).toEqual(read)
  })

  it('leaves the tab idle and asks nothing when no account is connected', async () => {
    const { core } = createAccountCore(running.url)
    cleanups.push(() => core.destroy())
    await fetchTokenBalances(core)
    expect(accountData(core).tokens).toMatchObject({ status: 'idle', balances: [], key: undefined })
    expect(await hooks.requests(`/v1/account/${address}/balance`)).toEqual([])
  })
})

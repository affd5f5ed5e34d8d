import { DEFAULT_ONRAMP_OPTIONS, PLACEHOLDER_QUOTE_ID } from '@gangway/api'
import { createBlockchainClient } from '@gangway/api/blockchain'
import { ERROR_MESSAGES, RETRY } from '@gangway/common'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import type { RunningServices } from '../server.js'
import {
  injectFault,
  recordedRequests,
  resetTestHooks,
  SDK_QUERY,
  startTestServices,
} from '../test/services.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices()
})
afterAll(() => services.stop())
beforeEach(() => resetTestHooks(services.url))

function client(
  options: {
    now?: () => number
    onError?: (error: unknown, call: string) => void
    onNotice?: (notice: { toast: string }) => void
  } = {},
) {
  return createBlockchainClient({
    baseUrl: services.url,
    projectId: SDK_QUERY.projectId,
    sdkType: SDK_QUERY.st,
    sdkVersion: SDK_QUERY.sv,
    retryDelay: 10,
    ...options,
  })
}

const lastRequest = async (path: string) => (await recordedRequests(services.url, path)).at(-1)!

describe('blockchain client: account calls', () => {
  it('getSupportedChains reads the configured chains', async () => {
    expect(await client().getSupportedChains()).toEqual({ http: ['eip155:1', 'eip155:137'], ws: [] })
    expect((await lastRequest('/v1/supported-chains')).query).toMatchObject(SDK_QUERY)
  })

  it('SPEC §9: fetchIdentity sends the sender and caches the answer for 5 minutes', async () => {
    const blockchain = client()
    expect(await blockchain.fetchIdentity({ address: ACCOUNT_0, sender: ACCOUNT_1 })).toEqual({
      name: 'gangway.reown.id',
      avatar: null,
    })
    expect(await blockchain.fetchIdentity({ address: ACCOUNT_0, sender: ACCOUNT_1 })).toEqual({
      name: 'gangway.reown.id',
      avatar: null,
    })
    const requests = await recordedRequests(services.url, `/v1/identity/${ACCOUNT_0}`)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.query).toMatchObject({ ...SDK_QUERY, sender: ACCOUNT_1 })
  })

  it('getBalance sends currency=usd, chainId and forceUpdate, and matches the chain', async () => {
    const balances = await client().getBalance({
      address: ACCOUNT_0,
      chainId: 'eip155:137',
      forceUpdate: 'now',
    })
    expect((await lastRequest(`/v1/account/${ACCOUNT_0}/balance`)).query).toMatchObject({
      ...SDK_QUERY,
      currency: 'usd',
      chainId: 'eip155:137',
      forceUpdate: 'now',
    })
    const rpcUrl = inject('servicesChains').find((chain) => chain.chainId === 137)!.rpcUrl
    const chain = createPublicClient({ transport: http(rpcUrl) })
    const pol = balances.find((balance) => balance.symbol === 'POL')!
    expect(pol.quantity.numeric).toBe(formatUnits(await chain.getBalance({ address: ACCOUNT_0 }), 18))
    const gusd = balances.find((balance) => balance.symbol === 'GUSD')!
    const contract = gusd.address!.split(':')[2] as `0x${string}`
    const raw = await chain.readContract({
      address: contract,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ACCOUNT_0],
    })
    expect(gusd.quantity.numeric).toBe(formatUnits(raw, 6))
    expect(gusd.value).toBe(Number(gusd.quantity.numeric) * 1)
  })

  it('SPEC §9: getBalance is cached for 30 s; forceUpdate bypasses the cache', async () => {
    let time = 1_000_000
    const blockchain = client({ now: () => time })
    await blockchain.getBalance({ address: ACCOUNT_1, chainId: 'eip155:1' })
    await blockchain.getBalance({ address: ACCOUNT_1, chainId: 'eip155:1' })
    expect(await recordedRequests(services.url, `/v1/account/${ACCOUNT_1}/balance`)).toHaveLength(1)
    await blockchain.getBalance({ address: ACCOUNT_1, chainId: 'eip155:1', forceUpdate: 'eip155:1:token' })
    expect(await recordedRequests(services.url, `/v1/account/${ACCOUNT_1}/balance`)).toHaveLength(2)
    time += 30_001
    await blockchain.getBalance({ address: ACCOUNT_1, chainId: 'eip155:1' })
    expect(await recordedRequests(services.url, `/v1/account/${ACCOUNT_1}/balance`)).toHaveLength(3)
  })

  it("SPEC §8/§9: after a failed balance call: no balances, 'Token Balance Unavailable', and no request for 30 s", async () => {
    let time = 5_000_000
    const onNotice = vi.fn()
    const onError = vi.fn()
    const blockchain = client({ now: () => time, onNotice, onError })
    const path = `/v1/account/${ACCOUNT_0}/balance`
    await injectFault(services.url, { route: path, status: 500 })

    expect(await blockchain.getBalance({ address: ACCOUNT_0, chainId: 'eip155:1' })).toEqual([])
    expect(onNotice).toHaveBeenLastCalledWith({ toast: ERROR_MESSAGES.tokenBalanceUnavailable })
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('HTTP status code: 500') }),
      'getBalance',
    )
    const afterFailure = (await recordedRequests(services.url, path)).length
    expect(afterFailure).toBe(3)

    await resetTestHooks(services.url)
    time += RETRY.balanceRetryWait - 1
    expect(await blockchain.getBalance({ address: ACCOUNT_0, chainId: 'eip155:1' })).toEqual([])
    expect(onNotice).toHaveBeenCalledTimes(2)
    expect(await recordedRequests(services.url, path)).toHaveLength(0)

    time += 1
    const balances = await blockchain.getBalance({ address: ACCOUNT_0, chainId: 'eip155:1' })
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'GUSD', 'GWT'])
    expect(await recordedRequests(services.url, path)).toHaveLength(1)
  })

  it('fetchTokenPrice posts currency, addresses and projectId, and reads the prices', async () => {
    const [gwt] = (await client().getBalance({ address: ACCOUNT_0, chainId: 'eip155:1' })).filter(
      (balance) => balance.symbol === 'GWT',
    )
    const addresses = [gwt!.address!, 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee']
    const { fungibles } = await client().fetchTokenPrice({ addresses })
    expect(fungibles.map(({ symbol, price }) => [symbol, price])).toEqual([
      ['GWT', 2.5],
      ['ETH', 3000],
    ])
    const request = await lastRequest('/v1/fungible/price')
    expect(request.query).toMatchObject(SDK_QUERY)
    expect(JSON.parse(request.body!)).toEqual({ currency: 'usd', addresses, projectId: SDK_QUERY.projectId })
  })

  it('fetchTransactions sends cursor, onramp and chainId, and reads the indexed activity', async () => {
    // 'c1' is no cursor these services handed out: refused, as in the indexed history.
    const onramp = client().fetchTransactions({
      account: ACCOUNT_0,
      cursor: 'c1',
      onramp: 'coinbase',
      chainId: 'eip155:1',
    })
    await expect(onramp).rejects.toThrow('HTTP status code: 400')
    expect((await lastRequest(`/v1/account/${ACCOUNT_0}/history`)).query).toMatchObject({
      ...SDK_QUERY,
      cursor: 'c1',
      onramp: 'coinbase',
      chainId: 'eip155:1',
    })
    // No purchase was made for account 0 on this server.
    expect(await client().fetchTransactions({ account: ACCOUNT_0, onramp: 'coinbase' })).toEqual({
      data: [],
      next: null,
    })
    // Account 0 received the tokens this server minted when it deployed them at start. On the shared anvils
    // the indexer may still be catching up with other files' blocks when the first request's wait ends.
    await vi.waitFor(
      async () => {
        const { data } = await client().fetchTransactions({ account: ACCOUNT_0, chainId: 'eip155:1' })
        expect(data.some((entry) => entry.metadata.operationType === 'mint')).toBe(true)
      },
      { timeout: 15_000, interval: 200 },
    )
  })
})

// The name calls run against their real routes in name-nft-client.test.ts, the swap calls in convert-client.test.ts.
describe('blockchain client: session calls (routes of later issues: request shape, then 404)', () => {
  const blockchain = () => client()

  it.each([
    ['getSession', () => blockchain().getSession('session-1'), '/v1/sessions/session-1', {}],
  ] as const)('%s GETs its path with the sdk query and its parameters', async (_name, call, path, params) => {
    await expect(call()).rejects.toThrow('HTTP status code: 404')
    const request = await lastRequest(path)
    expect(request.method).toBe('GET')
    expect(request.query).toEqual({ ...SDK_QUERY, ...params })
  })

  it.each([
    [
      'revokeSession',
      () => blockchain().revokeSession({ id: 'session-1', pci: 'pci-1', signature: '0x02' }),
      '/v1/sessions/session-1/revoke',
      { pci: 'pci-1', signature: '0x02' },
    ],
  ] as const)('%s POSTs its JSON body with the sdk query', async (_name, call, path, body) => {
    await expect(call()).rejects.toThrow('HTTP status code: 404')
    const request = await lastRequest(path)
    expect(request.method).toBe('POST')
    expect(request.query).toEqual(SDK_QUERY)
    expect(JSON.parse(request.body!)).toEqual(body)
  })
})

// The on-ramp routes themselves are tested in blockchain/onramp.
describe('blockchain client: on-ramp calls and fallbacks', () => {
  it('generateOnRampUrl POSTs its JSON body with the sdk query and reads the checkout URL', async () => {
    const url = await client().generateOnRampUrl({
      destinationWallets: [{ address: ACCOUNT_0, blockchains: ['ethereum'] }],
      partnerUserId: 'user-1',
      presetFiatAmount: 50,
    })
    expect(url).toMatch(new RegExp(`^${services.url}/onramp/checkout/`))
    const request = await lastRequest('/v1/generators/onrampurl')
    expect(request.query).toEqual(SDK_QUERY)
    expect(JSON.parse(request.body!)).toEqual({
      destinationWallets: [{ address: ACCOUNT_0, blockchains: ['ethereum'] }],
      partnerUserId: 'user-1',
      presetFiatAmount: 50,
      defaultExperience: 'buy',
    })
  })

  it('SPEC §7: getOnrampOptions falls back to the built-in options when the route fails or answers garbage', async () => {
    const onError = vi.fn()
    await injectFault(services.url, { route: '/v1/onramp/options', status: 500, times: 3 })
    expect(await client({ onError }).getOnrampOptions()).toEqual(DEFAULT_ONRAMP_OPTIONS)
    await injectFault(services.url, { route: '/v1/onramp/options', body: '{"purchaseCurrencies":', times: 1 })
    expect(await client({ onError }).getOnrampOptions()).toEqual(DEFAULT_ONRAMP_OPTIONS)
    expect(onError).toHaveBeenCalledTimes(2)
    expect((await lastRequest('/v1/onramp/options')).query).toEqual(SDK_QUERY)
    expect(await client({ onError }).getOnrampOptions()).not.toEqual(DEFAULT_ONRAMP_OPTIONS)
  })

  it('SPEC §7: getOnrampQuote answers a placeholder quote with the requested amount on failure', async () => {
    const request = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' }
    await injectFault(services.url, { route: '/v1/onramp/quote', status: 500 })
    const quote = await client().getOnrampQuote(request)
    expect(quote).toMatchObject({
      quoteId: PLACEHOLDER_QUOTE_ID,
      paymentTotal: { amount: '100', currency: 'USD' },
      purchaseAmount: { amount: '100', currency: 'ETH' },
    })
    expect(JSON.parse((await lastRequest('/v1/onramp/quote')).body!)).toEqual(request)
  })
})

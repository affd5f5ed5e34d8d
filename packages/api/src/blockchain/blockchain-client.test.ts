import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequestAbortedError } from '../errors/request.js'
import { sendJson, startTestServer } from '../test/http-server.js'
import { createBlockchainClient } from './blockchain-client.js'
import type { BlockchainClientOptions } from './context.js'
import { DEFAULT_ONRAMP_OPTIONS, PLACEHOLDER_QUOTE_ID } from './onramp-fallbacks.js'

// A real loopback server that counts requests and answers with a status and a minimal body: these tests check
// the client's caches, retry window and fallbacks (how many requests go out), not the blockchain service.
const server = await startTestServer()
afterAll(() => server.close())

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: 1,
  price: 1,
  quantity: { decimals: '6', numeric: '1' },
  iconUrl: 'https://x.example/usdc.png',
}

let answer: { status: number; body?: unknown } = { status: 200, body: { balances: [usdc] } }
beforeEach(() => {
  server.requests.length = 0
  answer = { status: 200, body: { balances: [usdc] } }
  server.handle((_, response) =>
    answer.body === undefined
      ? response.writeHead(answer.status).end()
      : sendJson(response, answer.body, answer.status),
  )
})

function setup(overrides: Partial<BlockchainClientOptions> = {}) {
  let time = 0
  const onNotice = vi.fn()
  const client = createBlockchainClient({
    baseUrl: server.baseUrl,
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'react-1.0.0',
    clientId: 'c1',
    now: () => time,
    onNotice,
    retries: 0,
    ...overrides,
  })
  return { client, onNotice, advance: (ms: number) => (time += ms) }
}

describe('createBlockchainClient', () => {
  it('SPEC §7: every call carries projectId, st and sv', async () => {
    const { client } = setup()
    await client.getBalance({ address: '0x1', chainId: 'eip155:1' })
    expect(Object.fromEntries(server.requests[0]?.url.searchParams ?? [])).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'react-1.0.0',
      currency: 'usd',
      chainId: 'eip155:1',
      clientId: 'c1',
    })
  })

  it('SPEC §9: balances are cached 30 s, and forceUpdate bypasses the cache', async () => {
    const { client, advance } = setup()
    await expect(client.getBalance({ address: '0x1' })).resolves.toEqual([usdc])
    advance(29_000)
    await client.getBalance({ address: '0x1' })
    expect(server.requests).toHaveLength(1)
    await client.getBalance({ address: '0x1', forceUpdate: usdc.address })
    expect(server.requests).toHaveLength(2)
    expect(server.requests[1]?.url.searchParams.get('forceUpdate')).toBe(usdc.address)
    advance(30_000)
    await client.getBalance({ address: '0x1' })
    expect(server.requests).toHaveLength(3)
  })

  it("SPEC §8: a balance failure gives empty balances, the toast 'Token Balance Unavailable' and no retry for 30 s", async () => {
    const { client, onNotice, advance } = setup()
    answer = { status: 500 }
    await expect(client.getBalance({ address: '0x1' })).resolves.toEqual([])
    expect(onNotice).toHaveBeenLastCalledWith({ toast: 'Token Balance Unavailable' })
    answer = { status: 200, body: { balances: [usdc] } }
    advance(29_999)
    await expect(client.getBalance({ address: '0x1' })).resolves.toEqual([])
    expect(server.requests).toHaveLength(1)
    expect(onNotice).toHaveBeenCalledTimes(2)
    advance(1)
    await expect(client.getBalance({ address: '0x1' })).resolves.toEqual([usdc])
    expect(server.requests).toHaveLength(2)
  })

  it('SPEC §9: identity is cached 5 minutes', async () => {
    const { client, advance } = setup()
    answer = { status: 200, body: { name: 'alice.eth', avatar: null } }
    await expect(client.fetchIdentity({ address: '0x1' })).resolves.toEqual({
      name: 'alice.eth',
      avatar: null,
    })
    advance(5 * 60_000 - 1)
    await client.fetchIdentity({ address: '0x1' })
    expect(server.requests).toHaveLength(1)
    advance(1)
    await client.fetchIdentity({ address: '0x1' })
    expect(server.requests).toHaveLength(2)
  })

  it('an identity asked for with force skips the cache (a name was just registered)', async () => {
    const { client } = setup()
    answer = { status: 200, body: { name: null, avatar: null } }
    await client.fetchIdentity({ address: '0x1' })
    answer = { status: 200, body: { name: 'alice.reown.id', avatar: null } }
    await expect(client.fetchIdentity({ address: '0x1', force: true })).resolves.toMatchObject({
      name: 'alice.reown.id',
    })
    await expect(client.fetchIdentity({ address: '0x1' })).resolves.toMatchObject({ name: 'alice.reown.id' })
    expect(server.requests).toHaveLength(2)
  })

  it('SPEC §9: name lookups are cached 5 minutes', async () => {
    const { client } = setup()
    answer = { status: 200, body: { name: 'alice.reown.id', addresses: {} } }
    await client.lookupEnsName('alice.reown.id')
    await client.lookupEnsName('alice.reown.id')
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.url.searchParams.get('apiVersion')).toBe('2')
  })

  it('SPEC §7: failed on-ramp options fall back to the built-in defaults', async () => {
    const onError = vi.fn()
    const { client } = setup({ onError })
    answer = { status: 500 }
    await expect(client.getOnrampOptions()).resolves.toEqual(DEFAULT_ONRAMP_OPTIONS)
    expect(onError).toHaveBeenCalledWith(expect.anything(), 'getOnrampOptions')
  })

  it('SPEC §7: a failed quote gives a placeholder with the requested amount', async () => {
    const { client } = setup()
    answer = { status: 502 }
    const quote = await client.getOnrampQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'base',
    })
    expect(quote).toMatchObject({
      quoteId: PLACEHOLDER_QUOTE_ID,
      paymentTotal: { amount: '100', currency: 'USD' },
      purchaseAmount: { amount: '100', currency: 'USDC' },
    })
  })

  it('sends the on-ramp extras (provider, payment method, payment currency) in the bodies', async () => {
    const { client } = setup()
    answer = { status: 200, body: { url: 'https://pay.example/checkout/1' } }
    await client.generateOnRampUrl({
      destinationWallets: [{ address: '0x1', blockchains: ['ethereum'], assets: ['ETH'] }],
      partnerUserId: '0x1',
      presetFiatAmount: 50,
      provider: 'meld',
      paymentCurrency: 'EUR',
    })
    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      provider: 'meld',
      paymentCurrency: 'EUR',
    })
    answer = { status: 500 }
    const quote = await client.getOnrampQuote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'ethereum',
      provider: 'coinbase',
      paymentMethod: 'card',
    })
    expect(JSON.parse(server.requests[1]?.body ?? '')).toMatchObject({
      provider: 'coinbase',
      paymentMethod: 'card',
    })
    // The placeholder is the SPEC's, whatever the extras.
    expect(quote.quoteId).toBe(PLACEHOLDER_QUOTE_ID)
  })

  it('passes an abort on instead of falling back', async () => {
    const { client } = setup()
    await expect(client.getOnrampOptions({ signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
    await expect(client.getBalance({ address: '0x1', signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
  })
})

describe('createBlockchainClient — calls that act on the services', () => {
  type Client = ReturnType<typeof setup>['client']
  const acting: [string, object, (client: Client) => Promise<unknown>][] = [
    [
      'generateOnRampUrl',
      { url: 'https://pay.example/checkout/1' },
      (client) => client.generateOnRampUrl({ destinationWallets: [{ address: '0x1' }], partnerUserId: 'u' }),
    ],
    [
      'registerEnsName',
      { success: true },
      (client) => client.registerEnsName({ coinType: 60, address: '0x1', message: '{}', signature: '0x' }),
    ],
    [
      'revokeSession',
      { success: true },
      (client) => client.revokeSession({ id: 's1', pci: 's1', signature: '0x' }),
    ],
    [
      'generateSwapCalldata',
      { tx: { from: '0x1', to: '0x2', data: '0x', value: '0', gasPrice: '1' } },
      (client) => client.generateSwapCalldata({ amount: '1', from: 'a', to: 'b', userAddress: '0x1' }),
    ],
  ]

  it.each(acting)('%s retries a lost answer with the same Idempotency-Key', async (_, body, call) => {
    const { client } = setup({ retries: 2, retryDelay: 1 })
    let attempts = 0
    server.handle((_, response) => {
      attempts += 1
      if (attempts === 1) response.socket?.destroy()
      else sendJson(response, body)
    })
    await expect(call(client)).resolves.toBeDefined()
    const keys = server.requests.map((request) => request.headers['idempotency-key'])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
  })

  it.each(acting)('%s sends a new key for each call', async (_, body, call) => {
    const { client } = setup()
    server.handle((_, response) => sendJson(response, body))
    await call(client)
    await call(client)
    const keys = server.requests.map((request) => request.headers['idempotency-key'])
    expect(keys[0]).not.toBe(keys[1])
  })
})

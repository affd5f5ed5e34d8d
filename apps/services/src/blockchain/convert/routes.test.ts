import {
  ConvertAllowanceResponseSchema,
  ConvertBuildResponseSchema,
  ConvertGasPriceResponseSchema,
  ConvertQuotesResponseSchema,
  ConvertTokensResponseSchema,
} from '@gangway/api/schemas'
import { getFreePort } from '@gangway/testing/node'
import * as v from 'valibot'
import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { GangwaySwapPoolAbi } from '../../chain/artifacts/GangwaySwapPool.js'
import { POOL_NATIVE } from '../../chain/deploy-pool.js'
import { TOKEN_HOLDERS } from '../../chain/tokens.js'
import type { RunningServices } from '../../server.js'
import { getJson, injectFault, resetTestHooks, startTestServices, withQuery } from '../../test/services.js'
import { amountOut } from './pool-math.js'

// Read-only (quotes, allowances, built but unsent transactions): the project's shared anvils do.
const [ACCOUNT_0] = TOKEN_HOLDERS as [Address]
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const SWAPS_UNSUPPORTED = { message: 'Network not supported for Swaps' }

let services: RunningServices
let gusd: string
let gwt: string
beforeAll(async () => {
  services = await startTestServices()
  const tokens = await services.tokens(1)
  gusd = `eip155:1:${tokens.GUSD}`
  gwt = `eip155:1:${tokens.GWT}`
})
afterAll(() => services?.stop())
beforeEach(() => resetTestHooks(services.url))

const chain1 = () =>
  createPublicClient({
    transport: http(inject('servicesChains').find((chain) => chain.chainId === 1)!.rpcUrl),
  })

type Body = Record<string, unknown> & { message?: string }
const get = (path: string, params: Record<string, string>, base = services.url) =>
  getJson<Body>(withQuery(base, path, params))
const buildTransaction = (body: Record<string, unknown>, base = services.url) =>
  getJson<Body>(withQuery(base, '/v1/convert/build-transaction'), {
    method: 'POST',
    body: JSON.stringify({ projectId: 'gangway-sandbox', userAddress: ACCOUNT_0, ...body }),
  })
const quote = (from: string, to: string, amount: string, userAddress: string = ACCOUNT_0) =>
  get('/v1/convert/quotes', { from, to, amount, userAddress })

describe('GET /v1/convert/tokens', () => {
  it("lists the native coin and both tokens of a swap network, as the client's schema reads them", async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: 'eip155:1' })
    expect(status).toBe(200)
    expect(v.parse(ConvertTokensResponseSchema, body)).toBeDefined()
    const logo = (symbol: string) => `${services.url}/public/getTokenImage/${symbol}`
    expect(body.tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: logo('ETH'), eip2612: false },
      {
        name: 'Gangway USD',
        symbol: 'GUSD',
        address: gusd,
        decimals: 6,
        logoUri: logo('GUSD'),
        eip2612: false,
      },
      {
        name: 'Gangway Token',
        symbol: 'GWT',
        address: gwt,
        decimals: 18,
        logoUri: logo('GWT'),
        eip2612: false,
      },
    ])
    const polygon = await get('/v1/convert/tokens', { chainId: 'eip155:137' })
    expect((polygon.body.tokens as { symbol: string }[]).map((token) => token.symbol)).toEqual([
      'POL',
      'GUSD',
      'GWT',
    ])
  })

  it("400 'Network not supported for Swaps' off the swap networks, or on one that is not a local chain", async () => {
    for (const chainId of ['eip155:10', 'eip155:5', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'one']) {
      expect(await get('/v1/convert/tokens', { chainId })).toEqual({ status: 400, body: SWAPS_UNSUPPORTED })
    }
    expect((await get('/v1/convert/tokens', {})).body.message).toMatch(/^Invalid query: chainId/)
  })
})

describe('GET /v1/convert/quotes', () => {
  it("quotes from the pool's reserves, priced like the table, with the price impact and the fee", async () => {
    const amount = parseEther('0.1')
    const { status, body } = await quote(ETH, gusd, amount.toString())
    expect(status).toBe(200)
    expect(v.parse(ConvertQuotesResponseSchema, body)).toBeDefined()
    const [reserveIn, reserveOut] = await chain1().readContract({
      address: await services.pool(1),
      abi: GangwaySwapPoolAbi,
      functionName: 'getReserves',
      args: [POOL_NATIVE, (await services.tokens(1)).GUSD],
    })
    const expected = amountOut(amount, { reserveIn, reserveOut })
    expect(body.quotes).toEqual([
      {
        fromAmount: amount.toString(),
        fromAccount: ETH,
        toAmount: expected.toString(),
        toAccount: gusd,
        priceImpact: '0.0996',
        fee: parseEther('0.0003').toString(),
      },
    ])
    // 0.1 ETH at 3000 USD, less the 0.3% fee and the 0.1% impact: about 298.8 GUSD.
    expect(expected).toBeGreaterThan(parseUnits('298.5', 6))
    expect(expected).toBeLessThan(parseUnits('299.2', 6))
  })

  it('quotes token for token and on Polygon at the table prices (GUSD 1, GWT 2.5, POL 0.5)', async () => {
    const toAmount = async (from: string, to: string, amount: bigint) =>
      BigInt(((await quote(from, to, amount.toString())).body.quotes as { toAmount: string }[])[0]!.toAmount)
    const tenGusdInGwt = await toAmount(gusd, gwt, parseUnits('10', 6))
    expect(tenGusdInGwt).toBeGreaterThan(parseEther('3.98'))
    expect(tenGusdInGwt).toBeLessThan(parseEther('4'))
    const tokens137 = await services.tokens(137)
    const polInGusd = await toAmount(
      'eip155:137:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      `eip155:137:${tokens137.GUSD}`,
      parseEther('10'),
    )
    expect(polInGusd).toBeGreaterThan(parseUnits('4.98', 6))
    expect(polInGusd).toBeLessThan(parseUnits('5', 6))
  })

  it('400 for an unsupported network, mixed networks, unknown or equal tokens, a bad amount or user', async () => {
    const op = `eip155:10:${ETH.split(':')[2]}`
    expect(await quote(op, gusd, '1')).toEqual({ status: 400, body: SWAPS_UNSUPPORTED })
    expect(
      await quote(
        `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112`,
        gusd,
        '1',
      ),
    ).toEqual({
      status: 400,
      body: SWAPS_UNSUPPORTED,
    })
    const message = async (...args: Parameters<typeof quote>) => {
      const { status, body } = await quote(...args)
      expect(status).toBe(400)
      return body.message
    }
    expect(await message(ETH, `eip155:137:${ETH.split(':')[2]}`, '1')).toBe(
      'Invalid to: not on the network of from',
    )
    expect(await message(ETH, 'eip155:1:0x000000000000000000000000000000000000dEaD', '1')).toBe(
      'Token not supported for swaps on eip155:1: 0x000000000000000000000000000000000000dEaD',
    )
    expect(await message(gusd, gusd.toLowerCase(), '1')).toBe('Invalid to: the same token as from')
    expect(await message('ETH', gusd, '1')).toBe('Invalid from: not a CAIP-10 id (namespace:chainId:address)')
    expect(await message('eip155:1:0xnope', gusd, '1')).toBe('Invalid from: not an EVM address')
    for (const amount of ['0', '1.5', '-1']) {
      expect(await message(ETH, gusd, amount)).toMatch(/^Invalid amount/)
    }
    expect(await message(ETH, gusd, '1', `eip155:137:${ACCOUNT_0}`)).toBe(
      'Invalid userAddress: not an account on eip155:1',
    )
    expect(await message(ETH, gusd, '1', 'nobody')).toBe('Invalid userAddress: not an EVM address')
    expect((await quote(ETH, gusd, '1', `eip155:1:${ACCOUNT_0}`)).status).toBe(200)
  })

  it('answers an injected fault as injected (the /__test hooks cover the convert routes)', async () => {
    await injectFault(services.url, {
      route: '/v1/convert/quotes',
      status: 503,
      body: '{"message":"down"}',
      times: 1,
    })
    const faulty = await fetch(
      withQuery(services.url, '/v1/convert/quotes', { from: ETH, to: gusd, amount: '1' }),
    )
    expect(faulty.status).toBe(503)
    expect(await faulty.text()).toBe('{"message":"down"}')
    await injectFault(services.url, { route: '/v1/convert/quotes', body: '{"quotes":', times: 1 })
    const malformed = await fetch(
      withQuery(services.url, '/v1/convert/quotes', { from: ETH, to: gusd, amount: '1' }),
    )
    expect(malformed.status).toBe(200)
    expect(await malformed.text()).toBe('{"quotes":')
    await resetTestHooks(services.url)
    expect((await quote(ETH, gusd, '1')).status).toBe(200)
  })
})

describe('GET /v1/convert/allowance and /v1/convert/gas-price', () => {
  it("reads the owner's allowance to the pool from the chain; the native coin needs none", async () => {
    const allowance = (tokenAddress: string, userAddress: string = ACCOUNT_0) =>
      get('/v1/convert/allowance', { tokenAddress, userAddress })
    const { status, body } = await allowance(gusd)
    expect(status).toBe(200)
    expect(v.parse(ConvertAllowanceResponseSchema, body)).toEqual({ allowance: '0' })
    expect((await allowance(ETH)).body).toEqual({ allowance: maxUint256.toString() })
    expect((await allowance(gwt, `eip155:1:${ACCOUNT_0}`)).body).toEqual({ allowance: '0' })
    expect(await allowance(`eip155:10:${ACCOUNT_0}`)).toEqual({ status: 400, body: SWAPS_UNSUPPORTED })
    expect((await allowance(`eip155:1:${ACCOUNT_0}`)).body.message).toMatch(/^Token not supported for swaps/)
  })

  it("reads the node's gas price; 400 'Network not supported for Gas Price' elsewhere", async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId: 'eip155:1' })
    expect(status).toBe(200)
    expect(v.parse(ConvertGasPriceResponseSchema, body)).toEqual(body)
    // Other files mine on this anvil meanwhile, so the base fee may have moved a little since.
    const nodePrice = await chain1().getGasPrice()
    expect(BigInt(body.standard as string)).toBeGreaterThan(nodePrice / 2n)
    expect(BigInt(body.standard as string)).toBeLessThan(nodePrice * 2n)
    expect(BigInt(body.fast as string)).toBeGreaterThan(BigInt(body.standard as string))
    expect(BigInt(body.instant as string)).toBeGreaterThan(BigInt(body.fast as string))
    for (const chainId of ['eip155:10', 'bip122:000000000019d6689c085ae165831e93']) {
      expect(await get('/v1/convert/gas-price', { chainId })).toEqual({
        status: 400,
        body: { message: 'Network not supported for Gas Price' },
      })
    }
  })
})

describe('GET /v1/convert/build-approve', () => {
  it('builds an ERC-20 approve of the from-token to the pool, with gas and gas price', async () => {
    const { status, body } = await get('/v1/convert/build-approve', {
      userAddress: ACCOUNT_0,
      from: gusd,
      to: gwt,
    })
    expect(status).toBe(200)
    const { tx } = v.parse(ConvertBuildResponseSchema, body)
    expect(tx).toMatchObject({ from: ACCOUNT_0, to: gusd.split(':')[2], value: '0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data as Hex })).toEqual({
      functionName: 'approve',
      args: [await services.pool(1), maxUint256],
    })
    expect(BigInt(tx.gas as string)).toBeGreaterThan(21_000n)
    expect(BigInt(tx.gasPrice as string)).toBeGreaterThan(0n)
  })

  it('400 for the native coin (nothing to approve) and on an unsupported network', async () => {
    const approve = (from: string, to: string) =>
      get('/v1/convert/build-approve', { userAddress: ACCOUNT_0, from, to })
    expect(await approve(ETH, gusd)).toEqual({
      status: 400,
      body: { message: 'Invalid from: the native coin needs no approval' },
    })
    expect(await approve(`eip155:42161:${gusd.split(':')[2]}`, gwt)).toEqual({
      status: 400,
      body: SWAPS_UNSUPPORTED,
    })
  })
})

describe('POST /v1/convert/build-transaction', () => {
  const swapArgs = (data: string) => decodeFunctionData({ abi: GangwaySwapPoolAbi, data: data as Hex }).args

  it('builds the swap with the minimum out at the slippage (1% by default), the native amount as value', async () => {
    const amount = parseEther('0.1').toString()
    const quoted = BigInt(
      ((await quote(ETH, gusd, amount)).body.quotes as { toAmount: string }[])[0]!.toAmount,
    )
    const { status, body } = await buildTransaction({
      amount,
      from: ETH,
      to: gusd,
      eip155: { slippage: '0.5' },
    })
    expect(status).toBe(200)
    const { tx } = v.parse(ConvertBuildResponseSchema, body)
    expect(tx).toMatchObject({ from: ACCOUNT_0, to: await services.pool(1), value: amount })
    expect(BigInt(tx.gas as string)).toBeGreaterThan(21_000n)
    const { tokens } = { tokens: await services.tokens(1) }
    expect(swapArgs(tx.data)).toEqual([POOL_NATIVE, tokens.GUSD, BigInt(amount), (quoted * 995n) / 1000n])
    expect(body).toMatchObject({
      toAmount: quoted.toString(),
      minimumToAmount: ((quoted * 995n) / 1000n).toString(),
    })

    const byDefault = await buildTransaction({ amount, from: ETH, to: gusd, disableEstimate: true })
    expect(byDefault.body.slippage).toBe('1')
    expect((byDefault.body.tx as { gas?: string }).gas).toBeUndefined()
    expect(swapArgs((byDefault.body.tx as { data: string }).data)[3]).toBe((quoted * 99n) / 100n)
  })

  it('400 with the reason when the swap would revert (no allowance yet), unless the estimate is skipped', async () => {
    const amount = parseUnits('5', 6).toString()
    expect(await buildTransaction({ amount, from: gusd, to: gwt })).toEqual({
      status: 400,
      body: { message: expect.stringMatching(/^The swap would fail: .*insufficient allowance/) },
    })
    const skipped = await buildTransaction({ amount, from: gusd, to: gwt, disableEstimate: true })
    expect(skipped.status).toBe(200)
    expect((skipped.body.tx as { value: string }).value).toBe('0')
  })

  it('400 for a bad slippage, a bad body, an unsupported network', async () => {
    for (const slippage of ['100', '-1', 250]) {
      const { status, body } = await buildTransaction({
        amount: '1',
        from: ETH,
        to: gusd,
        eip155: { slippage },
      })
      expect(status).toBe(400)
      expect(body.message).toMatch(/^Invalid eip155.slippage/)
    }
    expect((await buildTransaction({ from: ETH, to: gusd })).body.message).toMatch(/^Invalid body: amount/)
    const broken = await getJson<Body>(withQuery(services.url, '/v1/convert/build-transaction'), {
      method: 'POST',
      body: '{',
    })
    expect(broken).toEqual({ status: 400, body: { message: 'Invalid body: not JSON' } })
    expect(await buildTransaction({ amount: '1', from: `eip155:56:${ETH.split(':')[2]}`, to: gusd })).toEqual(
      {
        status: 400,
        body: SWAPS_UNSUPPORTED,
      },
    )
  })
})

describe('swap networks', () => {
  // Chain 1 on the shared anvil, chain 137 on a port nothing listens on; swaps only on 137 here.
  let narrowed: RunningServices
  beforeAll(async () => {
    const chain1Config = inject('servicesChains').find((chain) => chain.chainId === 1)!
    narrowed = await startTestServices({
      chains: [chain1Config, { chainId: 137, rpcUrl: `http://127.0.0.1:${await getFreePort()}` }],
      swapNetworks: ['eip155:137'],
    })
  })
  afterAll(() => narrowed?.stop())

  it('are configuration: a local chain left out answers unsupported, a listed chain that is down 502', async () => {
    expect(await get('/v1/convert/tokens', { chainId: 'eip155:1' }, narrowed.url)).toEqual({
      status: 400,
      body: SWAPS_UNSUPPORTED,
    })
    expect(await get('/v1/convert/tokens', { chainId: 'eip155:137' }, narrowed.url)).toEqual({
      status: 502,
      body: { message: 'Chain eip155:137 is unavailable' },
    })
    expect(await get('/v1/convert/gas-price', { chainId: 'eip155:137' }, narrowed.url)).toEqual({
      status: 502,
      body: { message: 'Chain eip155:137 is unavailable' },
    })
  })
})

import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { getJson, startTestServices, withQuery } from '../test/services.js'
import type { TokenBalanceBody } from './balances.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** anvil account 2: only this file spends from it. */
const SENDER_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'

let services: RunningServices
const chains = inject('servicesChains')
const rpc1 = chains.find((chain) => chain.chainId === 1)!.rpcUrl
const client1 = createPublicClient({ transport: http(rpc1) })

beforeAll(async () => {
  services = await startTestServices({ tokenPrices: { GWT: 2.5 } })
})
afterAll(() => services.stop())

const balances = async (address: string, params: Record<string, string> = {}) =>
  getJson<{ balances: TokenBalanceBody[] }>(
    withQuery(services.url, `/v1/account/${address}/balance`, { currency: 'usd', ...params }),
  )

describe('RunningServices.tokens', () => {
  it('gives the addresses of the ERC-20 contracts deployed on a configured chain', async () => {
    const tokens = await services.tokens(1)
    for (const address of Object.values(tokens)) {
      const symbol = await client1.readContract({ address, abi: erc20Abi, functionName: 'symbol' })
      expect(tokens[symbol as keyof typeof tokens]).toBe(address)
    }
    expect(Object.keys(tokens).sort()).toEqual(['GUSD', 'GWT'])
  })
})

describe('GET /v1/supported-chains', () => {
  it('lists the configured chains as CAIP-2 ids over HTTP', async () => {
    const { body } = await getJson(withQuery(services.url, '/v1/supported-chains'))
    expect(body).toEqual({ http: ['eip155:1', 'eip155:137'], ws: [] })
  })

  it('SPEC §7: refuses a call without projectId, st and sv', async () => {
    const { status } = await getJson(`${services.url}/v1/supported-chains`)
    expect(status).toBe(400)
  })
})

describe('GET /v1/identity/{address}', () => {
  it('answers the seeded name of anvil account 0, whatever the address case', async () => {
    const { body } = await getJson(
      withQuery(services.url, `/v1/identity/${ACCOUNT_0.toLowerCase()}`, { sender: ACCOUNT_1 }),
    )
    expect(body).toEqual({ name: 'gangway.reown.id', avatar: null })
  })

  it('answers nulls for an address with no name, 400 for a non-address', async () => {
    expect((await getJson(withQuery(services.url, `/v1/identity/${ACCOUNT_1}`))).body).toEqual({
      name: null,
      avatar: null,
    })
    expect((await getJson(withQuery(services.url, '/v1/identity/not-an-address'))).status).toBe(400)
  })
})

describe('GET /v1/account/{address}/balance', () => {
  it('reports native and token balances of both chains, priced from the table', async () => {
    const { status, body } = await balances(ACCOUNT_1)
    expect(status).toBe(200)
    expect(body.balances.map((balance) => `${balance.chainId} ${balance.symbol}`)).toEqual([
      'eip155:1 ETH',
      'eip155:1 GUSD',
      'eip155:1 GWT',
      'eip155:137 POL',
      'eip155:137 GUSD',
      'eip155:137 GWT',
    ])
    const gusd = body.balances.find((balance) => balance.symbol === 'GUSD')!
    expect(gusd).toMatchObject({
      name: 'Gangway USD',
      price: 1,
      quantity: { decimals: '6', numeric: '10000' },
      value: 10_000,
      address: expect.stringMatching(/^eip155:1:0x[0-9a-fA-F]{40}$/),
      iconUrl: `${services.url}/public/getTokenImage/GUSD`,
    })
    const gwt = body.balances.find((balance) => balance.symbol === 'GWT')!
    expect(gwt).toMatchObject({ price: 2.5, quantity: { decimals: '18', numeric: '1000' }, value: 2500 })
    const pol = body.balances.find((balance) => balance.symbol === 'POL')!
    expect(pol.price).toBe(0.5)
    expect(pol.address).toBeUndefined()
  })

  it('balances match the chain, also after a transfer', async () => {
    const sender = privateKeyToAccount(SENDER_KEY)
    const recipient = '0x000000000000000000000000000000000000bEEF'
    const wallet = createWalletClient({
      account: sender,
      chain: { ...foundry, id: 1 },
      transport: http(rpc1),
    })
    const hash = await wallet.sendTransaction({ to: recipient, value: parseUnits('1.5', 18) })
    await client1.waitForTransactionReceipt({ hash })

    const { body } = await balances(recipient, { chainId: 'eip155:1' })
    expect(body.balances).toEqual([
      expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '1.5' }, value: 4500 }),
    ])

    const senderBody = (await balances(sender.address, { chainId: 'eip155:1' })).body
    const native = senderBody.balances.find((balance) => balance.symbol === 'ETH')!
    expect(native.quantity.numeric).toBe(
      formatUnits(await client1.getBalance({ address: sender.address }), 18),
    )
  })

  it('token balances are read from the contracts it reports', async () => {
    const { body } = await balances(ACCOUNT_0, { chainId: 'eip155:1' })
    for (const token of body.balances.filter((balance) => balance.address)) {
      const contract = token.address!.split(':')[2] as Address
      const raw = await client1.readContract({
        address: contract,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [ACCOUNT_0],
      })
      expect(token.quantity.numeric).toBe(formatUnits(raw, Number(token.quantity.decimals)))
    }
  })

  it('answers no balances for an unconfigured or non-EVM chain, and for an account holding nothing', async () => {
    expect((await balances(ACCOUNT_0, { chainId: 'eip155:10' })).body).toEqual({ balances: [] })
    expect(
      (
        await balances('So11111111111111111111111111111111111111112', {
          chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        })
      ).body,
    ).toEqual({ balances: [] })
    expect(
      (await balances('0x000000000000000000000000000000000000dEaD', { chainId: 'eip155:137' })).body,
    ).toEqual({ balances: [] })
  })

  it('refuses a currency other than usd and an invalid EVM address', async () => {
    expect((await balances(ACCOUNT_0, { currency: 'eur' })).status).toBe(400)
    expect((await balances('0x1234', { chainId: 'eip155:1' })).status).toBe(400)
  })
})

describe('POST /v1/fungible/price', () => {
  const prices = (body: unknown) =>
    getJson<{ fungibles: { symbol: string; price: number; name: string; iconUrl: string }[] }>(
      withQuery(services.url, '/v1/fungible/price'),
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    )

  it('prices the deployed tokens and the native coin, in the order asked, skipping unknown ones', async () => {
    const tokens = (await balances(ACCOUNT_0, { chainId: 'eip155:137' })).body.balances.filter(
      (item) => item.address,
    )
    const gwt = tokens.find((token) => token.symbol === 'GWT')!.address!
    const gusd = tokens.find((token) => token.symbol === 'GUSD')!.address!
    const { status, body } = await prices({
      currency: 'usd',
      projectId: 'gangway-sandbox',
      addresses: [
        gwt,
        'eip155:137:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        'eip155:137:0x0000000000000000000000000000000000000001',
        gusd.toLowerCase(),
      ],
    })
    expect(status).toBe(200)
    expect(body.fungibles.map(({ symbol, price }) => ({ symbol, price }))).toEqual([
      { symbol: 'GWT', price: 2.5 },
      { symbol: 'POL', price: 0.5 },
      { symbol: 'GUSD', price: 1 },
    ])
    expect(body.fungibles[0]).toMatchObject({
      name: 'Gangway Token',
      iconUrl: `${services.url}/public/getTokenImage/GWT`,
    })
  })

  it('refuses a body that breaks the shared schema with 400', async () => {
    expect((await prices({ currency: 'usd', projectId: 'p', addresses: [] })).status).toBe(400)
    expect((await prices({ currency: 'usd', projectId: 'p', addresses: ['0xabc'] })).status).toBe(400)
  })
})

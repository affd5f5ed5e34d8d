import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { HistoryResponse } from '@gangway/api/schemas'
import { type AnvilInstance, getFreePort, startAnvil } from '@gangway/testing/node'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hash,
  http,
  parseUnits,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GangwayCollectionAbi } from '../chain/artifacts/GangwayCollection.js'
import { TOKEN_HOLDERS } from '../chain/tokens.js'
import type { RunningServices } from '../server.js'
import { HISTORY_PAGE_SIZE } from '../storage/sqlite/activity.js'
import { getJson, injectFault, resetTestHooks, startTestServices, withQuery } from '../test/services.js'

// anvil's accounts 0 and 1 (its default mnemonic).
const account0 = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const account1 = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const [ACCOUNT_0, ACCOUNT_1] = TOKEN_HOLDERS as [Address, Address]
/** Receives only this file's paging transfers, so its history is exactly those. */
const RECIPIENT = '0x00000000000000000000000000000000000beef1'

const directory = mkdtempSync(join(tmpdir(), 'gangway-history-'))
// Its own anvil: these tests spend accounts 0 and 1, whose balances other files read on the shared anvils.
let anvil: AnvilInstance
let client: PublicClient
let services: RunningServices
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1, port: await getFreePort() })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  // Polling rarely: a transaction shows on the next request because the route catches up, not by chance.
  services = await startTestServices({
    chains: [{ chainId: 1, rpcUrl: anvil.rpcUrl }],
    dbPath: join(directory, 'services.sqlite'),
    indexerPollIntervalMs: 60_000,
  })
})
afterAll(async () => {
  await services?.stop()
  await anvil?.stop()
  rmSync(directory, { recursive: true, force: true })
})
beforeEach(() => resetTestHooks(services.url))

const wallet = (account: typeof account0) =>
  createWalletClient({ account, chain: { ...foundry, id: 1 }, transport: http(anvil.rpcUrl) })

async function mined(hash: Hash): Promise<Hash> {
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return hash
}

const history = (base: string, address: string, params: Record<string, string> = {}) =>
  getJson<HistoryResponse & { message?: string }>(withQuery(base, `/v1/account/${address}/history`, params))

async function entryOf(address: string, hash: Hash, base = services.url) {
  const { body } = await history(base, address)
  return body.data.find((entry) => entry.metadata.hash === hash)
}

describe('GET /v1/account/{account}/history', () => {
  it('shows an ERC-20 transfer mined just before, as a send and a receive, with icons on this origin', async () => {
    const { GUSD } = await services.tokens(1)
    const hash = await mined(
      await wallet(account0).writeContract({
        address: GUSD,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [ACCOUNT_1, parseUnits('1.5', 6)],
      }),
    )
    const { status, body } = await history(services.url, ACCOUNT_0)
    expect(status).toBe(200)
    expect(body.data[0]).toMatchObject({
      id: `eip155:1:${hash}`,
      metadata: { operationType: 'send', status: 'confirmed', chain: 'eip155:1', sentFrom: ACCOUNT_0, hash },
      transfers: [
        {
          fungible_info: {
            name: 'Gangway USD',
            symbol: 'GUSD',
            icon: { url: `${services.url}/public/getTokenImage/GUSD` },
          },
          direction: 'out',
          quantity: { numeric: '1.5' },
          value: 1.5,
        },
      ],
    })
    const received = await entryOf(ACCOUNT_1.toLowerCase(), hash)
    expect(received?.metadata.operationType).toBe('receive')
    expect(received?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1.5' } })
  })

  it('shows an NFT transfer whose preview is the collection image served here', async () => {
    const collection = await services.collection(1)
    const hash = await mined(
      await wallet(account0).writeContract({
        address: collection,
        abi: GangwayCollectionAbi,
        functionName: 'transferFrom',
        args: [ACCOUNT_0, ACCOUNT_1, 3n],
      }),
    )
    const received = await entryOf(ACCOUNT_1, hash)
    const image = `${services.url}/public/nft/1/${collection.toLowerCase()}/3/image.svg`
    expect(received?.transfers).toEqual([
      {
        fungible_info: null,
        nft_info: {
          name: 'Gangway Collectibles #3',
          content: { preview: { url: image } },
          flags: { is_spam: false },
        },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ])
    const response = await fetch(image)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })

  it(`pages ${HISTORY_PAGE_SIZE} at a time, newest first, each entry exactly once`, async () => {
    const sender = wallet(account1)
    let nonce = await client.getTransactionCount({ address: ACCOUNT_1 })
    const sent: Hash[] = []
    for (let index = 0; index < HISTORY_PAGE_SIZE + 12; index++) {
      sent.push(await sender.sendTransaction({ to: RECIPIENT, value: BigInt(index + 1), nonce: nonce++ }))
    }
    await mined(sent.at(-1)!)

    const seen: string[] = []
    const pages: number[] = []
    let cursor: string | undefined
    do {
      const { status, body } = await history(services.url, RECIPIENT, cursor ? { cursor } : {})
      expect(status).toBe(200)
      pages.push(body.data.length)
      seen.push(...body.data.map((entry) => entry.metadata.hash!))
      expect(body.data.every((entry) => entry.metadata.operationType === 'receive')).toBe(true)
      cursor = body.next ?? undefined
    } while (cursor)
    expect(pages).toEqual([HISTORY_PAGE_SIZE, 12])
    expect(seen).toEqual([...sent].reverse())
  })

  it('filters by chain, and answers no activity for another chain or an address that is not EVM', async () => {
    const onChain = await history(services.url, ACCOUNT_0, { chainId: 'eip155:1' })
    expect(onChain.body.data.length).toBeGreaterThan(0)
    expect(onChain.body.data.every((entry) => entry.metadata.chain === 'eip155:1')).toBe(true)
    for (const chainId of [
      'eip155:137',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000019d6689c085ae165831e93',
    ]) {
      expect((await history(services.url, ACCOUNT_0, { chainId })).body).toEqual({ data: [], next: null })
    }
    const bitcoin = await history(services.url, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    expect(bitcoin).toEqual({ status: 200, body: { data: [], next: null } })
  })

  it('refuses a cursor it did not hand out with a 400 that says so', async () => {
    const { status, body } = await history(services.url, ACCOUNT_0, { cursor: 'c1' })
    expect(status).toBe(400)
    expect(body.message).toMatch(/^Invalid cursor/)
    expect((await getJson(`${services.url}/v1/account/${ACCOUNT_0}/history`)).status).toBe(400)
  })

  it('answers on-ramp history uncached: an address that bought nothing has none', async () => {
    const response = await fetch(
      withQuery(services.url, `/v1/account/${ACCOUNT_0}/history`, { onramp: 'coinbase' }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ data: [], next: null })
  })

  it('fails as an injected fault says, then answers again', async () => {
    await injectFault(services.url, { route: '/v1/account/*/history', status: 503, times: 1 })
    expect((await history(services.url, ACCOUNT_0)).status).toBe(503)
    expect((await history(services.url, ACCOUNT_0)).status).toBe(200)
  })
})

describe('history across a restart of the services on the same database', () => {
  it('keeps every entry once and picks up what was mined while they were down', async () => {
    const dbPath = join(directory, 'restart.sqlite')
    const options = { chains: [{ chainId: 1, rpcUrl: anvil.rpcUrl }], dbPath, indexerPollIntervalMs: 60_000 }
    const first = await startTestServices(options)
    let before: Hash
    let countBefore: number
    try {
      before = await mined(await wallet(account1).sendTransaction({ to: ACCOUNT_0, value: 11n }))
      expect(await entryOf(ACCOUNT_0, before, first.url)).toBeDefined()
      countBefore = (await history(first.url, ACCOUNT_0)).body.data.length
    } finally {
      await first.stop()
    }
    const whileDown = await mined(await wallet(account1).sendTransaction({ to: ACCOUNT_0, value: 12n }))

    const second = await startTestServices(options)
    try {
      const { body } = await history(second.url, ACCOUNT_0)
      const hashes = body.data.map((entry) => entry.metadata.hash)
      expect(new Set(hashes).size).toBe(hashes.length)
      expect(hashes.filter((hash) => hash === before)).toHaveLength(1)
      expect(hashes).toContain(whileDown)
      // The second start deployed its contracts again (its origin differs): a deployment and its mints.
      expect(hashes.length).toBeGreaterThan(countBefore)
      expect(body.data.length).toBeLessThanOrEqual(HISTORY_PAGE_SIZE)
    } finally {
      await second.stop()
    }
  })
})

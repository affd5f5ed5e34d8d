import { type Nft, NftListResponseSchema } from '@gangway/api'
import { getFreePort, startAnvil } from '@gangway/testing/node'
import * as v from 'valibot'
import { createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GangwayCollectionAbi } from '../chain/artifacts/GangwayCollection.js'
import { COLLECTION, TOKEN_HOLDERS } from '../chain/tokens.js'
import type { RunningServices } from '../server.js'
import { getJson, startTestServices, withQuery } from '../test/services.js'

// anvil's account 0 (its default mnemonic): holds ids 1, 3 and 5; account 1 holds 2, 4 and 6.
const holder = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const [ACCOUNT_0, ACCOUNT_1] = TOKEN_HOLDERS as [`0x${string}`, `0x${string}`]
const NOBODY = '0x000000000000000000000000000000000000dEaD'

// Its own anvil: the transfer below spends account 0's nonce, which the shared anvils leave untouched. Chain 137
// points at a port nothing listens on: a chain that is down.
let anvil: Awaited<ReturnType<typeof startAnvil>>
let services: RunningServices
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1, port: await getFreePort() })
  const deadRpc = `http://127.0.0.1:${await getFreePort()}`
  services = await startTestServices({
    chains: [
      { chainId: 1, rpcUrl: anvil.rpcUrl },
      { chainId: 137, rpcUrl: deadRpc },
    ],
  })
})
afterAll(async () => {
  await services?.stop()
  await anvil?.stop()
})

const nfts = (address: string, params: Record<string, string> = { chainId: 'eip155:1' }) =>
  getJson<{ data: Nft[]; message?: string }>(withQuery(services.url, `/v1/account/${address}/nfts`, params))
const tokenIds = async (address: string) => (await nfts(address)).body.data.map((nft) => nft.tokenId)

describe('GET /v1/account/{address}/nfts', () => {
  it("lists the collection's tokens the address holds, with metadata and absolute image URLs", async () => {
    const contract = await services.collection(1)
    const { status, body } = await nfts(ACCOUNT_0.toLowerCase())
    expect(status).toBe(200)
    expect(v.parse(NftListResponseSchema, body)).toEqual(body)
    expect(body.data.map((nft) => nft.tokenId)).toEqual(['1', '3', '5'])
    expect(body.data[0]).toEqual({
      id: `eip155:1:${contract}:1`,
      chainId: 'eip155:1',
      contract,
      tokenId: '1',
      name: `${COLLECTION.name} #1`,
      description: expect.stringContaining('Token 1'),
      image: { url: `${services.url}/public/nft/1/${contract.toLowerCase()}/1/image.svg` },
      collection: { name: COLLECTION.name, symbol: COLLECTION.symbol },
      flags: { is_spam: false },
    })
    const image = await fetch(body.data[0]!.image!.url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(await tokenIds(ACCOUNT_1)).toEqual(['2', '4', '6'])
  })

  it('reads ownership from the chain: a transferred token moves to its new holder', async () => {
    const contract = await services.collection(1)
    const wallet = createWalletClient({ account: holder, transport: http(anvil.rpcUrl) })
    const hash = await wallet.writeContract({
      chain: null,
      address: contract,
      abi: GangwayCollectionAbi,
      functionName: 'transferFrom',
      args: [ACCOUNT_0, ACCOUNT_1, 3n],
    })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    expect(await tokenIds(ACCOUNT_0)).toEqual(['1', '5'])
    expect(await tokenIds(ACCOUNT_1)).toEqual(['2', '3', '4', '6'])
  })

  it('answers an empty list for an address holding nothing, a non-EVM address or chain, an unconfigured chain', async () => {
    expect((await nfts(NOBODY)).body).toEqual({ data: [] })
    expect((await nfts('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).body).toEqual({ data: [] })
    for (const chainId of ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:5']) {
      expect(await nfts(ACCOUNT_0, { chainId })).toEqual({ status: 200, body: { data: [] } })
    }
  })

  it('502 when the chain does not answer, also when no chainId picks a chain (every chain is read)', async () => {
    expect(await nfts(ACCOUNT_0, { chainId: 'eip155:137' })).toEqual({
      status: 502,
      body: { message: 'Chain eip155:137 is unavailable' },
    })
    expect((await nfts(ACCOUNT_0, {})).status).toBe(502)
  })

  it('400 without the sdk query or with a chainId that is not CAIP-2', async () => {
    expect((await getJson(`${services.url}/v1/account/${ACCOUNT_0}/nfts?chainId=eip155:1`)).status).toBe(400)
    expect((await nfts(ACCOUNT_0, { chainId: 'one' })).status).toBe(400)
  })
})

import { type Nft, NftListResponseSchema, NftQuerySchema } from '@gangway/api/schemas'
import { Hono } from 'hono'
import { type Address, getAddress, isAddress } from 'viem'
import { GangwayCollectionAbi } from '../chain/artifacts/GangwayCollection.js'
import { NotDeployedError } from '../chain/chain-registry.js'
import { COLLECTION } from '../chain/tokens.js'
import type { ServicesContext } from '../context.js'
import { describeError } from '../describe-error.js'
import { ServiceError } from '../http/errors.js'
import { checkResponse, parseRequest } from '../http/validate.js'
import { collectionTokenMetadata } from './nft-routes.js'
import { selfOrigin } from '../http/self-origin.js'

/**
 * Ids read at most per collection. The collection mints a handful at deployment and has no enumeration
 * (ERC-721 Enumerable), so ownership is read id by id; the bound keeps one request's RPC calls bounded.
 */
const MAX_SCANNED_IDS = 1_000n

/** 'eip155:137' → 137 when it names an EVM chain, else undefined. */
function evmChainId(caipNetworkId: string): number | undefined {
  const [namespace, reference] = caipNetworkId.split(':')
  return namespace === 'eip155' && reference && /^\d+$/.test(reference) ? Number(reference) : undefined
}

/**
 * GET /v1/account/{address}/nfts: the tokens of our ERC-721 collection the address holds, read from the
 * chain at each call (one block for every read, so a transfer in between cannot show a token twice or not at
 * all). Metadata and images point at this server's `/public/nft/…` routes.
 */
export function nftListRoutes(context: ServicesContext): Hono {
  const { chains } = context
  const app = new Hono()

  async function heldTokens(chainId: number, owner: Address, origin: string): Promise<Nft[]> {
    let contract: Address
    let ids: bigint[]
    try {
      const client = chains.client(chainId)
      contract = await chains.collection(chainId)
      // cacheTime 0: viem would otherwise answer the block number it read up to 4 s ago, missing new transfers.
      const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
      const read = { address: contract, abi: GangwayCollectionAbi, blockNumber } as const
      const held = await client.readContract({ ...read, functionName: 'balanceOf', args: [owner] })
      if (held === 0n) return []
      const supply = await client.readContract({ ...read, functionName: 'totalSupply' })
      const candidates = Array.from(
        { length: Number(supply < MAX_SCANNED_IDS ? supply : MAX_SCANNED_IDS) },
        (_, i) => BigInt(i + 1),
      )
      const owners = await Promise.all(
        candidates.map((id) => client.readContract({ ...read, functionName: 'ownerOf', args: [id] })),
      )
      ids = candidates.filter((_, index) => owners[index] === owner)
    } catch (error) {
      // A chain without our collection (production deploys none) holds none of its tokens.
      if (error instanceof NotDeployedError) return []
      context.log(`services: chain ${chainId} NFT read failed: ${describeError(error)}`)
      throw new ServiceError(502, `Chain eip155:${chainId} is unavailable`)
    }
    return ids.map((id) => {
      const metadata = collectionTokenMetadata(origin, chainId, contract, id)
      return {
        id: `eip155:${chainId}:${contract}:${id}`,
        chainId: `eip155:${chainId}`,
        contract,
        tokenId: id.toString(),
        name: metadata.name,
        description: metadata.description,
        image: { url: metadata.image },
        collection: { name: COLLECTION.name, symbol: COLLECTION.symbol },
        flags: { is_spam: false },
      }
    })
  }

  app.get('/v1/account/:address/nfts', async (c) => {
    const query = parseRequest(NftQuerySchema, c.req.query(), 'query')
    const rawAddress = c.req.param('address')
    const requested = query.chainId === undefined ? chains.chainIds() : [evmChainId(query.chainId)]
    const chainIds = requested.filter(
      (chainId): chainId is number => chainId !== undefined && chains.has(chainId),
    )
    // Only our EVM collection is served: another chain, or an address that is not EVM, holds nothing here.
    if (chainIds.length === 0 || !isAddress(rawAddress, { strict: false })) {
      return c.json(checkResponse(NftListResponseSchema, { data: [] }, 'nfts'))
    }
    const owner = getAddress(rawAddress)
    const origin = selfOrigin(context, c)
    const perChain = await Promise.all(chainIds.map((chainId) => heldTokens(chainId, owner, origin)))
    return c.json(checkResponse(NftListResponseSchema, { data: perChain.flat() }, 'nfts'))
  })

  return app
}

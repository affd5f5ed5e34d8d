import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { COLLECTION, COLLECTION_SIZE } from '../chain/tokens.js'
import type { ServicesContext } from '../context.js'
import { ServiceError } from '../http/errors.js'
import { selfOrigin } from '../http/self-origin.js'

/** A colour per token id, spread around the hue wheel. */
function tokenColour(tokenId: bigint): string {
  return `hsl(${Number((tokenId * 137n) % 360n)}, 65%, 50%)`
}

/** The token's image: a coloured square with its id, generated here (no external fetch). */
export function collectionImage(tokenId: bigint): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<rect width="256" height="256" fill="${tokenColour(tokenId)}"/>`,
    '<text x="128" y="128" font-family="sans-serif" font-size="96" fill="#fff" text-anchor="middle" ',
    `dominant-baseline="central">${tokenId}</text>`,
    '</svg>',
  ].join('')
}

/** The ERC-721 metadata of token `tokenId` of the collection at `contract` on `chainId`, served from `origin`. */
export function collectionTokenMetadata(origin: string, chainId: number, contract: string, tokenId: bigint) {
  return {
    name: `${COLLECTION.name} #${tokenId}`,
    description: `Token ${tokenId} of the ${COLLECTION.name} (${COLLECTION.symbol}) on the local chain ${chainId}.`,
    image: `${origin}/public/nft/${chainId}/${contract.toLowerCase()}/${tokenId}/image.svg`,
  }
}

/**
 * ERC-721 metadata of the collection deployed on the local chains: tokenURI is
 * `{origin}/public/nft/{chainId}/{contract}/{tokenId}`, whose image is that URL + `/image.svg`. Public like the
 * other images: wallets fetch them without the sdk query.
 */
export function nftRoutes(context: ServicesContext): Hono {
  const { chains } = context
  const app = new Hono()

  async function requireToken(chainIdParam: string, contractParam: string, tokenIdParam: string) {
    const chainId = /^\d+$/.test(chainIdParam) ? Number(chainIdParam) : undefined
    if (chainId === undefined || !chains.has(chainId)) throw new ServiceError(404, 'Unknown chain')
    if (!isAddress(contractParam, { strict: false })) throw new ServiceError(404, 'Unknown collection')
    const collection = await chains.collection(chainId).catch(() => {
      throw new ServiceError(502, `Chain eip155:${chainId} is unavailable`)
    })
    if (getAddress(contractParam) !== collection) throw new ServiceError(404, 'Unknown collection')
    const tokenId = /^\d{1,10}$/.test(tokenIdParam) ? BigInt(tokenIdParam) : 0n
    if (tokenId < 1n || tokenId > COLLECTION_SIZE) throw new ServiceError(404, 'Unknown token')
    return tokenId
  }

  app.get('/public/nft/:chainId/:contract/:tokenId', async (c) => {
    const { chainId, contract, tokenId } = c.req.param()
    const id = await requireToken(chainId, contract, tokenId)
    return c.json(collectionTokenMetadata(selfOrigin(context, c), Number(chainId), contract, id))
  })

  app.get('/public/nft/:chainId/:contract/:tokenId/image.svg', async (c) => {
    const { chainId, contract, tokenId } = c.req.param()
    const id = await requireToken(chainId, contract, tokenId)
    return c.body(collectionImage(id), 200, { 'Content-Type': 'image/svg+xml' })
  })

  return app
}

import { CACHE_TTL } from '@gangway/common'
import { createTtlCache } from '../cache/ttl-cache.js'
import { pathSegment } from '../http/url.js'
import { type NftListResponse, NftListResponseSchema } from '../schemas/nft.js'
import type { BlockchainContext } from './context.js'

export interface FetchNftsParams {
  address: string
  /** CAIP-2 id of the network; without it, every chain the service reads. */
  chainId?: string | undefined
  signal?: AbortSignal | undefined
}

export interface NftCalls {
  /**
   * GET /v1/account/{address}/nfts: the NFTs the address holds, cached 30 s like balances (SPEC §9 has no
   * NFT lifetime; they change as rarely). A failure throws: the caller shows its error state.
   */
  fetchNfts(params: FetchNftsParams): Promise<NftListResponse>
}

export function createNftCalls({ http, query, now }: BlockchainContext): NftCalls {
  const lists = createTtlCache<NftListResponse>({ ttl: CACHE_TTL.portfolioBalance, now })
  return {
    fetchNfts: ({ address, chainId, signal }) =>
      lists.getOrLoad(`${chainId ?? ''}|${address}`, () =>
        http.get({
          path: `/v1/account/${pathSegment(address)}/nfts`,
          params: { ...query, chainId },
          signal,
          schema: NftListResponseSchema,
        }),
      ),
  }
}

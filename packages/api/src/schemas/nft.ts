import * as v from 'valibot'
import {
  CaipNetworkIdSchema,
  IdSchema,
  listOf,
  NameSchema,
  nullOnInvalid,
  safeUrlField,
  SymbolSchema,
  TextSchema,
} from './primitives.js'

/** An NFT's image: null when missing, malformed or not a safe URL (metadata is untrusted remote data). */
const NftImageSchema = v.pipe(
  nullOnInvalid(v.object({ url: safeUrlField() })),
  v.transform((image): { url: string } | null => (image?.url ? { url: image.url } : null)),
)

/** One NFT an address holds (GET /v1/account/{address}/nfts; not in SPEC §7, our own route). */
export const NftSchema = v.object({
  /** Unique across chains and collections. */
  id: IdSchema,
  /** CAIP-2 network id. */
  chainId: CaipNetworkIdSchema,
  /** The collection's contract address. */
  contract: IdSchema,
  /** A decimal string: EVM token ids are uint256, beyond a JavaScript number. */
  tokenId: IdSchema,
  name: NameSchema,
  description: v.optional(TextSchema),
  image: NftImageSchema,
  collection: v.object({ name: NameSchema, symbol: v.optional(SymbolSchema) }),
  flags: v.object({ is_spam: v.boolean() }),
})
export type Nft = v.InferOutput<typeof NftSchema>

/** GET /v1/account/{address}/nfts response; malformed or hostile entries are dropped, the others kept. */
export const NftListResponseSchema = v.object({ data: listOf(NftSchema) })
export type NftListResponse = v.InferOutput<typeof NftListResponseSchema>

/** GET /v1/account/{address}/nfts query (besides the common query): one CAIP-2 chain, else every chain. */
export const NftQuerySchema = v.object({ chainId: v.optional(CaipNetworkIdSchema) })
export type NftQuery = v.InferOutput<typeof NftQuerySchema>

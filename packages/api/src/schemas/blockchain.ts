import * as v from 'valibot'
import {
  CAIP2_PATTERN,
  CaipAddressSchema,
  CaipNetworkIdSchema,
  DecimalStringSchema,
  FiniteNumberSchema,
  IdSchema,
  listOf,
  NameSchema,
  nullOnInvalid,
  safeUrlField,
  SymbolSchema,
} from './primitives.js'

/** Query every blockchain-service call carries (SPEC §7): project id, sdk type and sdk version. */
export const BlockchainQuerySchema = v.object({
  projectId: IdSchema,
  st: IdSchema,
  sv: IdSchema,
})
export type BlockchainQuery = v.InferOutput<typeof BlockchainQuerySchema>

/** CAIP-2 ids of a list; anything else is left out. */
const ChainIdListSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((items) =>
    items.filter((item): item is string => typeof item === 'string' && CAIP2_PATTERN.test(item)),
  ),
)

/** GET v1/supported-chains response: the CAIP-2 ids served over HTTP and over WebSocket. */
export const SupportedChainsSchema = v.object({
  http: ChainIdListSchema,
  ws: v.optional(ChainIdListSchema, []),
})
export type SupportedChains = v.InferOutput<typeof SupportedChainsSchema>

/** GET /v1/identity/{address} response (SPEC §3 identity). A bad name or avatar reads as null. */
export const IdentitySchema = v.object({
  name: nullOnInvalid(NameSchema),
  avatar: safeUrlField(),
})
export type Identity = v.InferOutput<typeof IdentitySchema>

/** SPEC §3 token balance. `address` is CAIP-10, absent for the native token; `value` is in USD. */
export const TokenBalanceSchema = v.object({
  name: NameSchema,
  symbol: SymbolSchema,
  chainId: CaipNetworkIdSchema,
  address: v.optional(
    v.pipe(
      v.nullable(CaipAddressSchema),
      v.transform((value) => value ?? undefined),
    ),
  ),
  value: FiniteNumberSchema,
  price: FiniteNumberSchema,
  quantity: v.object({
    decimals: v.pipe(v.string(), v.regex(/^\d{1,3}$/)),
    numeric: DecimalStringSchema,
  }),
  iconUrl: safeUrlField(),
})
export type TokenBalance = v.InferOutput<typeof TokenBalanceSchema>

/** GET /v1/account/{address}/balance response; balances that do not fit are dropped. */
export const BalanceResponseSchema = v.object({
  balances: listOf(TokenBalanceSchema),
})
export type BalanceResponse = v.InferOutput<typeof BalanceResponseSchema>

/** GET /v1/account/{address}/balance query (besides the common query). */
export const BalanceQuerySchema = v.object({
  currency: v.literal('usd'),
  chainId: v.optional(CaipNetworkIdSchema),
  forceUpdate: v.optional(v.pipe(v.string(), v.maxLength(256))),
})
export type BalanceQuery = v.InferOutput<typeof BalanceQuerySchema>

/** POST /v1/fungible/price body. */
export const FungiblePriceRequestSchema = v.object({
  currency: v.literal('usd'),
  addresses: v.pipe(v.array(CaipAddressSchema), v.minLength(1), v.maxLength(100)),
  projectId: IdSchema,
})
export type FungiblePriceRequest = v.InferOutput<typeof FungiblePriceRequestSchema>

export const FungiblePriceSchema = v.object({
  name: NameSchema,
  symbol: SymbolSchema,
  iconUrl: safeUrlField(),
  price: FiniteNumberSchema,
})
export type FungiblePrice = v.InferOutput<typeof FungiblePriceSchema>

/** POST /v1/fungible/price response. */
export const FungiblePriceResponseSchema = v.object({
  fungibles: listOf(FungiblePriceSchema),
})
export type FungiblePriceResponse = v.InferOutput<typeof FungiblePriceResponseSchema>

import * as v from 'valibot'
import {
  boundedString,
  DecimalStringSchema,
  IdSchema,
  listOf,
  NameSchema,
  safeUrlField,
  SymbolSchema,
} from './primitives.js'

// SPEC §4: the inner fields of swap quotes, token lists, allowance and gas price are not shown. We validate
// the fields the modal reads and keep the rest as unknown (loose objects), so nothing unchecked is typed.

/** An address or CAIP-10 id as the swap calls carry it. */
const AddressLikeSchema = boundedString(256)

/** GET /v1/convert/quotes query (besides the common query). */
export const ConvertQuotesQuerySchema = v.object({
  amount: DecimalStringSchema,
  userAddress: AddressLikeSchema,
  from: AddressLikeSchema,
  to: AddressLikeSchema,
  gasPrice: v.optional(DecimalStringSchema),
})
export type ConvertQuotesQuery = v.InferOutput<typeof ConvertQuotesQuerySchema>

export const ConvertQuoteSchema = v.looseObject({
  fromAmount: v.optional(DecimalStringSchema),
  fromAccount: v.optional(AddressLikeSchema),
  toAmount: v.optional(DecimalStringSchema),
  toAccount: v.optional(AddressLikeSchema),
  /** Percent the trade moves the price against the trader, the fee left out (the local services send it). */
  priceImpact: v.optional(DecimalStringSchema),
  /** The pool's fee, in the from-token's base units (the local services send it). */
  fee: v.optional(DecimalStringSchema),
})
export type ConvertQuote = v.InferOutput<typeof ConvertQuoteSchema>

/** GET /v1/convert/quotes response. */
export const ConvertQuotesResponseSchema = v.object({ quotes: listOf(ConvertQuoteSchema) })
export type ConvertQuotesResponse = v.InferOutput<typeof ConvertQuotesResponseSchema>

/** GET /v1/convert/tokens and /v1/convert/gas-price query (besides the common query): a CAIP-2 network id. */
export const ConvertChainQuerySchema = v.object({ chainId: IdSchema })
export type ConvertChainQuery = v.InferOutput<typeof ConvertChainQuerySchema>

/** GET /v1/convert/allowance query (besides the common query): a CAIP-10 token id and the owner. */
export const ConvertAllowanceQuerySchema = v.object({
  tokenAddress: AddressLikeSchema,
  userAddress: AddressLikeSchema,
})
export type ConvertAllowanceQuery = v.InferOutput<typeof ConvertAllowanceQuerySchema>

export const ConvertTokenSchema = v.looseObject({
  name: NameSchema,
  symbol: SymbolSchema,
  address: AddressLikeSchema,
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
  logoUri: safeUrlField(),
})
export type ConvertToken = v.InferOutput<typeof ConvertTokenSchema>

/** GET /v1/convert/tokens response. */
export const ConvertTokensResponseSchema = v.object({ tokens: listOf(ConvertTokenSchema) })
export type ConvertTokensResponse = v.InferOutput<typeof ConvertTokensResponseSchema>

/** GET /v1/convert/allowance response. */
export const ConvertAllowanceResponseSchema = v.object({ allowance: DecimalStringSchema })
export type ConvertAllowanceResponse = v.InferOutput<typeof ConvertAllowanceResponseSchema>

/** GET /v1/convert/gas-price response (fields not shown by SPEC: speeds as decimal strings). */
export const ConvertGasPriceResponseSchema = v.looseObject({
  standard: v.optional(DecimalStringSchema),
  fast: v.optional(DecimalStringSchema),
  instant: v.optional(DecimalStringSchema),
})
export type ConvertGasPriceResponse = v.InferOutput<typeof ConvertGasPriceResponseSchema>

/** A transaction the wallet is asked to send (approve or swap). */
export const ConvertTransactionSchema = v.looseObject({
  from: v.optional(AddressLikeSchema),
  to: AddressLikeSchema,
  data: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/)),
  value: v.optional(v.union([DecimalStringSchema, v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/))])),
  gas: v.optional(v.union([v.string(), v.number()])),
  gasPrice: v.optional(v.union([v.string(), v.number()])),
})
export type ConvertTransaction = v.InferOutput<typeof ConvertTransactionSchema>

/** GET /v1/convert/build-approve and POST /v1/convert/build-transaction responses. */
export const ConvertBuildResponseSchema = v.looseObject({ tx: ConvertTransactionSchema })
export type ConvertBuildResponse = v.InferOutput<typeof ConvertBuildResponseSchema>

/** GET /v1/convert/build-approve query (besides the common query). */
export const ConvertBuildApproveQuerySchema = v.object({
  userAddress: AddressLikeSchema,
  from: AddressLikeSchema,
  to: AddressLikeSchema,
})
export type ConvertBuildApproveQuery = v.InferOutput<typeof ConvertBuildApproveQuerySchema>

/** POST /v1/convert/build-transaction body (SPEC §7). */
export const ConvertBuildTransactionRequestSchema = v.object({
  amount: DecimalStringSchema,
  eip155: v.optional(v.object({ slippage: v.union([DecimalStringSchema, v.number()]) })),
  projectId: IdSchema,
  from: AddressLikeSchema,
  to: AddressLikeSchema,
  userAddress: AddressLikeSchema,
  disableEstimate: v.optional(v.boolean()),
})
export type ConvertBuildTransactionRequest = v.InferOutput<typeof ConvertBuildTransactionRequestSchema>

import * as v from 'valibot'
import {
  boundedString,
  DecimalStringSchema,
  FiniteNumberSchema,
  IdSchema,
  listOf,
  NameSchema,
  nullOnInvalid,
  optionalListOf,
  safeUrlField,
  SymbolSchema,
} from './primitives.js'

export const TRANSACTION_STATUSES = ['confirmed', 'failed', 'pending'] as const
export const TRANSFER_DIRECTIONS = ['in', 'out', 'self'] as const

/** An image reference inside a transfer; an unsafe URL reads as null. */
const ImageSchema = v.object({ url: safeUrlField() })

const FungibleInfoSchema = v.object({
  name: v.optional(NameSchema),
  symbol: v.optional(SymbolSchema),
  icon: nullOnInvalid(ImageSchema),
})

const NftInfoSchema = v.object({
  name: v.optional(NameSchema),
  content: v.optional(v.object({ preview: nullOnInvalid(ImageSchema) })),
  flags: v.object({ is_spam: v.boolean() }),
})

/** One transfer of a transaction: a fungible token or an NFT (SPEC §3). */
export const TransactionTransferSchema = v.object({
  fungible_info: nullOnInvalid(FungibleInfoSchema),
  nft_info: nullOnInvalid(NftInfoSchema),
  direction: v.picklist(TRANSFER_DIRECTIONS),
  quantity: v.object({ numeric: DecimalStringSchema }),
  value: v.optional(FiniteNumberSchema),
  price: v.optional(FiniteNumberSchema),
})
export type TransactionTransfer = v.InferOutput<typeof TransactionTransferSchema>

/** SPEC §3 transaction: id, metadata (minedAt, chain, operationType, status, sentFrom, sentTo) and transfers. */
export const TransactionSchema = v.object({
  id: IdSchema,
  metadata: v.object({
    operationType: boundedString(64),
    hash: v.optional(IdSchema),
    minedAt: boundedString(64),
    chain: v.optional(boundedString(64)),
    status: v.picklist(TRANSACTION_STATUSES),
    sentFrom: boundedString(256),
    sentTo: boundedString(256),
    nonce: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  transfers: optionalListOf(TransactionTransferSchema),
})
export type Transaction = v.InferOutput<typeof TransactionSchema>

/** GET /v1/account/{account}/history response: a page of transactions and the next cursor. */
export const HistoryResponseSchema = v.object({
  data: listOf(TransactionSchema),
  next: v.optional(v.nullable(IdSchema), null),
})
export type HistoryResponse = v.InferOutput<typeof HistoryResponseSchema>

/** GET /v1/account/{account}/history query (besides the common query). */
export const HistoryQuerySchema = v.object({
  cursor: v.optional(IdSchema),
  onramp: v.optional(boundedString(64)),
  chainId: v.optional(boundedString(64)),
})
export type HistoryQuery = v.InferOutput<typeof HistoryQuerySchema>

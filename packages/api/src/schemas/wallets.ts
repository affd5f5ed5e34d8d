import * as v from 'valibot'
import {
  CAIP2_PATTERN,
  IdSchema,
  listOf,
  MAX_ID_LENGTH,
  NameSchema,
  nullOnInvalid,
  safeUrlField,
} from './primitives.js'

/** Wallet badges the directory knows. */
export const BADGE_TYPES = ['none', 'certified'] as const
export type BadgeType = (typeof BADGE_TYPES)[number]

/** Reverse-DNS id of a wallet (EIP-6963 `rdns`), e.g. `io.metamask`. */
const RdnsSchema = v.pipe(v.string(), v.maxLength(253), v.regex(/^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/))

/** CAIP-2 ids a wallet supports; ids that are not CAIP-2 are left out. */
const WalletChainsSchema = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((value): string[] =>
    Array.isArray(value)
      ? value.filter((chain): chain is string => typeof chain === 'string' && CAIP2_PATTERN.test(chain))
      : [],
  ),
)

/**
 * SPEC §3 wallet listing. `id`, `name` and `image_id` are required (an entry without them is dropped from a
 * list); every link is nullable and becomes null when unsafe. Wallet app links may use app schemes
 * (`metamask://`); store and homepage links must be web links.
 */
export const WalletListingSchema = v.object({
  id: IdSchema,
  name: NameSchema,
  image_id: IdSchema,
  rdns: nullOnInvalid(RdnsSchema),
  chains: WalletChainsSchema,
  mobile_link: safeUrlField({ allowAppSchemes: true }),
  desktop_link: safeUrlField({ allowAppSchemes: true }),
  webapp_link: safeUrlField(),
  homepage: safeUrlField(),
  app_store: safeUrlField(),
  play_store: safeUrlField(),
  badge_type: v.pipe(
    v.optional(v.unknown()),
    v.transform((value): BadgeType | undefined =>
      BADGE_TYPES.includes(value as BadgeType) ? (value as BadgeType) : undefined,
    ),
  ),
})
export type WalletListing = v.InferOutput<typeof WalletListingSchema>

/** GET /getWallets response: a page of listings and the total count. */
export const GetWalletsResponseSchema = v.object({
  data: listOf(WalletListingSchema),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type GetWalletsResponse = v.InferOutput<typeof GetWalletsResponseSchema>

/** A query value that is a comma list on the wire (`a,b,c`) or already an array. */
const CommaListSchema = v.pipe(
  v.union([v.array(v.string()), v.string()]),
  v.transform((value) => (Array.isArray(value) ? value : value.split(','))),
  v.transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0)),
  v.maxLength(500),
  v.check((items) => items.every((item) => item.length <= MAX_ID_LENGTH), 'an item is too long'),
)

/** A positive integer from a query string (`'2'`) or a number. */
function positiveInteger(max: number) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
    v.integer(),
    v.minValue(1),
    v.maxValue(max),
  )
}

/** Largest page the directory serves (SPEC §9: search returns 100). */
export const MAX_WALLET_ENTRIES = 100

/**
 * GET /getWallets query (SPEC §7), as the directory receives it: numbers may arrive as strings, and
 * include / exclude / chains as comma lists. `page` defaults to 1 and `entries` to 40 (SPEC §9).
 */
export const GetWalletsQuerySchema = v.object({
  projectId: IdSchema,
  st: IdSchema,
  sv: IdSchema,
  page: v.optional(positiveInteger(1_000_000), 1),
  entries: v.optional(positiveInteger(MAX_WALLET_ENTRIES), 40),
  include: v.optional(CommaListSchema),
  exclude: v.optional(CommaListSchema),
  chains: v.optional(CommaListSchema),
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  badge_type: v.optional(v.picklist(BADGE_TYPES)),
})
export type GetWalletsQuery = v.InferOutput<typeof GetWalletsQuerySchema>
export type GetWalletsQueryInput = v.InferInput<typeof GetWalletsQuerySchema>

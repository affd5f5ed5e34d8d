import * as v from 'valibot'
import {
  boundedString,
  DecimalStringSchema,
  IdSchema,
  listOf,
  NameSchema,
  optionalListOf,
  requiredSafeUrl,
  SymbolSchema,
} from './primitives.js'

/** A network a purchase currency can be bought on (SPEC §3 onramp options). */
const OnrampNetworkSchema = v.object({
  name: boundedString(64),
  display_name: NameSchema,
  chain_id: boundedString(64),
  contract_address: v.pipe(v.string(), v.maxLength(256)),
})

export const PurchaseCurrencySchema = v.object({
  id: IdSchema,
  name: NameSchema,
  symbol: SymbolSchema,
  networks: optionalListOf(OnrampNetworkSchema),
})
export type PurchaseCurrency = v.InferOutput<typeof PurchaseCurrencySchema>

/** A payment method's limits: `min` and `max` are decimal strings such as `'10.00'` (SPEC §5). */
export const PaymentMethodLimitSchema = v.object({
  id: boundedString(64),
  min: DecimalStringSchema,
  max: DecimalStringSchema,
})
export type PaymentMethodLimit = v.InferOutput<typeof PaymentMethodLimitSchema>

export const PaymentCurrencySchema = v.object({
  id: IdSchema,
  payment_method_limits: optionalListOf(PaymentMethodLimitSchema),
})
export type PaymentCurrency = v.InferOutput<typeof PaymentCurrencySchema>

/** GET /v1/onramp/options response (SPEC §3 onramp options). */
export const OnrampOptionsSchema = v.object({
  purchaseCurrencies: listOf(PurchaseCurrencySchema),
  paymentCurrencies: listOf(PaymentCurrencySchema),
})
export type OnrampOptions = v.InferOutput<typeof OnrampOptionsSchema>

/** An amount and its currency, as the quote carries them. */
export const OnrampAmountSchema = v.object({
  amount: DecimalStringSchema,
  currency: SymbolSchema,
})
export type OnrampAmount = v.InferOutput<typeof OnrampAmountSchema>

/** POST /v1/onramp/quote response (SPEC §3 onramp quote). */
export const OnrampQuoteSchema = v.object({
  coinbaseFee: OnrampAmountSchema,
  networkFee: OnrampAmountSchema,
  paymentSubtotal: OnrampAmountSchema,
  paymentTotal: OnrampAmountSchema,
  purchaseAmount: OnrampAmountSchema,
  quoteId: v.pipe(v.string(), v.maxLength(256)),
})
export type OnrampQuote = v.InferOutput<typeof OnrampQuoteSchema>

/**
 * A field SPEC §7 does not list that a client may add: which provider quotes or sells (its ids are the history
 * query's `onramp` values), which payment method's limits apply, the payment currency of a checkout.
 */
const OnrampExtraSchema = v.optional(boundedString(64))

/** POST /v1/onramp/quote body. */
export const OnrampQuoteRequestSchema = v.object({
  purchaseCurrency: IdSchema,
  paymentCurrency: IdSchema,
  amount: v.union([DecimalStringSchema, v.pipe(v.number(), v.finite(), v.minValue(0))]),
  network: boundedString(64),
  /** The provider whose quote this is (else the service's default). */
  provider: OnrampExtraSchema,
  /** The payment method whose limits apply, e.g. 'card' (else the service's default). */
  paymentMethod: OnrampExtraSchema,
})
export type OnrampQuoteRequest = v.InferOutput<typeof OnrampQuoteRequestSchema>

/** A wallet the on-ramp provider may pay out to. */
export const DestinationWalletSchema = v.object({
  address: boundedString(256),
  blockchains: v.optional(v.array(boundedString(64))),
  assets: v.optional(v.array(boundedString(64))),
  supportedNetworks: v.optional(v.array(boundedString(64))),
})
export type DestinationWallet = v.InferOutput<typeof DestinationWalletSchema>

/** POST /v1/generators/onrampurl body. */
export const OnrampUrlRequestSchema = v.object({
  destinationWallets: v.pipe(v.array(DestinationWalletSchema), v.minLength(1), v.maxLength(20)),
  defaultNetwork: v.optional(boundedString(64)),
  partnerUserId: IdSchema,
  defaultExperience: v.literal('buy'),
  presetCryptoAmount: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
  presetFiatAmount: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
  /** The provider whose checkout this is (else the service's default). */
  provider: OnrampExtraSchema,
  /** The currency `presetFiatAmount` is in, e.g. 'EUR' (else the service's default). */
  paymentCurrency: OnrampExtraSchema,
})
export type OnrampUrlRequest = v.InferOutput<typeof OnrampUrlRequestSchema>

/** POST /v1/generators/onrampurl response: the checkout URL, which must be a safe web link. */
export const OnrampUrlResponseSchema = v.object({
  url: requiredSafeUrl(),
})
export type OnrampUrlResponse = v.InferOutput<typeof OnrampUrlResponseSchema>

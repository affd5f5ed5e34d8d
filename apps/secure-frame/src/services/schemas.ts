import * as v from 'valibot'

// The answers of the frame's backend (apps/services `/frame/v1`), checked before the frame relies on them.
// Objects are not strict: the backend may add fields without breaking a deployed frame.

const Text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max))

/** The signed-in user as the backend describes it (e-mail users have an e-mail, social ones a user name). */
export const BackendUserSchema = v.object({
  id: v.optional(Text(128)),
  email: v.optional(v.nullable(Text(254))),
  userName: v.optional(v.nullable(Text(128))),
  /** The wallet's listed addresses (EVM and Solana), once its auth share or legacy keys were stored. */
  addresses: v.optional(v.pipe(v.array(Text(128)), v.maxLength(10))),
})
export type BackendUser = v.InferOutput<typeof BackendUserSchema>

const Token = v.pipe(v.string(), v.regex(/^[\w-]{16,512}$/))
const EpochMs = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

/** The tokens of a frame session; only ever used with a proof of the frame's binding key. */
export const SessionTokensSchema = v.object({
  accessToken: Token,
  refreshToken: Token,
  accessExpiresAt: EpochMs,
  refreshExpiresAt: EpochMs,
})

/** What a completed sign-in answers: who, and the new session bound to the key the frame sent. */
export const SessionSchema = v.object({ user: BackendUserSchema, session: SessionTokensSchema })
export type BackendSession = v.InferOutput<typeof SessionSchema>

/** A refresh answers a whole new session (both tokens rotate). */
export const RefreshSchema = v.object({ session: SessionTokensSchema })

export const SessionUserSchema = v.object({ user: BackendUserSchema })

export const OriginsSchema = v.object({
  allowedOrigins: v.pipe(v.array(Text(2048)), v.maxLength(1000)),
})

export const ConnectEmailSchema = v.object({ action: v.picklist(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) })
export const DeviceStatusSchema = v.object({ approved: v.boolean() })

export const UpdateEmailSchema = v.object({
  action: v.picklist(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
})
/** The secondary step answers `{ newEmail }` (the frame contract) or `{ user }` (what the backend sends now). */
export const UpdateSecondarySchema = v.object({
  newEmail: v.optional(Text(254)),
  user: v.optional(BackendUserSchema),
})

export const KeysSchema = v.object({
  wrappingKey: v.pipe(v.string(), v.regex(/^[\w-]{43}=?$/)),
  ciphertext: v.nullable(Text(4096)),
  addresses: v.optional(
    v.object({ eip155: v.optional(v.nullable(Text(128))), solana: v.optional(v.nullable(Text(128))) }),
  ),
})
export type BackendKeys = v.InferOutput<typeof KeysSchema>

export const RedirectSchema = v.object({ uri: v.pipe(v.string(), v.maxLength(4096), v.url()) })
export const FarcasterChannelSchema = v.object({
  url: v.pipe(v.string(), v.maxLength(4096), v.url()),
  channelToken: Text(4096),
})
export const SocialStateSchema = v.object({ appOrigin: Text(2048), returnUrl: v.optional(Text(2048)) })

// Public `/v1` answers the approval dialog uses: read only as display facts, never to decide what is signed.

/** A token or coin symbol: letters, digits and a few signs, so none can pass for other words in the dialog. */
const TokenSymbol = v.pipe(v.string(), v.regex(/^[\p{L}\p{N}$.+_-]{1,16}$/u))

/** POST /v1/fungible/price: one entry per address the services price, in the order asked. */
export const FungiblePricesSchema = v.object({
  fungibles: v.pipe(
    v.array(v.object({ symbol: TokenSymbol, price: v.pipe(v.number(), v.finite()) })),
    v.maxLength(100),
  ),
})

/** GET /v1/tokens/{caip10}: a token the services deployed, from their own table (not from the contract). */
export const TokenMetadataSchema = v.object({
  address: v.pipe(v.string(), v.regex(/^eip155:\d{1,15}:0x[\da-fA-F]{40}$/)),
  symbol: TokenSymbol,
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
})

import * as v from 'valibot'
import { isBoundedJson } from './json.js'

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** A non-empty string of at most `max` characters with no control or bidi-override characters. */
export function boundedString(max: number) {
  return v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(max),
    v.check((value) => !CONTROL_OR_BIDI.test(value), 'contains control characters'),
  )
}

/** Request ids: random UUIDs, so one app cannot guess another request's id. */
export const RequestIdSchema = v.pipe(v.string(), v.maxLength(36), v.uuid())

/** SPEC §5: a valid e-mail address (254 is the longest an SMTP path allows). */
export const EmailSchema = v.pipe(v.string(), v.maxLength(254), v.email())
/** SPEC §5: the one-time code is a string. */
export const OtpSchema = boundedString(32)
/** SPEC §5: social providers (Farcaster has its own events). */
export const SocialProviderSchema = v.picklist(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
/** SPEC §5: an externally owned account or a smart account. */
export const AccountTypeSchema = v.picklist(['eoa', 'smartAccount'])
/** SPEC §3: a chain id is a string (Solana, CAIP references) or a number (EVM). */
export const ChainIdSchema = v.union([boundedString(64), v.pipe(v.number(), v.safeInteger(), v.minValue(0))])
export const AddressSchema = boundedString(128)
export const UrlSchema = v.pipe(v.string(), v.maxLength(4096), v.url())
export const VersionSchema = boundedString(64)
/** Error text from the other side: bounded, shown to people, so no control characters. */
export const ErrorMessageSchema = boundedString(1000)
export const NameSchema = boundedString(128)

/** Arbitrary JSON within the limits of {@link isBoundedJson} (RPC params and results, theme variables). */
export const JsonSchema = v.custom<unknown>((value) => isBoundedJson(value), 'not bounded JSON')

/** Events without arguments or result still send an object, so every message has the same shape. */
export const EmptySchema = v.object({})

/** SPEC §3 auth user, as the frame reports it. */
export const UserSchema = v.object({
  email: v.optional(v.nullable(EmailSchema)),
  address: AddressSchema,
  chainId: ChainIdSchema,
  accounts: v.optional(
    v.pipe(v.array(v.object({ address: AddressSchema, type: AccountTypeSchema })), v.maxLength(100)),
  ),
  userName: v.optional(NameSchema),
  preferredAccountType: v.optional(AccountTypeSchema),
  smartAccountDeployed: v.optional(v.boolean()),
  // False while the embedded wallet's recovery share is only on this device (no passkey or code yet): the app
  // offers "Set up recovery" (SET_UP_RECOVERY). Absent from frames before key shares.
  recoverySetUp: v.optional(v.boolean()),
})

import * as v from 'valibot'
import { safeUrl, type SafeUrlOptions } from './safe-url.js'

/** Longest display name (wallet, token, network, ENS name) we accept. */
export const MAX_NAME_LENGTH = 128
/** Longest token symbol we accept. */
export const MAX_SYMBOL_LENGTH = 32
/** Longest opaque id (wallet id, image id, quote id, cursor) we accept. */
export const MAX_ID_LENGTH = 256
/** Longest free text (error messages, signatures, SIWE messages) we accept. */
export const MAX_TEXT_LENGTH = 10_000

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** CAIP-2 network id, as the CAIP-2 grammar defines it (any namespace, so unknown chains pass through). */
export const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
/** CAIP-10 account id. */
export const CAIP10_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

/** A non-empty string of at most `max` characters with no control or bidi-override characters. */
export function boundedString(max: number) {
  return v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(max),
    v.check((value) => !CONTROL_OR_BIDI.test(value), 'contains control characters'),
  )
}

/** Display names (wallets, tokens, networks, ENS names). */
export const NameSchema = boundedString(MAX_NAME_LENGTH)
/** Token symbols. */
export const SymbolSchema = boundedString(MAX_SYMBOL_LENGTH)
/** Opaque ids. */
export const IdSchema = boundedString(MAX_ID_LENGTH)
/** Free text such as messages and stack traces (may hold newlines, so only the length is limited). */
export const TextSchema = v.pipe(v.string(), v.maxLength(MAX_TEXT_LENGTH))

export const CaipNetworkIdSchema = v.pipe(v.string(), v.regex(CAIP2_PATTERN, 'not a CAIP-2 network id'))
export const CaipAddressSchema = v.pipe(v.string(), v.regex(CAIP10_PATTERN, 'not a CAIP-10 account id'))

/** A finite number (rejects NaN and Infinity, which JSON cannot carry but a parsed body might). */
export const FiniteNumberSchema = v.pipe(v.number(), v.finite())

/** A decimal number written as a string, as services send amounts: `'10.00'`, `'0.5'`. */
export const DecimalStringSchema = v.pipe(v.string(), v.maxLength(80), v.regex(/^-?\d+(\.\d+)?$/))

/**
 * A link field: a safe URL, or null when missing, of the wrong type or unsafe — one bad link never rejects
 * the response it came in (see {@link safeUrl}).
 */
export function safeUrlField(options: SafeUrlOptions = {}) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.transform((value): string | null => safeUrl(value, options)),
  )
}

/** A safe URL that must be present: anything else fails validation. */
export function requiredSafeUrl(options: SafeUrlOptions = {}) {
  return v.pipe(
    v.string(),
    v.check((value) => safeUrl(value, options) !== null, 'not a safe URL'),
  )
}

/** A field that becomes null instead of failing when it is missing or does not fit `schema`. */
export function nullOnInvalid<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.transform((value): v.InferOutput<TSchema> | null => {
      const result = v.safeParse(schema, value)
      return result.success ? result.output : null
    }),
  )
}

/**
 * A list whose entries that do not fit `entry` are dropped, so one malformed or hostile entry never hides
 * the others. The list itself must be an array.
 */
export function listOf<const TSchema extends v.GenericSchema>(entry: TSchema) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items): v.InferOutput<TSchema>[] =>
      items.flatMap((item) => {
        const result = v.safeParse(entry, item)
        return result.success ? [result.output] : []
      }),
    ),
  )
}

/** Like {@link listOf}, and a missing list reads as empty. */
export function optionalListOf<const TSchema extends v.GenericSchema>(entry: TSchema) {
  return v.optional(listOf(entry), [])
}

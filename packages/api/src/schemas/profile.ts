import * as v from 'valibot'
import {
  boundedString,
  FiniteNumberSchema,
  listOf,
  MAX_TEXT_LENGTH,
  NameSchema,
  optionalListOf,
} from './primitives.js'

/** SPEC §5: a name to register has letters, digits and hyphens only, at least 4 characters. */
export const NAME_LABEL_PATTERN = /^[a-zA-Z0-9-]{4,}$/

/** A name record (GET /v1/profile/account/{name} and the entries of /v1/profile/reverse/{address}). */
export const NameRecordSchema = v.looseObject({
  name: NameSchema,
  registered: v.optional(FiniteNumberSchema),
  updated: v.optional(FiniteNumberSchema),
  /** Addresses by coin type. */
  addresses: v.optional(v.record(boundedString(32), v.looseObject({ address: boundedString(256) })), {}),
  attributes: v.optional(
    v.union([v.array(v.record(v.string(), v.unknown())), v.record(v.string(), v.unknown())]),
  ),
})
export type NameRecord = v.InferOutput<typeof NameRecordSchema>

/** GET /v1/profile/reverse/{address} response: the names of an address; bad entries are dropped. */
export const ReverseLookupResponseSchema = listOf(NameRecordSchema)
export type ReverseLookupResponse = v.InferOutput<typeof ReverseLookupResponseSchema>

/** SPEC §3 name suggestion. */
export const NameSuggestionSchema = v.looseObject({
  name: NameSchema,
  registered: v.optional(v.boolean()),
})
export type NameSuggestion = v.InferOutput<typeof NameSuggestionSchema>

/** GET /v1/profile/suggestions/{name} response. */
export const NameSuggestionsResponseSchema = v.object({ suggestions: optionalListOf(NameSuggestionSchema) })
export type NameSuggestionsResponse = v.InferOutput<typeof NameSuggestionsResponseSchema>

/** POST /v1/profile/account body (SPEC §5: coin type, address, message and signature are all needed). */
export const NameRegistrationRequestSchema = v.object({
  coin_type: v.pipe(v.number(), v.integer(), v.minValue(0)),
  address: boundedString(256),
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TEXT_LENGTH)),
  signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/), v.maxLength(MAX_TEXT_LENGTH)),
})
export type NameRegistrationRequest = v.InferOutput<typeof NameRegistrationRequestSchema>

/** POST /v1/profile/account and POST /v1/sessions/{id}/revoke response. */
export const SuccessResponseSchema = v.looseObject({ success: v.boolean() })
export type SuccessResponse = v.InferOutput<typeof SuccessResponseSchema>
